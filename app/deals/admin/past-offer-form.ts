import { z } from "~/lib/zod";

/** The hidden intent of the "Add a past offer" form, beside the deal editor's own intents. */
export const pastOfferIntent = "add-past-offer";

const text = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(200, `${label} must be at most 200 characters.`);

/**
 * A past offer the owner found: its start day (today at the latest), the bonus amount in the
 * deal's unit, spend, fee, and the https page that shows it (required: nothing is published
 * without a source).
 */
export function pastOfferSchema(today: string) {
  return z.object({
    startedOn: z.iso.date("Enter a date as YYYY-MM-DD.").refine((day) => day <= today, "The offer's start cannot be in the future."),
    signupBonusAmount: z
      .number("Enter a whole number.")
      .int("Enter a whole number.")
      .min(0, "Enter a whole number.")
      .max(10_000_000, "Enter a whole number up to 10,000,000."),
    minSpend: text("Spend requirement"),
    annualFee: text("Annual fee"),
    source: text("Source").pipe(z.url({ protocol: /^https$/, error: "Enter a full https:// address." })),
  });
}

export type PastOfferField = keyof z.input<ReturnType<typeof pastOfferSchema>>;
export type PastOfferValues = Record<PastOfferField, string>;
export type PastOfferErrors = Partial<Record<PastOfferField, string>>;

/** What the edit page's action answers when the past offer was refused. */
export interface PastOfferActionData {
  pastOffer: { values: PastOfferValues; errors: PastOfferErrors };
}

export const pastOfferLabels: Record<PastOfferField, string> = {
  startedOn: "Start day",
  signupBonusAmount: "Bonus amount",
  minSpend: "Spend requirement",
  annualFee: "Annual fee",
  source: "Source (https address)",
};

export const emptyPastOffer: PastOfferValues = { startedOn: "", signupBonusAmount: "", minSpend: "", annualFee: "", source: "" };
