import { z } from "zod";
import { cardDigits, expiryInFuture, expiryPattern, passesLuhn } from "./card-checks";
import { isIsoDate, isSlotLabel, type SlotLabel } from "./slots";

/** Spec section 5, word for word. */
export const bookingMessages = {
  firstName: "First name must be at least 2 characters.",
  lastName: "Last name must be at least 2 characters.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
  cardNumber: "Please enter a valid card number.",
  expiryDate: "Please enter MM/YY format.",
  cvv: "CVV must be at least 3 digits.",
  billingZip: "Please enter a valid zip code.",
} as const;

/** Ours: the spec has no message for a past expiry month or a missing slot. */
export const cardExpiredMessage = "This card has expired.";
export const chooseSlotMessage = "Please choose a date and time.";
export const slotTakenMessage =
  "Sorry, that time was just booked by someone else. Please choose another time; your details are kept.";

export const invalidManageLinkMessage =
  "This link has expired or is not valid. Bookings can be changed up to 24 hours before the session.";

export const personalFields = ["firstName", "lastName", "email", "phone"] as const;
export const cardFields = ["cardNumber", "expiryDate", "cvv", "billingZip"] as const;
export type PersonalField = (typeof personalFields)[number];
export type CardField = (typeof cardFields)[number];
export type BookingField = PersonalField | CardField | "date" | "time";

export const fieldLabels: Record<PersonalField | CardField, string> = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email",
  phone: "Phone",
  cardNumber: "Card Number",
  expiryDate: "Expiry Date",
  cvv: "CVV",
  billingZip: "Billing ZIP",
};

export type BookingValues = Record<BookingField, string>;
export type BookingErrors = Partial<Record<BookingField, string>>;

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
