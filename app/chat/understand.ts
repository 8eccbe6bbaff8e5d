import { normalizePlaceName, type PlaceFinder } from "./places";
import { findDetails, passengersInRange, withoutPassengerWords } from "./understand-details";
import { findDates, mentionsDateShift, shiftDates } from "./understand-dates";
import { readPlaces, withoutWords, type SlotReading } from "./understand-places";
import type { ReadingBudget } from "./reading-budget";
import { blankSpans, findHoldings, type CurrencyReader, type Holdings } from "./understand-holdings";
import { findCardQuestion, findChosenCard, type CardAsk, type CardReader } from "./understand-cards";
import { maxPassengers, type Place, type TripDraft, type TripQuery } from "./trip";

/** What the assistant asked last, so a bare answer ('Boston', 'March 5') fills that gap. */
export type PendingSlot = "origin" | "destination" | "dates" | "passengers";

export interface ConversationState {
  draft: TripDraft;
  pending?: PendingSlot;
  /** Points the visitor said they hold, kept until they name others. */
  holdings?: Holdings;
  /** The cards the assistant just asked the visitor to choose from ("which Platinum do you mean?"). */
  cardChoices?: readonly string[];
}

export type Understanding =
  | { kind: "search"; query: TripQuery; state: ConversationState }
  | { kind: "question"; question: string; state: ConversationState }
  /** A question about getting a card; the trip understood so far is kept for the next message. */
  | { kind: "cards"; ask: CardAsk; state: ConversationState };

export interface UnderstandContext {
  /** Today in the business time zone (YYYY-MM-DD): the clock is passed in. */
  today: string;
  places: PlaceFinder;
  /** The points currencies' names; without them no holdings are read. */
  currencies?: CurrencyReader;
  /** Charged with the reading's edit-distance work; without it the work is not counted. */
  budget?: ReadingBudget;
  /** The card catalogue's and issuers' names; without them no card question is read. */
  cards?: CardReader;
}

export const emptyConversation: ConversationState = { draft: {} };

export const questions = {
  destination: "Where would you like to fly to?",
  origin: "Where are you flying from?",
  dates: "When would you like to fly? A date like 'March 5', or a month like 'in May', works.",
  passengers: `How many passengers? I can search for 1 to ${maxPassengers}.`,
  sameAirport: "Your departure and arrival are the same place. Where would you like to fly to?",
  overBudget: "That's more than I can read at once. In one short message, where are you flying from and to, and when?",
} as const;

function ambiguousQuestion(name: string, options: Place[]): string {
  const choices = options.map((option) => `${option.codes.join("/")} (${option.label})`);
  const listed = choices.length > 2 ? `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}` : choices.join(" or ");
  return `Which ${name} do you mean: ${listed}?`;
}

function unknownQuestion(phrase: string): string {
  const shown = phrase.length > 40 ? `${phrase.slice(0, 40)}…` : phrase;
  return `I couldn't find an airport for '${shown}'. Which city or three-letter airport code do you mean?`;
}

type SlotOutcome = { place?: Place; question?: string };

function slotOutcome(reading: SlotReading | undefined): SlotOutcome {
  if (!reading || reading.kind === "none") return {};
  if (reading.kind === "found") return { place: reading.place };
  if (reading.kind === "ambiguous") return { question: ambiguousQuestion(reading.name, reading.options) };
  return { question: unknownQuestion(reading.phrase) };
}

function samePlace(a: Place, b: Place): boolean {
  return a.codes.length === b.codes.length && a.codes.every((code) => b.codes.includes(code));
}

/** A question about getting a card, or the visitor's choice among the cards just offered. */
function cardQuestion(message: string, state: ConversationState, reader: CardReader, budget: ReadingBudget | undefined) {
  const asked = findCardQuestion(message, reader, budget);
  if (asked || !state.cardChoices) return asked;
  return findChosenCard(message, reader, state.cardChoices, budget);
}

