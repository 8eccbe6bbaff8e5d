import { businessDay } from "~/lib/calendar-day";
import { placeFinder } from "./airport-data.server";
import { awardCards } from "./award-results";
import { awardSearchConfig } from "./config.server";
import { problemAnswer, questionAnswer, resultsAnswer, unconfiguredAnswer, type AssistantAnswer } from "./reply";
import { searchCachedAwards } from "./seats-aero.server";
import { countSearch } from "./search-tally.server";
import type { UnderstandContext } from "./understand";
import { understandConversation, warmUpUnderstanding } from "./understand-conversation";

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
}

/**
 * Answers one visitor message. The earlier turns are understood again from the visitor's own
 * messages, within a time budget; a complete trip is searched with the award-space provider
 * when one is configured.
 */
export async function answerMessage(message: string, previousUserMessages: readonly string[], now = new Date()): Promise<AssistantAnswer> {
  const context = understandingContext(now);
  const understood = understandConversation(message, previousUserMessages, context);
  if (understood.kind === "question") return questionAnswer(understood.question);

  const { query } = understood;
  await countSearch(query, context.today);
  const provider = awardSearchConfig();
  if (!provider) return unconfiguredAnswer(query);
  const outcome = await searchCachedAwards(query, provider);
  if (!outcome.ok) return problemAnswer(query, outcome.problem);
  return resultsAnswer(query, awardCards(outcome.records, query, now));
}
