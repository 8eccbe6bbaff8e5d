/**
 * Issuer application rules as data (issue 31): what each limits, for which cards, over what
 * window, counting what, and where it comes from. The engine (engine.ts) reads only these shapes,
 * so a rule the owner edits, or one an issuer changes, is a row, not code.
 */

export type CardKind = "personal" | "business";

/** A charge card is paid in full each month; Amex counts its credit cards apart from them. */
export type CardType = "credit" | "charge";

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
  /** Omitted: both. A card whose type is not known is taken to match: counting it is the safe side. */
  cardTypes?: readonly CardType[];
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
 * What a person can tell about themselves that no card history shows, and that some rules turn on
 * (Bank of America's 3/12 is for people without a Bank of America deposit account). Each is a
 * yes-or-no question; a fact not given is unknown, never taken as no.
 */
export const personFactNames = ["bankOfAmericaDeposit"] as const;
export type PersonFactName = (typeof personFactNames)[number];
export type PersonFacts = Partial<Record<PersonFactName, boolean>>;

/** Each fact as the site asks for it, and as a finding asks for it when it is missing. */
export const personFactQuestions: Record<PersonFactName, { question: string; ask: string; holds: string }> = {
  bankOfAmericaDeposit: {
    question: "Do you hold a Bank of America checking or savings account?",
    ask: "say whether you hold a Bank of America checking or savings account",
    holds: "you hold a Bank of America checking or savings account",
  },
};

/**
 * Approval is refused while `limit` or more cards in `counts` were opened within `window` (5/24:
 * five personal cards from any bank in 24 months). Closed cards count: the report keeps them.
 * With `exemptWith`, the rule is only for people of whom that fact is not true (Bank of America
 * 3/12: those without a deposit account); while the fact is unknown the cards are counted, and a
 * count that would refuse asks for the fact instead.
 */
export interface CountRule extends RuleBase {
  type: "count";
  window: Window;
  limit: number;
  counts: CardScope & { authorizedUserCards: boolean };
  exemptWith?: PersonFactName;
}

/**
 * No bonus on a card of `appliesTo` while the person got a bonus on a card of `family` within
 * `window` (Citi's 48 months), or ever (`window` omitted: the Sapphire rule of 2026-01-22).
 * `family` omitted means the very card applied for. With `since: "opened"`, having opened such a
 * card at all is what counts (Amex: "have or have had this Card"; Wells Fargo: a card opened in
 * 15 months). With `whileHolding`, also none while such a card is open. With `refusesCard`, the
 * card itself is refused, not only its bonus (Capital One's Venture terms: "not eligible for this
 * product").
 */
export interface BonusRule extends RuleBase {
  type: "bonus";
  family?: CardScope;
  window?: Window;
  since: "bonus" | "opened";
  whileHolding?: boolean;
  refusesCard?: boolean;
}

export type IssuerRule = CountRule | BonusRule;

/** What a rule limits, as the issue names it: being approved, or getting the bonus. */
export function limits(rule: IssuerRule): "approval" | "bonus" {
  return rule.type === "count" || rule.refusesCard ? "approval" : "bonus";
}
