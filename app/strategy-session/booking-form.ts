import { z } from "zod";
import { cardDigits, expiryInFuture, expiryPattern, passesLuhn } from "./card-checks";
import {
  bookingMessages,
  cardExpiredMessage,
  cardFields,
  chooseSlotMessage,
  personalFields,
  type BookingErrors,
  type BookingField,
  type BookingValues,
} from "./booking-messages";
import { isIsoDate, isSlotLabel, type SlotLabel } from "./slots";

export interface BookingDetails {
  date: string;
  time: SlotLabel;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const atLeast = (length: number, message: string, max = 100) =>
  z.string().trim().min(length, message).max(max, message);

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
    cvv: z.string().trim().regex(/^\d{3,4}$/, bookingMessages.cvv),
    billingZip: atLeast(5, bookingMessages.billingZip, 10),
  });
}

export function readBookingForm(form: FormData): BookingValues {
  const text = (field: string) => {
    const value = form.get(field);
    return typeof value === "string" ? value : "";
  };
  const fields: BookingField[] = ["date", "time", ...personalFields, ...cardFields];
  return Object.fromEntries(fields.map((field) => [field, text(field)])) as BookingValues;
}

/** What a re-rendered form may show again: never the card number, expiry or CVV. */
export function keepableValues(values: BookingValues): BookingValues {
  return { ...values, cardNumber: "", expiryDate: "", cvv: "" };
}

export type BookingSubmission = { ok: true; details: BookingDetails } | { ok: false; errors: BookingErrors };

/** Validates a booking post; `withCard` when the spec's card form is shown (no Stripe). */
export function parseBooking(values: BookingValues, options: { withCard: boolean; today: string }): BookingSubmission {
  const personal = personalSchema.safeParse(values);
  const card = options.withCard ? cardSchema(options.today).safeParse(values) : undefined;
  const errors: BookingErrors = {};
  for (const result of [personal, card]) {
    if (!result || result.success) continue;
    for (const issue of result.error.issues) {
      const field = issue.path[0] as BookingField;
      errors[field] ??= issue.message;
    }
  }
  if (!personal.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, details: { ...personal.data, time: personal.data.time as SlotLabel } };
}
