import { looksLikeAddress, maxAddressLength, normaliseAddress } from "~/lib/email-address";
import type { BonusUnit } from "./deal";
import { offerAmountText, type OfferTerms } from "./offer-history";

/*
 * "Tell me when" (issue 32): one email when a card's welcome bonus reaches the amount a reader
 * chose. The amount is in the deal's bonus unit; a change crosses it when the new bonus reaches
 * it and the bonus before did not.
 */

/** The highest amount a reader may ask for: above any welcome bonus ever offered, and a bound on the input. */
export const maxWatchThreshold = 10_000_000;
/** How many cards one address can watch: more than a reader would, and a bound on one address's rows. */
export const maxWatchesPerAddress = 50;

export const offerWatchMessages = {
  amount: "Enter the bonus you are waiting for as a whole number, for example 100000.",
  email: "Enter a valid email address.",
  reached: (today: string) => `Today's offer is already ${today}: choose a higher amount.`,
  noAmount: "This card's bonus is not a number we can compare, so we cannot watch it.",
  tooMany: `One address can watch at most ${maxWatchesPerAddress} cards; turn one off on your alerts page first.`,
} as const;

export type WatchField = "threshold" | "email";
export type WatchRequest =
  { ok: true; threshold: number; email: string | null } | { ok: false; errors: Partial<Record<WatchField, string>> };

/**
 * Reads the posted amount (digits, with or without thousands separators) and, for a visitor who
 * is not signed in, the address. `today` is the deal's bonus now: asking for what it already is
 * would never fire.
 */
export function readWatchRequest(
  posted: { threshold: string; email?: string },
  deal: Pick<OfferTerms, "signupBonusAmount" | "bonusUnit">,
  signedIn: boolean,
): WatchRequest {
  const errors: Partial<Record<WatchField, string>> = {};
  const digits = posted.threshold.trim().replace(/^\$/, "").replace(/,/g, "");
  const threshold = /^\d{1,8}$/.test(digits) ? Number(digits) : NaN;
  if (deal.signupBonusAmount === null) errors.threshold = offerWatchMessages.noAmount;
  else if (!Number.isInteger(threshold) || threshold < 1 || threshold > maxWatchThreshold) errors.threshold = offerWatchMessages.amount;
  else if (threshold <= deal.signupBonusAmount)
    errors.threshold = offerWatchMessages.reached(offerAmountText(deal.signupBonusAmount, deal.bonusUnit));
  const email = signedIn ? null : normaliseAddress((posted.email ?? "").slice(0, maxAddressLength + 10));
  if (!signedIn && !looksLikeAddress(email ?? "")) errors.email = offerWatchMessages.email;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, threshold, email };
}

type Amount = Pick<OfferTerms, "signupBonusAmount" | "bonusUnit">;

/**
 * The amounts a change crosses for: watches with a threshold in (before, after]. None when the
 * unit changed (a points card turned cash back: the thresholds were asked in the other unit) or
 * when the new offer has no amount.
 */
export function crossedRange(before: Amount, after: Amount): { above: number; upTo: number } | undefined {
  if (after.signupBonusAmount === null || before.bonusUnit !== after.bonusUnit) return undefined;
  const above = before.signupBonusAmount ?? 0;
  return after.signupBonusAmount > above ? { above, upTo: after.signupBonusAmount } : undefined;
}

export function thresholdText(threshold: number, unit: BonusUnit): string {
  return offerAmountText(threshold, unit);
}
