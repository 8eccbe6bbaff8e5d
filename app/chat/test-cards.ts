import { builtInIssuerRules } from "~/eligibility/content.server";
import { assistantCards } from "~/jobs/assistant-cards.server";
import { builtInCatalog } from "~/points/content.server";
import type { Wallet } from "~/wallet/wallet-csv";
import { placeFinder } from "./airport-data.server";
import type { CardKnowledge } from "./card-knowledge";
import { testPoints } from "./test-points";
import { cardReader } from "./understand-cards";
import { currencyReader } from "./understand-holdings";

let catalog: ReturnType<typeof builtInCatalog> | undefined;

/** The day of the card answers in the tests: Monday 23 November 2026, as in the understanding table. */
export const testCardsDay = "2026-11-23";

/** The deal the tests see advertised for the Sapphire Preferred; every other card has none. */
export const testDeal = { slug: "chase-sapphire-preferred-75k", title: "Chase Sapphire Preferred: 75,000 points" };

/**
 * The card catalogue and the issuers' rules as the routes hand them to the assistant, for a
 * visitor with `wallet` (none: anonymous), on `today`; the published deals are `testDeal` alone.
 */
export function testCards(wallet?: Wallet, today = testCardsDay): CardKnowledge {
  catalog ??= builtInCatalog();
  const knowledge = assistantCards(catalog, builtInIssuerRules(), wallet, today);
  return { ...knowledge, dealsFor: async (cardId) => (cardId === "chase-sapphire-preferred" ? [testDeal] : []) };
}

/**
 * What the understanding reads with on the site, on `testCardsDay`: the places, the points
 * catalogue's currencies and the card catalogue's names, so no phrasing mistakes a trip for
 * points or for a question about getting a card.
 */
export function siteUnderstandContext() {
  const cards = testCards();
  return {
    today: testCardsDay,
    places: placeFinder(),
    currencies: currencyReader(testPoints().currencies),
    cards: cardReader(cards.cards, cards.issuers),
  };
}
