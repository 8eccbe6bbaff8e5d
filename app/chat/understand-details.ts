import { maxPassengers, type Cabin } from "./trip";

/** The parts of a message that are not places or dates: cabin, passengers and stops. */
export interface TripDetails {
  cabin?: Cabin;
  /** A number of travellers, possibly out of range (the caller asks again then). */
  passengers?: number;
  nonstop?: boolean;
}

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const count = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`;

function toCount(word: string): number {
  return numberWords[word] ?? Number(word);
}

// 'first' is a cabin only when it is not 'the first of May' or 'first week'.
const firstCabin = /(?<!\bthe\s)\bfirst\b(?!\s+(?:week|weekend|day|days|of|half|few|couple|two|three|time|thing|flight|leg|one)\b)/;

export function findCabin(text: string): Cabin | undefined {
  if (/\bpremium\b|\bprem econ\b/.test(text)) return "premium";
  if (/\bbusiness\b|\bbiz\b|\blie[- ]?flat\b/.test(text)) return "business";
  if (firstCabin.test(text)) return "first";
  if (/\beconomy\b|\bcoach\b|\bmain cabin\b/.test(text)) return "economy";
  return undefined;
}

export function findNonstop(text: string): boolean | undefined {
  if (
    /\b(with stops|stops are (ok|fine)|connections? (are |is )?(ok|fine)|any stops|one stop|1 stop|(doesn.?t|does not|don.?t) (have to|need to) be (direct|nonstop))\b/.test(
      text,
    )
  ) {
    return false;
  }
  if (/\b(nonstop|direct|no stops|without stops|no connections?)\b/.test(text)) return true;
  return undefined;
}

export function findPassengers(text: string): number | undefined {
  const counted =
    text.match(new RegExp(String.raw`\b${count}\s+(?:adults?|passengers?|people|persons?|travell?ers?|pax|seats?|tickets?|of us)\b`)) ??
    text.match(new RegExp(String.raw`\b(?:for|party of|group of)\s+${count}\b(?!\s*(?:weeks?|days?|nights?|months?|hours?|am|pm|:))`));
  if (counted) return toCount(counted[1]!);
  if (/\b(just me|only me|myself|solo|alone)\b/.test(text)) return 1;
  if (/\b(me and my \w+|my (wife|husband|partner|girlfriend|boyfriend) and (i|me)|the two of us|both of us|a couple)\b/.test(text))
    return 2;
  return undefined;
}

export function findDetails(text: string): TripDetails {
  return { cabin: findCabin(text), passengers: findPassengers(text), nonstop: findNonstop(text) };
}

export function passengersInRange(passengers: number): boolean {
  return Number.isInteger(passengers) && passengers >= 1 && passengers <= maxPassengers;
}

/** Removes passenger counts, so '2 people' is never read as the 2nd of the month. */
export function withoutPassengerWords(text: string): string {
  return text
    .replace(
      new RegExp(String.raw`\b${count}\s+(?:adults?|passengers?|people|persons?|travell?ers?|pax|seats?|tickets?|of us)\b`, "g"),
      " ",
    )
    .replace(
      new RegExp(String.raw`\b(?:for|party of|group of)\s+${count}\b(?!\s*(?:weeks?|days?|nights?|months?|hours?|am|pm|:))`, "g"),
      " ",
    );
}
