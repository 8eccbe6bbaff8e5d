import type { CardProduct } from "./card-catalog";
import { addMonths } from "./dates";
import type { ExpiryRule, InactivityRule } from "./expiry-rules";
import type { BalanceRow, CardRow } from "./wallet-rows";

/**
 * When a balance's points expire, from the program's rule and what the visitor told us. Dates are
 * the earliest the rule allows: a program that counts to the end of a month expires the points a
 * little later, never sooner, so a warning drawn from this date is never late.
 */

export type ExpiryAnswer =
  | { kind: "never"; rule: ExpiryRule }
  /** The visitor's own date: it wins over any rule (they read their statement, we did not). */
  | { kind: "date"; date: string; basis: "override"; rule: ExpiryRule | null }
  /** Counted from the last activity, or from the balance's date when no activity is known. */
  | { kind: "date"; date: string; basis: "rule"; rule: InactivityRule; countedFrom: "last-activity" | "as-of" }
  /** Kept while a card earning them is open; `open` says whether the member holds one. */
  | { kind: "while-card-open"; open: boolean; rule: ExpiryRule }
  | { kind: "unknown"; reason: UnknownReason; rule: ExpiryRule | null };

/**
 * no-rule: no sourced rule for the program. earned-dates-unknown: each point expires a fixed time
 * after it was earned, and a balance does not say when its points were earned.
 */
export type UnknownReason = "no-rule" | "earned-dates-unknown";

export interface ExpiryQuestion extends Pick<BalanceRow, "programId" | "asOf" | "expiresOverride"> {
  /** yyyy-MM-dd of the last earning or redeeming the visitor told us of, if any. */
  lastActivity: string | null;
  /** Whether the member holds an open card earning this currency or program (see holdsOpenCardEarning). */
  holdsOpenEarningCard: boolean;
}

export function expiryOf(question: ExpiryQuestion, rules: ReadonlyMap<string, ExpiryRule>): ExpiryAnswer {
  const rule = rules.get(question.programId) ?? null;
  if (question.expiresOverride) return { kind: "date", date: question.expiresOverride, basis: "override", rule };
  if (!rule) return { kind: "unknown", reason: "no-rule", rule };
  switch (rule.kind) {
    case "none":
      return { kind: "never", rule };
    case "while-card-open":
      return { kind: "while-card-open", open: question.holdsOpenEarningCard, rule };
    case "fixed":
      return { kind: "unknown", reason: "earned-dates-unknown", rule };
    case "inactivity": {
      if (rule.openCardKeepsActive && question.holdsOpenEarningCard) return { kind: "while-card-open", open: true, rule };
      const countedFrom = question.lastActivity ? "last-activity" : "as-of";
      const date = addMonths(question.lastActivity ?? question.asOf, rule.months);
      return { kind: "date", date, basis: "rule", rule, countedFrom };
    }
  }
}

/**
 * Whether any of a member's cards is open (no closed month) and, as it is now (after any product
 * change), earns the currency or program.
 */
export function holdsOpenCardEarning(
  cards: ReadonlyArray<Pick<CardRow, "member" | "productId" | "closedMonth">>,
  products: ReadonlyArray<Pick<CardProduct, "id" | "currency" | "program">>,
  member: string,
  programId: string,
): boolean {
  const earning = new Set(
    products.filter((product) => product.currency === programId || product.program === programId).map((product) => product.id),
  );
  return cards.some(
    (card) => card.member === member && card.closedMonth === null && card.productId !== null && earning.has(card.productId),
  );
}
