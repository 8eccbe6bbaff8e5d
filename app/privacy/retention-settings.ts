import { z } from "~/lib/zod";

/**
 * How long each kind of personal data is kept (issue 22 item 5). Days and months are counted
 * back from the moment the daily job runs; a month is 30 days, so "24 months" is 720 days.
 */
export interface RetentionSettings {
  /** Outbox subject, bodies, attachments and recipient, after delivery (or after it finally failed). */
  outboxDays: number;
  /** Closed concierge requests, counted from their last change. */
  conciergeMonths: number;
  /** Past strategy-session bookings: paid ones keep their accounting fields, unpaid ones go. */
  bookingMonths: number;
  /** Newsletter subscriptions never confirmed (the double opt-in's pending rows). */
  pendingSubscriptionDays: number;
  /** Rate-limit windows after they closed (their keys name addresses and emails). */
  rateLimitDays: number;
  /** The email and client address of a failed admin sign-in in the audit log. */
  failedSignInMonths: number;
  /** A self-service erasure request is carried out after this many days; 0 waits for the owner. */
  autoEraseDays: number;
  /** A visitor account unused this long is warned by email, and deleted `accountWarningDays` later. */
  accountMonths: number;
}

export type RetentionKey = keyof RetentionSettings;

export const retentionDefaults: RetentionSettings = {
  outboxDays: 90,
  conciergeMonths: 24,
  bookingMonths: 24,
  pendingSubscriptionDays: 7,
  rateLimitDays: 1,
  failedSignInMonths: 12,
  autoEraseDays: 30,
  accountMonths: 24,
};

/** How long a warned visitor has to come back (sign in once) before the account goes. */
export const accountWarningDays = 30;

interface RetentionField {
  key: RetentionKey;
  label: string;
  unit: "days" | "months";
  min: number;
  max: number;
}

/** The admin form's fields, in the order shown. */
export const retentionFields: readonly RetentionField[] = [
  { key: "outboxDays", label: "Email bodies and recipients in the outbox, after delivery", unit: "days", min: 1, max: 3650 },
  { key: "conciergeMonths", label: "Closed concierge requests", unit: "months", min: 1, max: 120 },
  {
    key: "bookingMonths",
    label: "Past strategy-session bookings (paid ones keep date, status and payment reference)",
    unit: "months",
    min: 1,
    max: 120,
  },
  { key: "pendingSubscriptionDays", label: "Newsletter subscriptions never confirmed", unit: "days", min: 1, max: 365 },
  { key: "rateLimitDays", label: "Rate-limit records, after their window closed", unit: "days", min: 1, max: 365 },
  { key: "failedSignInMonths", label: "Email and address of failed admin sign-ins in the audit log", unit: "months", min: 1, max: 120 },
  {
    key: "autoEraseDays",
    label: "Erase a self-service erasure request automatically after (0: wait for you)",
    unit: "days",
    min: 0,
    max: 30,
  },
  { key: "accountMonths", label: "Visitor accounts unused for (warned by email, deleted 30 days later)", unit: "months", min: 1, max: 120 },
];

export const retentionMessages = {
  saved: "Retention settings saved",
  invalid: (field: RetentionField) => `Enter a whole number of ${field.unit} from ${field.min} to ${field.max}.`,
} as const;

/** The admin form: every field a whole number within its range. */
export const retentionSchema = z.object(
  Object.fromEntries(
    retentionFields.map((field) => [
      field.key,
      z.coerce
        .number({ error: retentionMessages.invalid(field) })
        .int(retentionMessages.invalid(field))
        .min(field.min, retentionMessages.invalid(field))
        .max(field.max, retentionMessages.invalid(field)),
    ]),
  ) as unknown as Record<RetentionKey, z.ZodCoercedNumber<unknown>>,
);

/** The stored setting, any missing or broken value replaced by its default. */
export function readRetention(stored: unknown): RetentionSettings {
  const value = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const settings = { ...retentionDefaults };
  for (const field of retentionFields) {
    const candidate = value[field.key];
    if (typeof candidate === "number" && Number.isInteger(candidate) && candidate >= field.min && candidate <= field.max) {
      settings[field.key] = candidate;
    }
  }
  return settings;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The instant `count` days (or 30-day months) before `now`: older rows are past their retention. */
export function cutoff(now: Date, count: number, unit: "days" | "months"): Date {
  return new Date(now.getTime() - count * (unit === "months" ? 30 : 1) * dayMs);
}
