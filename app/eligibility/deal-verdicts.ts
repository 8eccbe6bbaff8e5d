import { formatIsoDate } from "~/lib/format-date";
import { verdict, verdictSentences, type Application, type HistoryCard, type Outcome } from "./engine";
import type { CardKind, CardType, IssuerRule } from "./rules";

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

/** One person's verdict on a deal's card, or null when the catalogue does not list the card. */
export function dealVerdict(
  subject: string,
  history: readonly HistoryCard[],
  slug: string,
  products: readonly CatalogCard[],
  rules: readonly IssuerRule[],
  today: string,
): DealVerdict | null {
  const application = applicationForDeal(slug, products);
  if (!application) return null;
  const answer = verdict(history, application, rules, today);
  return { outcome: answer.outcome, sentences: verdictSentences(subject, answer, formatIsoDate) };
}
