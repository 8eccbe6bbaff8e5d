import { z } from "~/lib/zod";
import { maxCents, maxPoints, maxUrlLength } from "../catalog";
import { parseRatio } from "../ratio";

const ratioMessage = "Enter a ratio of whole numbers, like 1:1, 5:3 or 1000:800.";
const dateMessage = "Enter a date as YYYY-MM-DD.";
const amount = (label: string) =>
  z
    .number(`${label}: enter a whole number of points, or leave it blank.`)
    .int(`${label}: enter a whole number of points, or leave it blank.`)
    .min(1, `${label}: enter at least 1, or leave it blank.`)
    .max(maxPoints, `${label}: enter at most ${maxPoints}.`)
    .optional()
    .transform((value) => value ?? null);

/** The owner's edit of one partner row: what the bank publishes and where it was checked. */
export const partnerEditSchema = z.object({
  ratio: z
    .string()
    .trim()
    .max(30, ratioMessage)
    .transform((value, context) => {
      const ratio = parseRatio(value);
      if (!ratio || ratio.from > maxPoints || ratio.to > maxPoints) {
        context.addIssue({ code: "custom", message: ratioMessage });
        return z.NEVER;
      }
      return ratio;
    }),
  transferTime: z
    .string()
    .trim()
    .max(200, "Transfer time must be at most 200 characters.")
    .transform((value) => value || null),
  minimum: amount("Minimum"),
  increment: amount("Increment"),
  source: z
    .string()
    .trim()
    .min(1, "Enter the address of the page you checked.")
    .max(maxUrlLength, `Source must be at most ${maxUrlLength} characters.`)
    .pipe(z.url({ protocol: /^https?$/, error: "Enter a full https:// address." })),
  checkedOn: z.iso.date(dateMessage),
});

/** The owner's value for a currency or program, and the day it was reviewed. */
export const valueEditSchema = z.object({
  cents: z
    .number("Enter a value in cents, like 1.5.")
    .positive("Enter a value above 0.")
    .max(maxCents, `Enter at most ${maxCents} cents.`)
    .transform((value) => Math.round(value * 100) / 100),
  reviewedOn: z.iso.date(dateMessage),
});
