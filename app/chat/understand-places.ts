import type { PlaceFinder, PlaceMatch } from "./places";
import type { ReadingBudget } from "./reading-budget";

/** A place slot read from a message: what was matched, or the words that matched nothing. */
export type SlotReading = PlaceMatch | { kind: "unknown"; phrase: string };

export interface PlaceReading {
  origin?: SlotReading;
  destination?: SlotReading;
  /** Word positions used by places, so dates and numbers are read from the rest. */
  used: Set<number>;
}

interface Word {
  raw: string;
  clean: string;
  /** Punctuation after the word ends a place name ('London, next Friday'). */
  endsPhrase: boolean;
}

const originMarkers = new Set(["from", "leaving", "departing", "ex"]);
const destinationMarkers = new Set(["to", "into", "about"]);
const maxPlaceWords = 4;
/**
 * Phrases looked up per message: a trip names two places ('from X to Y', or 'X to Y' read back
 * from 'to'), and a stray 'to' may come first. Past this the message is a list of words, not a
 * trip, and the rest of it is not read for places.
 */
const maxPhrasesPerMessage = 4;

// Words that never belong to a place name: they end the phrase after 'from' or 'to'.
const stopWords = new Set(
  (
    "a an and at around about after before between by class cabin direct nonstop economy business first premium " +
    "coach for from in into is it leaving departing me my next of on or please return returning the this that " +
    "to today tomorrow tonight with without week weekend month day days weeks fly flying go going travel " +
    "traveling travelling get see visit book find search show any some cheap cheapest award awards flight flights " +
    "seat seats ticket tickets instead then only just i we us you what how about people passengers adults " +
    "january february march april june july august september october november december jan feb mar apr jun jul " +
    "aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun"
  ).split(" "),
);

function toWords(text: string, normalize: (word: string) => string): Word[] {
  return text
    .split(/\s+/)
    .filter((raw) => raw !== "")
    .map((raw) => ({ raw, clean: normalize(raw), endsPhrase: /[,.;:!?)]$/.test(raw) }));
}

function isPlaceWord(word: Word): boolean {
  return word.clean !== "" && !stopWords.has(word.clean) && !/\d/.test(word.clean);
}

/** The run of place-like words starting at `start`. */
function phraseAfter(words: Word[], start: number): number[] {
  const positions: number[] = [];
  for (let i = start; i < words.length && positions.length < maxPlaceWords; i++) {
    if (!isPlaceWord(words[i]!)) break;
    positions.push(i);
    if (words[i]!.endsPhrase) break;
  }
  return positions;
}

/** The run of place-like words ending just before `end` (the origin in 'New York to London'). */
function phraseBefore(words: Word[], end: number): number[] {
  const positions: number[] = [];
  for (let i = end - 1; i >= 0 && positions.length < maxPlaceWords; i--) {
    if (!isPlaceWord(words[i]!) || (words[i]!.endsPhrase && i !== end - 1)) break;
    positions.unshift(i);
  }
  return positions;
}

/** The longest part of the phrase (from its start, or from its end) that names a place. */
function resolve(
  places: PlaceFinder,
  words: Word[],
  positions: number[],
  anchor: "start" | "end",
  budget: ReadingBudget | undefined,
): { reading: SlotReading; used: number[] } {
  const phrase = (part: number[]) => part.map((i) => words[i]!.clean).join(" ");
  const parts = positions.map((_, n) => (anchor === "start" ? positions.slice(0, positions.length - n) : positions.slice(n)));
  // Longest first, each exact before misspelt, so 'San Fransisco' is not read as 'San' (SAN).
  for (const part of parts) {
    for (const fuzzy of [false, true]) {
      const match = places.find(phrase(part), { fuzzy, budget });
      if (match.kind !== "none") return { reading: match, used: part };
    }
  }
  return { reading: { kind: "unknown", phrase: positions.map((i) => words[i]!.raw.replace(/[,.;:!?)]+$/, "")).join(" ") }, used: [] };
}

/**
 * Reads origin and destination: 'from X', 'to Y', 'X to Y', 'what about Y', and two airport
 * codes written in capitals ('JFK LHR'). `bareSlot` takes a reply with no marker ('Boston')
 * as the answer to the question just asked. At most `maxPhrasesPerMessage` phrases are looked
 * up, and their misspelling look-ups are charged to `budget`.
 */
export function readPlaces(
  text: string,
  places: PlaceFinder,
  normalize: (word: string) => string,
  bareSlot?: "origin" | "destination",
  budget?: ReadingBudget,
): PlaceReading {
  const words = toWords(text, normalize);
  const used = new Set<number>();
  const reading: PlaceReading = { used };
  const take = (slot: "origin" | "destination", result: { reading: SlotReading; used: number[] }) => {
    reading[slot] = result.reading;
    for (const i of result.used) used.add(i);
  };
  let lookups = 0;
  const lookUp = (positions: number[], anchor: "start" | "end") => {
    if (positions.length === 0 || lookups === maxPhrasesPerMessage) return undefined;
    lookups++;
    return resolve(places, words, positions, anchor, budget);
  };

  let destinationMarker: number | undefined;
  words.forEach((word, i) => {
    const slot = originMarkers.has(word.clean) ? "origin" : destinationMarkers.has(word.clean) ? "destination" : undefined;
    if (!slot || reading[slot]?.kind === "found" || reading[slot]?.kind === "ambiguous") return;
    const result = lookUp(phraseAfter(words, i + 1), "start");
    if (!result) return;
    // 'to' and 'about' are common words: only a real place counts after them.
    if (result.reading.kind === "unknown" && slot === "destination" && word.clean !== "to") return;
    take(slot, result);
    if (slot === "destination") destinationMarker = i;
  });

  if (!reading.origin && destinationMarker !== undefined && reading.destination?.kind !== "unknown") {
    const result = lookUp(phraseBefore(words, destinationMarker), "end");
    if (result && result.reading.kind !== "unknown") take("origin", result);
  }

  if (!reading.origin && !reading.destination) {
    const codes = words
      .map((word, i) => ({ i, raw: word.raw.replace(/[,.;:!?)]+$/, "") }))
      .filter(({ raw }) => /^[A-Z]{3}$/.test(raw) && places.isCode(raw));
    if (codes.length === 2) {
      take("origin", { reading: places.find(codes[0]!.raw), used: [codes[0]!.i] });
      take("destination", { reading: places.find(codes[1]!.raw), used: [codes[1]!.i] });
    } else if (bareSlot) {
      const start = words.findIndex(isPlaceWord);
      const result = start >= 0 ? lookUp(phraseAfter(words, start), "start") : undefined;
      if (result) take(bareSlot, result);
    }
  }
  return reading;
}

/** The message without the words used for places. */
export function withoutWords(text: string, used: Set<number>): string {
  return text
    .split(/\s+/)
    .filter((raw) => raw !== "")
    .map((raw, i) => (used.has(i) ? "" : raw))
    .join(" ");
}
