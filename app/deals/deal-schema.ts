import { z } from "~/lib/zod";
import { bonusUnits, issuers } from "./deal";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Blank (or only spaces) means "no number"; coercion would otherwise read it as 0. */
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value;

const optionalNumber = (schema: z.ZodNumber) => z.preprocess(blankToNull, z.coerce.number().pipe(schema).nullable());

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * One schema for a deal's fields: the built-in content files and the owner's editor both pass
 * through it, so a deal in the database always meets the same rules.
 */
export const dealInputSchema = z.object({
  slug: text("Slug", 80).regex(slugPattern, "Use lower-case letters, digits and single hyphens only."),
  title: text("Title", 200),
  date: z.iso.date("Enter a date as YYYY-MM-DD."),
  excerpt: text("Excerpt", 500),
  cardName: text("Card name", 120),
  issuer: z.enum(issuers, "Choose Chase, Capital One or American Express."),
  description: text("Description", 20_000),
  eligibility: z
    .string()
    .trim()
    .max(20_000, "Eligibility must be at most 20000 characters.")
    .nullish()
    .transform((value) => value || null),
  whyILoveIt: text("Why I love this card", 20_000),
  referralLink: text("Referral link", 2_000).pipe(z.url({ protocol: /^https$/, error: "Enter a full https:// address." })),
  welcomeBonus: text("Welcome bonus", 200),
  annualFee: text("Annual fee", 200),
  minSpend: text("Spend requirement", 200),
  transferPartners: text("Transfer partners", 200),
  dealScore: optionalNumber(
    z.number("Enter a number from 0 to 10.").min(0, "Enter a number from 0 to 10.").max(10, "Enter a number from 0 to 10."),
  ),
  signupBonusAmount: optionalNumber(z.number("Enter a whole number.").int("Enter a whole number.").min(0, "Enter a whole number.")),
  bonusUnit: z.enum(bonusUnits).default("points"),
  /** Blank: the issuer's own points currency; 'none': no first-year value; otherwise a currency or program id. */
  pointsCurrency: z
    .string()
    .trim()
    .max(80, "Choose an option from the list.")
    .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, "Choose an option from the list.")
    .nullish()
    .transform((value) => value || null),
  published: z.boolean().default(true),
});

export type DealInput = z.infer<typeof dealInputSchema>;
