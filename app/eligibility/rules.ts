/**
 * Issuer application rules as data (issue 31): what each limits, for which cards, over what
 * window, counting what, and where it comes from. The engine (engine.ts) reads only these shapes,
 * so a rule the owner edits, or one an issuer changes, is a row, not code.
 */

export type CardKind = "personal" | "business";

/** Months or days: issuers write both ("5/24" in months, "1 per 8 days"). */
export type Window = { months: number } | { days: number };

export interface RuleSource {
  url: string;
  /** yyyy-MM-dd: the day someone read the source and found the rule there. */
  checkedOn: string;
  /** "issuer" for the issuer's own terms; "readers" for what applicants and bloggers report. */
  confidence: "issuer" | "readers";
}

/** The cards a rule is about, or counts: an issuer's (or any bank's), of some kinds, some products. */
export interface CardScope {
  /** An issuer id as the wallet writes it, or "any" bank. */
  issuer: string;
  /** Omitted: every kind. */
  kinds?: readonly CardKind[];
  /** Omitted: every product; else one product or a family ("any Sapphire"). */
  products?: readonly string[];
}

interface RuleBase {
  id: string;
  issuer: string;
  name: string;
  /** Applications for these cards are what the rule limits. */
  appliesTo: CardScope;
  source: RuleSource;
}

/**
 * Approval is refused while `limit` or more cards in `counts` were opened within `window` (5/24:
 * five personal cards from any bank in 24 months). Closed cards count: the report keeps them.
 */
export interface CountRule extends RuleBase {
  type: "count";
  window: Window;
  limit: number;
  counts: CardScope & { authorizedUserCards: boolean };
}

/**
 * No bonus on a card of `appliesTo` while the person earned a bonus on a card of `family` within
 * `window` (Citi's 48 months), or ever (`window` omitted: the Sapphire rule of 2026-01-22). With
 * `since: "opened"`, having opened such a card at all is what counts (Amex: "have or have had
 * this Card"). With `whileHolding`, also none while such a card is open.
 */
export interface BonusRule extends RuleBase {
  type: "bonus";
  family: readonly string[];
  window?: Window;
  since: "bonus" | "opened";
  whileHolding?: boolean;
}

export type IssuerRule = CountRule | BonusRule;

/** What a rule limits, as the issue names it: being approved, or getting the bonus. */
export function limits(rule: IssuerRule): "approval" | "bonus" {
  return rule.type === "count" ? "approval" : "bonus";
}
