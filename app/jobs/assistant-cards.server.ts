import { signInPath, walletPath } from "~/account/paths";
import type { CardKnowledge, KnownCard, KnownIssuer } from "~/chat/card-knowledge";
import { listDealCards } from "~/deals/public-data.server";
import { productVerdict, rulesForProduct } from "~/eligibility/deal-verdicts";
import type { PublishedRule } from "~/eligibility/rules-content";
import { businessDay } from "~/lib/calendar-day";
import { issuerNames, issuers, type CardProduct } from "~/wallet/card-catalog";
import { walletContent, type PointsNames } from "~/wallet/content.server";
import type { Wallet } from "~/wallet/wallet-csv";
import { cardHistoryOf } from "~/wallet/wallet-use";

/*
 * What the flight assistant needs to answer "can I get the Sapphire Preferred?" and "which Amex
 * card can I get?" (issue 31 item 5): the card catalogue, the issuers' rules and, for a signed-in
 * visitor whose wallet lists cards, each household member's verdict from the eligibility engine.
 * Composition, like card-verdicts.server.ts: the chat domain reads neither the wallet nor the
 * eligibility domain (decision 040), and both assistant routes hand this over.
 */

const knownIssuers: readonly KnownIssuer[] = issuers.map((id) => ({ id, name: issuerNames[id] }));

/** The catalogue in the assistant's shape, kept per catalogue so its name index is built once. */
const knownCardLists = new WeakMap<readonly CardProduct[], readonly KnownCard[]>();

function knownCards(products: readonly CardProduct[]): readonly KnownCard[] {
  let cards = knownCardLists.get(products);
  if (!cards) {
    cards = products.map(({ id, name, issuer, kind }) => ({ id, name, issuer, kind }));
    knownCardLists.set(products, cards);
  }
  return cards;
}

/**
 * The assistant's card knowledge for one request. Verdicts are worked out only when the visitor
 * asks about a card, one member's history read once. A wallet without cards gets no verdicts:
 * everyone "can get" every card then, which says nothing about the visitor.
 */
export function assistantCards(
  catalog: PointsNames,
  rules: readonly PublishedRule[],
  wallet: Wallet | undefined,
  today = businessDay(),
): CardKnowledge {
  const { products } = walletContent(catalog);
  const product = (cardId: string) => products.find((candidate) => candidate.id === cardId);
  const knowledge: CardKnowledge = {
    cards: knownCards(products),
    issuers: knownIssuers,
    today,
    rulesFor: (cardId) => rulesForProduct(cardId, products, rules, today).map(({ name, summary }) => ({ name, summary })),
    issuerRules: (issuerId) => rules.filter((rule) => rule.issuer === issuerId).map(({ name, summary }) => ({ name, summary })),
    async dealsFor(cardId) {
      const slugs = product(cardId)?.dealSlugs ?? [];
      if (slugs.length === 0) return [];
      return (await listDealCards()).filter((deal) => slugs.includes(deal.slug)).map(({ slug, title }) => ({ slug, title }));
    },
    walletLink: wallet
      ? { label: "Add your cards to your wallet", href: walletPath }
      : { label: "Sign in to keep your cards in a wallet", href: signInPath },
  };
  if (!wallet || wallet.cards.length === 0) return knowledge;
  const histories = new Map<string, ReturnType<typeof cardHistoryOf>>();
  const historyOf = (member: string) => {
    if (!histories.has(member)) histories.set(member, cardHistoryOf(wallet, member, products));
    return histories.get(member)!;
  };
  knowledge.judge = (cardId) =>
    wallet.members.flatMap(({ name }) => {
      const subject = wallet.members.length === 1 ? "You" : name;
      const verdict = productVerdict(subject, historyOf(name), cardId, products, rules, today);
      return verdict ? [{ member: name, ...verdict }] : [];
    });
  return knowledge;
}