/**
 * Reads one visitor message against the conversation so far. Anything the message states
 * replaces what was understood before ('what about business?' changes only the cabin); when an
 * essential part (where from, where to, when) is missing or unclear it asks one short question.
 */
export function understand(message: string, state: ConversationState, context: UnderstandContext): Understanding {
  // '120k Amex points' is read first and blanked out, so its number is never a date nor its name a place.
  const held = context.currencies ? findHoldings(message, context.currencies) : { spans: [] };
  const holdings = held.holdings ?? state.holdings;
  const card = context.cards ? cardQuestion(message, state, context.cards, context.budget) : undefined;
  if (card) {
    const kept: ConversationState = {
      draft: state.draft,
      ...(state.pending ? { pending: state.pending } : {}),
      ...(holdings ? { holdings } : {}),
    };
    if (card.kind === "ask") return { kind: "cards", ask: card.ask, state: kept };
    return { kind: "question", question: card.question, state: { ...kept, cardChoices: card.choices } };
  }
  // 'JFK-LHR', 'JFK → LHR' and 'New York - London' read as 'X to Y'.
  const originalCase = blankSpans(message, held.spans)
    .replace(/\bnon[- ]stop\b/gi, "nonstop")
    .replace(/\b([A-Za-z]{3})\s*(?:-|–|—|→|->|>)\s*([A-Za-z]{3})\b/g, "$1 to $2")
    .replace(/\s(?:-|–|—|→|->|>)\s/g, " to ");
  const text = originalCase.toLowerCase();
  const bareSlot = state.pending === "origin" || state.pending === "destination" ? state.pending : undefined;

  const placesRead = readPlaces(originalCase, context.places, normalizePlaceName, bareSlot, context.budget);
  const rest = withoutPassengerWords(withoutWords(text, placesRead.used));
  const details = findDetails(text);
  const draft: TripDraft = { ...state.draft };
  if (details.cabin) draft.cabin = details.cabin;
  if (details.nonstop !== undefined) draft.nonstop = details.nonstop;

  const origin = slotOutcome(placesRead.origin);
  const destination = slotOutcome(placesRead.destination);
  if (origin.place) draft.origin = origin.place;
  if (destination.place) draft.destination = destination.place;

  const shifted = mentionsDateShift(text) ? shiftDates(text, draft.dates, context.today) : undefined;
  const dates = shifted ?? findDates(rest, context.today)?.range;
  if (dates) draft.dates = dates;

  const ask = (question: string, pending?: PendingSlot): Understanding => ({
    kind: "question",
    question,
    state: holdings ? { draft, pending, holdings } : { draft, pending },
  });

  if (details.passengers !== undefined) {
    if (!passengersInRange(details.passengers)) return ask(questions.passengers, "passengers");
    draft.passengers = details.passengers;
  } else if (state.pending === "passengers") {
    const bare = Number(rest.match(/\b(\d{1,2})\b/)?.[1]);
    if (!passengersInRange(bare)) return ask(questions.passengers, "passengers");
    draft.passengers = bare;
  }

  if (destination.question) return ask(destination.question, "destination");
  if (origin.question) return ask(origin.question, "origin");
  if (!draft.destination) return ask(questions.destination, "destination");
  if (!draft.origin) return ask(questions.origin, "origin");
  if (samePlace(draft.origin, draft.destination)) {
    delete draft.destination;
    return ask(questions.sameAirport, "destination");
  }
  if (!draft.dates) return ask(questions.dates, "dates");

  const query: TripQuery = {
    origin: draft.origin,
    destination: draft.destination,
    dates: draft.dates,
    cabin: draft.cabin ?? "economy",
    passengers: draft.passengers ?? 1,
    nonstop: draft.nonstop ?? false,
  };
  return { kind: "search", query, state: holdings ? { draft: query, holdings } : { draft: query } };
}
