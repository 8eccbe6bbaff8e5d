/**
 * What the abuse benchmark's clients send: the most expensive chat message the API accepts,
 * a wrong password for the owner, and a booking request that looks real.
 */
import { maxHistoryTurns, maxMessageLength } from "~/chat/chat-limits";
import { formGuardFieldNames } from "~/security/form-guard";

/** A small seeded generator (mulberry32), so every run sends the same words. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const consonants = "bcdfghjklmnprstvwz";
const vowels = "aeiou";

/** A capitalised word that sounds like a town and names none: 'Zorvatin', 'Quelmaro'. */
function madeUpPlace(random: () => number): string {
  const pick = (letters: string) => letters[Math.floor(random() * letters.length)]!;
  let word = "";
  for (let syllables = 3 + Math.floor(random() * 2); syllables > 0; syllables--) word += pick(consonants) + pick(vowels);
  return word[0]!.toUpperCase() + word.slice(1) + pick(consonants);
}

/**
 * The longest message the API accepts, all of it 'from' and 'to' followed by four made-up names
 * (the most words a place name is read from): each name is looked up exactly and then fuzzily,
 * against every airport, and none is ever found, so the reading never stops early.
 */
export function placeNameMessage(seed: number): string {
  const random = seededRandom(seed);
  const words: string[] = [];
  for (let length = -1, n = 0; ; n++) {
    const word = n % 5 === 0 ? (n % 10 === 0 ? "from" : "to") : madeUpPlace(random);
    length += word.length + 1;
    if (length > maxMessageLength) return words.join(" ");
    words.push(word);
  }
}

/** POST /api/search-flights at its worst: the longest message and the longest history of the same (about 16 KB). */
export function worstChatBody(): string {
  const history = Array.from({ length: maxHistoryTurns }, (_, turn) => ({ role: "user", content: placeNameMessage(turn + 1) }));
  return JSON.stringify({ message: placeNameMessage(0), history });
}

/** The admin login form with a password that is never right. */
export function wrongPasswordForm(email: string, attempt: number): string {
  return new URLSearchParams({ email, password: `not-the-password-${attempt}` }).toString();
}

/**
 * A booking request that passes the form's own validation, each from another email address
 * (one address's limit would refuse the rest sooner), with the page's signed stamp and an empty
 * honeypot: what a script that read the form once would post.
 */
export function bookingRequestForm(stamp: string, attempt: number): string {
  return new URLSearchParams({
    name: "Alex Flood",
    email: `flood-${attempt}@example.com`,
    phone: "+1 212 555 0100",
    travelDates: "June 2027",
    fromDestination: "Boston",
    toDestination: "Dubai",
    passengers: "2",
    preferredClass: "business",
    maxStops: "1",
    pointsList: "300k Amex MR",
    [formGuardFieldNames.stamp]: stamp,
    [formGuardFieldNames.honeypot]: "",
  }).toString();
}

/** The signed stamp a rendered form carries in its hidden field. */
export function formStampIn(html: string): string {
  return html.match(new RegExp(`name="${formGuardFieldNames.stamp}" value="([^"]*)"`))?.[1] ?? "";
}
