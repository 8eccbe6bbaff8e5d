import { formatIsoDate } from "~/lib/format-date";
import { verdict, verdictSentences, type Application, type HistoryCard, type Outcome } from "./engine";
import type { CardKind, CardType, IssuerRule, PersonFacts } from "./rules";

/** A card of the catalogue as the verdicts need it: the route passes the wallet's products in. */
export interface CatalogCard {
  id: string;
  name: string;
  issuer: string;
  kind: CardKind;
  cardType: CardType;
  /** The deals that advertise it. */
  dealSlugs: readonly string[];
}

/** The application a deal stands for, when the catalogue lists its card. */
export function applicationForDeal(slug: string, products: readonly CatalogCard[]): Application | undefined {
  const product = products.find((candidate) => candidate.dealSlugs.includes(slug));
  if (!product) return undefined;
  return { label: product.name, issuer: product.issuer, productId: product.id, kind: product.kind, cardType: product.cardType };
}

export interface DealVerdict {
  outcome: Outcome;
  /** The headline with `subject`, then each rule in the way, counted. */
  sentences: string[];
}

/**
 * One person's verdict on a deal's card, or null when the catalogue does not list the card.
 * `facts`: what the person said beyond their cards (the checker asks); unknown when absent.
 */
export function dealVerdict(
  subject: string,
  history: readonly HistoryCard[],
  slug: string,
  products: readonly CatalogCard[],
  rules: readonly IssuerRule[],
  today: string,
  facts: PersonFacts = {},
): DealVerdict | null {
  const application = applicationForDeal(slug, products);
  if (!application) return null;
  const answer = verdict(history, application, rules, today, facts);
  return { outcome: answer.outcome, sentences: verdictSentences(subject, answer, formatIsoDate) };
}

/*
 * Per product rather than per deal, for the flight assistant's "can I get the Sapphire
 * Preferred?" and "which Amex card can I get?" (issue 31 item 5): many catalogue cards have no deal.
 */

/** The application for one catalogue product, when the catalogue lists it. */
export function applicationForProduct(productId: string, products: readonly CatalogCard[]): Application | undefined {
  const product = products.find((candidate) => candidate.id === productId);
  if (!product) return undefined;
  return { label: product.name, issuer: product.issuer, productId: product.id, kind: product.kind, cardType: product.cardType };
}

export interface ProductVerdict extends DealVerdict {
  /** With "not-before": the first day approval is allowed; with "no-bonus": the bonus's, null for never. Absent when no day can be given. */
  from?: string | null;
  /** The names of the rules in the way, or that need more from the person, in the rules' order. */
  inTheWay: string[];
}

/** One person's verdict on a catalogue product, or null when the catalogue does not list it. */
export function productVerdict(
  subject: string,
  history: readonly HistoryCard[],
  productId: string,
  products: readonly CatalogCard[],
  rules: readonly IssuerRule[],
  today: string,
): ProductVerdict | null {
  const application = applicationForProduct(productId, products);
  if (!application) return null;
  const answer = verdict(history, application, rules, today);
  const from = answer.outcome === "not-before" ? answer.notBefore : answer.outcome === "no-bonus" ? answer.bonusFrom : undefined;
  return {
    outcome: answer.outcome,
    sentences: verdictSentences(subject, answer, formatIsoDate),
    ...(from === undefined ? {} : { from }),
    inTheWay: answer.findings.filter((finding) => finding.passes !== true).map((finding) => finding.rule.name),
  };
}

/**
 * The rules that judge an application for a product on `today`: what its `appliesTo` covers. It
 * asks the engine about a person with no cards, so which rules apply is decided in one place.
 */
export function rulesForProduct<Rule extends IssuerRule>(
  productId: string,
  products: readonly CatalogCard[],
  rules: readonly Rule[],
  today: string,
): Rule[] {
  const application = applicationForProduct(productId, products);
  if (!application) return [];
  const applying = new Set<IssuerRule>(verdict([], application, rules, today).findings.map((finding) => finding.rule));
  return rules.filter((rule) => applying.has(rule));
}
