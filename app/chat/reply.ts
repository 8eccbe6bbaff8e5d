import type { AwardCard } from "./award-results";
import { adviceSentence, type PointsAdvice } from "./points-answer";
import { describeTrip } from "./reply-format";
import type { ProviderProblem } from "./seats-aero.server";
import { conciergeLink, searchLinks, type ReplyLink, type RouteDraft } from "./search-links";
import type { TripQuery } from "./trip";

/** What the endpoint answers: plain text, the trip understood and cards; never raw provider data. */
export interface AssistantAnswer {
  reply: string;
  query: TripQuery | null;
  results: AwardCard[];
  links: ReplyLink[];
  /** What the visitor's points reach on this route, when they said which points they hold. */
  points?: PointsAdvice;
}

/** Fewer results than this is thin: the concierge is offered. */
export const thinResults = 3;
const conciergeOffer = "Want an expert to do it? Our Points Booking Concierge searches the programs for you and books the best option.";

const problemTexts: Record<ProviderProblem, string> = {
  unauthorized: "I can't reach the award-space search right now (our access to it was refused).",
  "rate-limited": "The award-space search is busy right now. Please try again in a minute.",
  timeout: "The award-space search took too long to answer.",
  unavailable: "The award-space search isn't answering properly right now.",
  "daily-ceiling": "Live award search has reached its limit for today.",
};

/** Many airports, several travellers or a long window are worth an expert's look. */
function isComplex(query: TripQuery): boolean {
  return query.passengers >= 3 || query.origin.codes.length * query.destination.codes.length > 6;
}

export function questionAnswer(question: string): AssistantAnswer {
  return { reply: question, query: null, results: [], links: [] };
}

export function resultsAnswer(query: TripQuery, cards: AwardCard[]): AssistantAnswer {
  const trip = describeTrip(query);
  const thin = cards.length < thinResults || isComplex(query);
  const found =
    cards.length === 0
      ? `I found no saved award space for ${trip}. Try other dates or another cabin.`
      : `Here ${cards.length === 1 ? "is 1 award option" : `are ${cards.length} award options`} for ${trip}, cheapest first.`;
  return {
    reply: thin ? `${found} ${conciergeOffer}` : found,
    query,
    results: cards,
    links: thin ? [conciergeLink(query), ...searchLinks(query)] : searchLinks(query),
  };
}

export function problemAnswer(query: TripQuery, problem: ProviderProblem): AssistantAnswer {
  return {
    reply: `${problemTexts[problem]} I understood: ${describeTrip(query)}. These searches carry your trip. ${conciergeOffer}`,
    query,
    results: [],
    links: [conciergeLink(query), ...searchLinks(query)],
  };
}

/** No award-space provider configured: say what was understood and hand over useful searches. */
export function unconfiguredAnswer(query: TripQuery): AssistantAnswer {
  return {
    reply: `I understood: ${describeTrip(query)}. Live award space isn't connected here yet, but these searches carry your trip. ${conciergeOffer}`,
    query,
    results: [],
    links: [conciergeLink(query), ...searchLinks(query)],
  };
}

/**
 * The trip's two ends are known and the visitor named their points, but not yet when they fly:
 * the partner table answers now, the concierge form comes prefilled, and the dates question
 * follows (a date then searches award space when the provider is configured).
 */
export function pointsBeforeDatesAnswer(route: RouteDraft, advice: PointsAdvice, question: string, searchable: boolean): AssistantAnswer {
  const next = searchable ? `${question} With a date I can look for award space on these programs.` : question;
  return { reply: `${adviceSentence(advice)} ${next}`, query: null, results: [], links: [conciergeLink(route)], points: advice };
}

/** Adds the partner-table answer to a reply about a whole trip. */
export function withPointsAdvice(answer: AssistantAnswer, advice: PointsAdvice | null): AssistantAnswer {
  if (!advice) return answer;
  return { ...answer, reply: `${answer.reply} ${adviceSentence(advice)}`, points: advice };
}

/** Award results kept to the programs the visitor's currency reaches, each with its transfer. */
export function pointsResultsAnswer(
  query: TripQuery,
  cards: AwardCard[],
  dropped: number,
  currency: string,
  advice: PointsAdvice | null,
): AssistantAnswer {
  const trip = describeTrip(query);
  const others =
    dropped > 0
      ? ` ${dropped === 1 ? "1 more option needs a program" : `${dropped} more options need programs`} your ${currency} points don't reach.`
      : "";
  if (cards.length === 0) {
    const none = `I found no saved award space for ${trip} on a program your ${currency} points transfer to.${others} ${conciergeOffer}`;
    return withPointsAdvice({ reply: none, query, results: [], links: [conciergeLink(query), ...searchLinks(query)] }, advice);
  }
  const found = `Here ${cards.length === 1 ? "is 1 award option" : `are ${cards.length} award options`} for ${trip} that your ${currency} points can pay for, cheapest first, each with the transfer it takes.${others}`;
  const thin = cards.length < thinResults || isComplex(query);
  return {
    reply: thin ? `${found} ${conciergeOffer}` : found,
    query,
    results: cards,
    links: thin ? [conciergeLink(query), ...searchLinks(query)] : searchLinks(query),
  };
}

/** The concierge form's link also carries the points the visitor named, for its points field. */
export function withPointsInConcierge(answer: AssistantAnswer, advice: PointsAdvice | null): AssistantAnswer {
  if (!advice) return answer;
  const links = answer.links.map((link) =>
    link.internal && link.href.startsWith("/booking-form?")
      ? { ...link, href: `${link.href}&${new URLSearchParams({ pointsList: advice.holdingsText })}` }
      : link,
  );
  return { ...answer, links };
}
