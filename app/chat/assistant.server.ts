import { businessDay } from "~/lib/calendar-day";
import { formatIsoDate } from "~/lib/format-date";
import { claimPaidCall } from "~/security/paid-calls.server";
import { placeFinder } from "./airport-data.server";
import { awardCards, maxCards } from "./award-results";
import type { RouteEnds } from "./carriers";
import { knownCarriers } from "./carriers.server";
import { awardSearchConfig } from "./config.server";
import { cardAnswer } from "./card-answer";
import type { CardKnowledge } from "./card-knowledge";
import { cardsForHoldings, pointsAdvice } from "./points-answer";
import type { PointsKnowledge } from "./points-knowledge";
import { currencyOf } from "./points-reach";
import {
  pointsBeforeDatesAnswer,
  pointsResultsAnswer,
  problemAnswer,
  questionAnswer,
  resultsAnswer,
  unconfiguredAnswer,
  withPointsAdvice,
  withPointsInConcierge,
  type AssistantAnswer,
} from "./reply";
import { searchCachedAwards } from "./seats-aero.server";
import { countSearch } from "./search-tally.server";
import type { RouteDraft } from "./search-links";
import { questions, type ConversationState, type UnderstandContext } from "./understand";
import { understandConversation, warmUpUnderstanding } from "./understand-conversation";
import { currencyReader, type Holdings, type SavedHoldings } from "./understand-holdings";
import { cardReader } from "./understand-cards";

let warmedUp = false;

/** Today, and the place index built and the reading warmed up (once per process). */
function understandingContext(now: Date): UnderstandContext {
  const context = { today: businessDay(now), places: placeFinder() };
  if (!warmedUp) {
    warmUpUnderstanding(context);
    warmedUp = true;
  }
  return context;
}

/**
 * Builds the place index and warms the reading up at start (about 0.7 s once), so that no
 * visitor's first message pays for it while every other request waits behind it.
 */
export function prepareAssistant(now = new Date()): void {
  understandingContext(now);
  knownCarriers();
}

export interface AnswerOptions {
  now?: Date;
  /** The points catalog and today's bonuses; without them holdings are not read. */
  points?: PointsKnowledge;
  /** A signed-in visitor's saved balance, taken when the conversation names no points. */
  saved?: SavedHoldings;
  /** The card catalogue, the issuers' rules and the visitor's verdicts; without them no card question is read. */
  cards?: CardKnowledge;
}

function routeEnds(route: RouteDraft): RouteEnds {
  const places = placeFinder();
  return { origin: route.origin.codes, destination: route.destination.codes, countryOf: (code) => places.countryOf(code) };
}

function adviceFor(points: PointsKnowledge, holdings: Holdings, route: RouteDraft) {
  const advice = pointsAdvice(points, holdings, knownCarriers(), routeEnds(route), {
    origin: route.origin.label,
    destination: route.destination.label,
  });
  return advice && isSaved(holdings) ? { ...advice, fromWallet: savedHoldingsSentence(holdings, advice.currency) } : advice;
}

const isSaved = (holdings: Holdings): holdings is SavedHoldings => "asOf" in holdings;

/** Tells the visitor where the balance came from, and how to use other points instead. */
function savedHoldingsSentence(saved: SavedHoldings, currency: string): string {
  const whose = saved.member ? `${saved.member}'s ` : "";
  return (
    `Using ${whose}${saved.amount.toLocaleString("en-US")} ${currency} points from your wallet (as of ${formatIsoDate(saved.asOf)}); ` +
    "name other points in your message to use those instead."
  );
}

/** The points the conversation names, or else the visitor's saved balance; only currencies the catalog knows. */
function holdingsFor(points: PointsKnowledge | undefined, named: Holdings | undefined, saved: SavedHoldings | undefined) {
  if (!points) return undefined;
  if (named) return currencyOf(points, named) ? named : undefined;
  return saved && currencyOf(points, saved) ? saved : undefined;
}

/** The route understood so far, when both ends are known. */
function knownRoute(state: ConversationState): RouteDraft | undefined {
  const { origin, destination } = state.draft;
  return origin && destination ? { ...state.draft, origin, destination } : undefined;
}

/**
 * Answers one visitor message. The earlier turns are understood again from the visitor's own
 * messages, within a time budget; a complete trip is searched with the award-space provider
 * when one is configured. Named points ('120k Amex points') add what they reach on the route.
 * A question about getting a card ('can I get the Sapphire Preferred?') is answered from the
 * issuers' rules and, for a signed-in visitor, their wallet's cards.
 */
export async function answerMessage(
  message: string,
  previousUserMessages: readonly string[],
  { now = new Date(), points, saved, cards }: AnswerOptions = {},
): Promise<AssistantAnswer> {
  const base = understandingContext(now);
  const context = {
    ...base,
    ...(points ? { currencies: currencyReader(points.currencies) } : {}),
    ...(cards ? { cards: cardReader(cards.cards, cards.issuers) } : {}),
  };
  const understood = understandConversation(message, previousUserMessages, context);
  if (understood.kind === "cards") return cards ? cardAnswer(understood.ask, cards) : questionAnswer(questions.destination);
  const holdings = holdingsFor(points, understood.state.holdings, saved);
  const provider = awardSearchConfig();
  if (understood.kind === "question") {
    const route = knownRoute(understood.state);
    const advice = points && holdings && route && understood.state.pending === "dates" ? adviceFor(points, holdings, route) : null;
    if (!advice || !route) return questionAnswer(understood.question);
    return withPointsInConcierge(pointsBeforeDatesAnswer(route, advice, understood.question, provider !== undefined), advice);
  }

  const { query } = understood;
  await countSearch(query, base.today);
  const advice = points && holdings ? adviceFor(points, holdings, query) : null;
  if (!provider) return withPointsInConcierge(withPointsAdvice(unconfiguredAnswer(query), advice), advice);
  // Counted before the call, so a flood of messages stops at the owner's daily ceiling.
  const outcome = (await claimPaidCall("seats-aero", now))
    ? await searchCachedAwards(query, provider)
    : ({ ok: false, problem: "daily-ceiling" } as const);
  if (!outcome.ok) return withPointsInConcierge(withPointsAdvice(problemAnswer(query, outcome.problem), advice), advice);
  if (!points || !holdings || !advice) return resultsAnswer(query, awardCards(outcome.records, query, now));
  // Every option is considered before the cheapest ten are kept, so the filter never empties a full list.
  const filtered = cardsForHoldings(points, holdings, awardCards(outcome.records, query, now, Infinity), query.passengers);
  const shown = filtered.cards.slice(0, maxCards);
  const answer = pointsResultsAnswer(query, shown, filtered.dropped, advice.currency, shown.length === 0 ? advice : null);
  return withPointsInConcierge(answer, advice);
}
