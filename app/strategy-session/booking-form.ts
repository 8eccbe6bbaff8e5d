import { z } from "~/lib/zod";
import { parseSubmission } from "~/lib/form-submission";
import { cardDigits, expiryInFuture, expiryPattern, passesLuhn } from "./card-checks";
import { bookingMessages, cardExpiredMessage, chooseSlotMessage, type BookingErrors, type BookingValues } from "./booking-messages";
import { isIsoDate, isSlotLabel, type SlotLabel } from "./slots";

export interface BookingDetails {
  date: string;
  time: SlotLabel;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const atLeast = (length: number, message: string, max = 100) => z.string().trim().min(length, message).max(max, message);

const personalSchema = z.object({
  date: z.string().refine(isIsoDate, chooseSlotMessage),
  time: z.string().refine(isSlotLabel, chooseSlotMessage),
  firstName: atLeast(2, bookingMessages.firstName),
  lastName: atLeast(2, bookingMessages.lastName),
  email: z.string().trim().max(254, bookingMessages.email).pipe(z.email(bookingMessages.email)),
  phone: atLeast(10, bookingMessages.phone, 30),
});

/**
 * The card fields of the spec, checked when no payment provider takes the card: the spec's
 * lengths and format plus a Luhn check and an expiry month not yet past. Nothing here is kept.
 */
function cardSchema(today: string) {
  return z.object({
    cardNumber: atLeast(16, bookingMessages.cardNumber, 23).refine((value) => {
      const digits = cardDigits(value);
      return digits !== undefined && passesLuhn(digits);
    }, bookingMessages.cardNumber),
    expiryDate: z
      .string()
      .trim()
      .regex(expiryPattern, bookingMessages.expiryDate)
      .refine((value) => expiryInFuture(value, today), cardExpiredMessage),
    cvv: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, bookingMessages.cvv),
    billingZip: atLeast(5, bookingMessages.billingZip, 10),
  });
}

/** What a re-rendered form may show again: never the card number, expiry or CVV. */
export function keepableValues(values: BookingValues): BookingValues {
  return { ...values, cardNumber: "", expiryDate: "", cvv: "" };
}

/** Everything as posted, for the form to show again, and either the booking or a message per field. */
export type BookingSubmission = { values: BookingValues } & ({ ok: true; details: BookingDetails } | { ok: false; errors: BookingErrors });

const noCard = { cardNumber: "", expiryDate: "", cvv: "", billingZip: "" };

/** Reads a booking post; the card fields only when the spec's card form is shown (`withCard`: no Stripe). */
export function parseBooking(form: FormData | URLSearchParams, options: { withCard: boolean; today: string }): BookingSubmission {
  const personal = parseSubmission(form, personalSchema);
  const card = options.withCard ? parseSubmission(form, cardSchema(options.today)) : undefined;
  const values = { ...personal.posted, ...(card?.posted ?? noCard) };
  if (personal.ok && (!card || card.ok))
    return { ok: true, values, details: { ...personal.value, time: personal.value.time as SlotLabel } };
  const errors: BookingErrors = { ...(personal.ok ? {} : personal.errors), ...(card && !card.ok ? card.errors : {}) };
  return { ok: false, values, errors };
}
