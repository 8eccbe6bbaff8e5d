import type { AwardCard } from "./award-results";
import { describeTrip } from "./reply-format";
import type { ProviderProblem } from "./seats-aero.server";
import { conciergeLink, searchLinks, type ReplyLink } from "./search-links";
import type { TripQuery } from "./trip";

/** What the endpoint answers: plain text, the trip understood and cards; never raw provider data. */
export interface AssistantAnswer {
  reply: string;
  query: TripQuery | null;
  results: AwardCard[];
  links: ReplyLink[];
}

/** Fewer results than this is thin: the concierge is offered. */
export const thinResults = 3;
const conciergeOffer = "Want an expert to do it? Our Points Booking Concierge searches the programs for you and books the best option.";

const problemTexts: Record<ProviderProblem, string> = {
  unauthorized: "I can't reach the award-space search right now (our access to it was refused).",
  "rate-limited": "The award-space search is busy right now. Please try again in a minute.",
  timeout: "The award-space search took too long to answer.",
  unavailable: "The award-space search isn't answering properly right now.",
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
