/**
 * What the assistant knows about credit cards and who can get them (issue 31 item 5), in its own
 * shapes: the route hands over the card catalogue, the issuers' rules and, for a signed-in
 * visitor with cards in their wallet, a judge built on the eligibility engine. The chat domain
 * reads neither the wallet nor the eligibility domain itself (decision 040).
 */

export type KnownCardKind = "personal" | "business";

/** A card of the catalogue, as the assistant names and reads it. */
export interface KnownCard {
  id: string;
  /** As the issuer writes it: "Chase Sapphire Preferred". */
  name: string;
  /** An issuer id of `CardKnowledge.issuers`. */
  issuer: string;
  kind: KnownCardKind;
}

export interface KnownIssuer {
  id: string;
  /** "American Express". */
  name: string;
}

/** An issuer's rule as the assistant names it to someone whose cards it does not know. */
export interface KnownRule {
  name: string;
  /** One sentence: what the rule does. */
  summary: string;
}

export type CardOutcome = "yes" | "no-bonus" | "not-before" | "unknown";

/** One person's verdict on one card. */
export interface MemberCardVerdict {
  /** The household member; the sentences already say "You" to a one-person wallet. */
  member: string;
  outcome: CardOutcome;
  /** The headline, then each rule in the way with its count. */
  sentences: readonly string[];
  /** yyyy-MM-dd: with "not-before" the day approval is allowed, with "no-bonus" the bonus's; null for never; absent when unknown. */
  from?: string | null;
  /** The names of the rules in the way. */
  inTheWay: readonly string[];
}

/** A published deal page that advertises a card. */
export interface CardDeal {
  slug: string;
  title: string;
}

/** Where the visitor can tell us their cards: a link to sign in, or to their (empty) wallet. */
export interface WalletLink {
  label: string;
  href: string;
}

export interface CardKnowledge {
  cards: readonly KnownCard[];
  issuers: readonly KnownIssuer[];
  /** Today in the business time zone (yyyy-MM-dd), the day the verdicts are for. */
  today: string;
  /** The rules that judge an application for the card, in the rules' order. */
  rulesFor(cardId: string): readonly KnownRule[];
  /** The rules of one issuer, in the rules' order. */
  issuerRules(issuerId: string): readonly KnownRule[];
  /** The published deals that advertise the card. */
  dealsFor(cardId: string): Promise<readonly CardDeal[]>;
  /**
   * Each household member's verdict on the card, for a signed-in visitor whose wallet lists
   * cards; absent for an anonymous visitor or an empty wallet, whose answer depends on cards we
   * do not know.
   */
  judge?: (cardId: string) => readonly MemberCardVerdict[];
  /** Without a judge: where to add their cards (sign in, or the wallet page). */
  walletLink: WalletLink;
}
