import { z } from "~/lib/zod";
import { isDay, isMonth } from "./dates";

/**
 * The field types of the wallet's rows, read from text as a form posts it (trimmed; blank is
 * "not given"). Each answers one message a visitor can act on.
 */

export const maxBalanceAmount = 1_000_000_000;
export const withCommas = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

function fail(context: z.RefinementCtx<string>, input: string, message: string): typeof z.NEVER {
  context.issues.push({ code: "custom", message, input });
  return z.NEVER;
}

/** Whether a field parsed to a value (a failed field is left to its own message). */
export const given = (value: unknown): value is string => typeof value === "string" && value !== "";

/** One line of text up to `max` characters; blank is "" unless `requiredMessage` is given. */
export function singleLine(max: number, requiredMessage: string | null, tooLongMessage: string) {
  return z.string().transform((text, context) => {
    const value = text.trim();
    if (value === "" && requiredMessage) return fail(context, text, requiredMessage);
    if (value.length > max) return fail(context, text, tooLongMessage);
    // Tabs and line breaks would break the line of a list, an email or a CSV file.
    if (/\p{Cc}/u.test(value)) return fail(context, text, "Enter the name on one line.");
    return value;
  });
}

/** A yyyy-MM month no later than `thisMonth`; blank is null unless required. */
export function monthField(thisMonth: string, futureMessage: string, presence: "required" | "optional" = "optional") {
  return z.string().transform((text, context) => {
    const month = text.trim();
    if (month === "" && presence === "optional") return null;
    if (!isMonth(month)) return fail(context, text, "Enter a month as YYYY-MM.");
    if (month > thisMonth) return fail(context, text, futureMessage);
    return month;
  });
}

/** A yyyy-MM-dd day; blank is null unless `requiredMessage` is given. */
export function dayField(requiredMessage: string | null) {
  return z.string().transform((text, context) => {
    const day = text.trim();
    if (day === "") return requiredMessage ? fail(context, text, requiredMessage) : null;
    if (!isDay(day)) return fail(context, text, "Enter a date as YYYY-MM-DD.");
    return day;
  });
}

/**
 * A whole number of points, 0 to 1,000,000,000, with or without thousands commas. Anything else
 * is refused as text, never evaluated: "=1+1" is not 2.
 */
export const amountField = z.string().transform((text, context) => {
  const value = text.trim();
  if (value === "") return fail(context, text, "Enter a balance.");
  if (/^-\d/.test(value)) return fail(context, text, "Enter a balance of 0 or more.");
  if (!/^(?:\d+|\d{1,3}(?:,\d{3})+)$/.test(value)) return fail(context, text, "Enter a whole number of points.");
  // Compared as digits first, so a 30-digit balance never becomes an imprecise number.
  const digits = value.replace(/,/g, "").replace(/^0+(?=\d)/, "");
  if (digits.length > String(maxBalanceAmount).length || Number(digits) > maxBalanceAmount)
    return fail(context, text, `Enter a balance of at most ${withCommas(maxBalanceAmount)}.`);
  return Number(digits);
});
