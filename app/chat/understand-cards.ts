import type { KnownCard, KnownCardKind, KnownIssuer } from "./card-knowledge";
import type { ReadingBudget } from "./reading-budget";

/*
 * Questions about getting a credit card (issue 31 item 5): "can I get the Sapphire Preferred?",
 * "am I eligible for the Chase Sapphire Reserve", "which Amex card can I get?". Read by words
 * against the card catalogue, exactly (no misspellings), so the work is a few map look-ups and
 * one pass over the catalogue per question, charged to the reading budget like place phrases.
 *
 * A trip stays a trip: a card is read only after "get"/"apply for"/"eligible for" when the words
 * there name a card and what follows them is the end of the phrase ("the Venture X bonus", "the
 * Amex Gold card, now?"), so "can I get to Tokyo" and "can I get business class to Tokyo" are not
 * card questions ("class" is not a card word, "to" does not end a card's name).
 */

/** What the visitor asks: about one card, or which cards of an issuer (null: every issuer) they can get. */
export type CardAsk = { about: "card"; cardId: string } | { about: "issuer"; issuerId: string | null; kind?: KnownCardKind };

export type CardReading =
  | { kind: "ask"; ask: CardAsk }
  /** A name several cards fit: the question to ask, and the cards it offers. */
  | { kind: "ambiguous"; question: string; choices: string[] };

/** What people call the issuers besides their names, keyed by the wallet's issuer id. */
const issuerNicknames: Record<string, readonly string[]> = {
  chase: ["chase", "jpmorgan chase"],
  amex: ["amex", "american express", "am ex"],
  citi: ["citi", "citibank"],
  "capital-one": ["capital one", "cap one", "capone", "c1"],
  "bank-of-america": ["bank of america", "bofa", "boa", "b of a"],
  barclays: ["barclays", "barclaycard"],
  "wells-fargo": ["wells fargo", "wells", "wf"],
  "us-bank": ["us bank", "usbank", "usb"],
};

/** Short names for single cards, keyed by catalogue id; a key the catalogue lacks is never matched. */
const cardNicknames: Record<string, readonly string[]> = {
  "chase-sapphire-preferred": ["csp"],
  "chase-sapphire-reserve": ["csr"],
  "chase-freedom-unlimited": ["cfu"],
  "chase-freedom-flex": ["cff"],
  "chase-ink-business-preferred": ["cip"],
  "chase-ink-business-cash": ["cic"],
  "chase-ink-business-unlimited": ["ciu"],
  "capital-one-venture-x": ["vx"],
  "capital-one-ventureone": ["venture one"],
  "amex-platinum": ["plat"],
  "amex-business-platinum": ["biz plat", "business plat", "bizplat"],
  "amex-blue-business-plus": ["bbp"],
  "amex-business-gold": ["biz gold"],
};

/** Words a card's name has that name no card by themselves: left out of names on both sides. */
const nameFiller = new Set([
  "the",
  "a",
  "an",
  "card",
  "cards",
  "credit",
  "from",
  "for",
  "visa",
  "infinite",
  "world",
  "elite",
  "mastercard",
  "rewards",
  "signature",
  "my",
  "new",
  "another",
]);

/** Words that may follow a card's name and end it: "the Venture X bonus", "the CSP if I have 5 cards". */
const nameEnders = new Set([
  "bonus",
  "bonuses",
  "offer",
  "offers",
  "welcome",
  "signup",
  "sign",
  "now",
  "today",
  "yet",
  "again",
  "still",
  "if",
  "when",
  "before",
  "after",
  "since",
  "because",
  "given",
  "with",
  "or",
  "and",
  "please",
  "this",
  "next",
  "right",
  "too",
  "also",
  "at",
  "for",
]);

/** Words that alone name no card ("can I get business class" is a trip). */
const genericWords = new Set(["business", "personal", "one", "plus"]);

/** The words of a message or a name: lower case, letters and digits, "u.s." as "us"; sentence marks are words of their own. */
export function cardWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\bu\.\s?s\./g, "us")
    .replace(/[’']s\b/g, "")
    .replace(/[?!.,;:]/g, " $& ")
    .replace(/[^a-z0-9?!.,;: ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

interface IndexedCard {
  card: KnownCard;
  words: ReadonlySet<string>;
  /** Its name without issuer words and filler: "sapphire preferred", "platinum". */
  core: string;
}

export interface CardReader {
  cards: readonly IndexedCard[];
  /** Issuer names and nicknames (as word strings) to issuer ids. */
  issuerByName: ReadonlyMap<string, string>;
  /** The most words an issuer's name or nickname has. */
  longestIssuerName: number;
  nicknames: ReadonlyMap<string, string>;
  longestNickname: number;
  /** Every word some card's name (or nickname) has. */
  knownWords: ReadonlySet<string>;
  issuers: readonly KnownIssuer[];
}

const readers = new WeakMap<readonly KnownCard[], CardReader>();

/** The index of card and issuer names, built once per card list (the route passes the same list until the catalogue changes). */
export function cardReader(cards: readonly KnownCard[], issuers: readonly KnownIssuer[]): CardReader {
  const cached = readers.get(cards);
  if (cached) return cached;
  const issuerByName = new Map<string, string>();
  for (const issuer of issuers) {
    for (const name of [issuer.name, ...(issuerNicknames[issuer.id] ?? [])]) {
      const words = cardWords(name).join(" ");
      if (words && issuer.id !== "other") issuerByName.set(words, issuer.id);
    }
  }
  const issuerWords = (issuerId: string) =>
    [...issuerByName]
      .filter(([, id]) => id === issuerId)
      .map(([name]) => name)
      .sort((a, b) => b.length - a.length);
  const indexed = cards.map((card) => {
    let name = ` ${cardWords(card.name).join(" ")} `;
    for (const issuerName of issuerWords(card.issuer)) name = name.replace(` ${issuerName} `, " ");
    const core = name
      .split(" ")
      .filter((word) => word && !nameFiller.has(word))
      .join(" ");
    return { card, words: new Set(core.split(" ")), core };
  });
  const nicknames = new Map<string, string>();
  for (const [id, names] of Object.entries(cardNicknames)) {
    if (cards.some((card) => card.id === id)) for (const name of names) nicknames.set(name, id);
  }
  const knownWords = new Set([
    ...indexed.flatMap((entry) => [...entry.words]),
    ...[...nicknames.keys()].flatMap((name) => name.split(" ")),
  ]);
  const most = (names: Iterable<string>) => Math.max(1, ...[...names].map((name) => name.split(" ").length));
  const reader: CardReader = {
    cards: indexed,
    issuerByName,
    longestIssuerName: most(issuerByName.keys()),
    nicknames,
    longestNickname: most(nicknames.keys()),
    knownWords,
    issuers,
  };
  readers.set(cards, reader);
  return reader;
}

/** The longest name of `names` at `words[at]`, as [value, words used]. */
function nameAt(words: readonly string[], at: number, names: ReadonlyMap<string, string>, longest: number): [string, number] | undefined {
  for (let length = Math.min(longest, words.length - at); length >= 1; length--) {
    const value = names.get(words.slice(at, at + length).join(" "));
    if (value) return [value, length];
  }
  return undefined;
}

interface NamePhrase {
  issuerId?: string;
  /** The card words, filler left out: "sapphire preferred". */
  words: string[];
  nickname?: string;
  /** "card" or "cards" was said: "a Chase card". */
  saidCard: boolean;
}

const isEnd = (word: string | undefined) => word === undefined || /^[?!.,;:]$/.test(word) || nameEnders.has(word);

/**
 * The card or issuer named at the start of `words`, up to where the name ends; undefined when a
 * word there names no card ("to Tokyo", "business class"). Eight words at most are looked at.
 */
function readNamePhrase(words: readonly string[], reader: CardReader): NamePhrase | undefined {
  const phrase: NamePhrase = { words: [], saidCard: false };
  let at = 0;
  for (let steps = 0; steps < 8; steps++) {
    const word = words[at];
    if (word === undefined || /^[?!.,;:]$/.test(word)) break;
    const issuer =
      phrase.issuerId || phrase.words.length > 0 ? undefined : nameAt(words, at, reader.issuerByName, reader.longestIssuerName);
    const nickname = nameAt(words, at, reader.nicknames, reader.longestNickname);
    if (issuer) {
      phrase.issuerId = issuer[0];
      at += issuer[1];
    } else if (nickname && phrase.words.length === 0 && !phrase.nickname) {
      phrase.nickname = nickname[0];
      at += nickname[1];
    } else if (word === "card" || word === "cards") {
      phrase.saidCard = true;
      at += 1;
      break;
    } else if (word === "for" && words[at + 1] === "business") {
      // "Sapphire Reserve for Business": the name goes on.
      at += 1;
    } else if (nameEnders.has(word)) {
      break;
    } else if (nameFiller.has(word)) {
      at += 1;
    } else if (reader.knownWords.has(word) && !phrase.nickname) {
      phrase.words.push(word);
      at += 1;
    } else break;
  }
  if (!isEnd(words[at])) return undefined;
  if (!phrase.issuerId && !phrase.nickname && phrase.words.length === 0 && !phrase.saidCard) return undefined;
  return phrase;
}

function listed(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "");
}

export const maxCardChoices = 5;

/** The card a phrase names, or the question when several fit; undefined when none does. */
function matchCard(phrase: NamePhrase, reader: CardReader, within?: readonly string[], budget?: ReadingBudget): CardReading | undefined {
  if (phrase.nickname) return { kind: "ask", ask: { about: "card", cardId: phrase.nickname } };
  budget?.spend(reader.cards.length);
  const typed = phrase.words.join(" ");
  let fits = reader.cards.filter(
    (entry) =>
      (!within || within.includes(entry.card.id)) &&
      (!phrase.issuerId || entry.card.issuer === phrase.issuerId) &&
      phrase.words.every((word) => entry.words.has(word)),
  );
  const exact = fits.filter((entry) => entry.core === typed);
  if (exact.length === 1) fits = exact;
  // "Sapphire Reserve" is the personal card unless the visitor says business.
  if (!phrase.words.includes("business") && fits.some((entry) => entry.card.kind === "personal")) {
    fits = fits.filter((entry) => entry.card.kind === "personal");
  }
  if (fits.length === 0) return undefined;
  if (fits.length === 1) return { kind: "ask", ask: { about: "card", cardId: fits[0]!.card.id } };
  const shown = fits.slice(0, maxCardChoices).map((entry) => entry.card.name);
  const more = fits.length > maxCardChoices ? ` (or say the card's full name: ${fits.length} cards fit)` : "";
  const what = phrase.words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(" ");
  return {
    kind: "ambiguous",
    question: `Which ${what} card do you mean: ${listed(shown)}?${more}`,
    choices: fits.map((entry) => entry.card.id),
  };
}

/** "can I get", "could we apply for", "am I eligible for", "is Sam eligible for", "do I qualify for": where the card's name starts. */
const askForCard =
  /\b(?:(?:can|could|may|might|would|will)\s+(?:i|we|[a-z]+|my\s+[a-z]+)\s+(?:still\s+|ever\s+|now\s+)?(?:get|apply\s+for|open|qualify\s+for|be\s+approved\s+for|get\s+approved\s+for|sign\s+up\s+for)|(?:am\s+i|are\s+we|is\s+(?:[a-z]+|my\s+[a-z]+))\s+(?:still\s+)?(?:eligible\s+for|able\s+to\s+get|approved\s+for)|(?:do\s+i|do\s+we|does\s+[a-z]+)\s+qualify\s+for)\s+/;

/** "which Amex card(s) can I get", "what cards am I eligible for": the words between name the issuer (none: every issuer). */
const askWhichCards =
  /\b(?:which|what)\s+((?:[a-z0-9]+\s+){0,4}?)cards?\s+(?:(?:can|could|may|might|should|would|will)\s+(?:i|we)\s+(?:still\s+|now\s+)?(?:get|apply\s+for|open|qualify\s+for|be\s+approved\s+for)|(?:am\s+i|are\s+we)\s+(?:still\s+)?(?:eligible\s+for|able\s+to\s+get|approved\s+for)|(?:do\s+i|do\s+we)\s+qualify\s+for)\b/;

const kindWords: Record<string, KnownCardKind> = { business: "business", personal: "personal" };
const whichFiller = new Set(["credit", "new", "of", "the", "travel", "rewards", "other"]);

/** The issuer (and kind) the words of "which ... cards" name; undefined when a word is neither. */
function whichIssuer(words: readonly string[], reader: CardReader): CardAsk | undefined {
  const ask: CardAsk & { about: "issuer" } = { about: "issuer", issuerId: null };
  for (let at = 0; at < words.length;) {
    const issuer = nameAt(words, at, reader.issuerByName, reader.longestIssuerName);
    if (issuer && ask.issuerId === null) {
      ask.issuerId = issuer[0];
      at += issuer[1];
    } else if (kindWords[words[at]!]) {
      ask.kind = kindWords[words[at]!];
      at += 1;
    } else if (whichFiller.has(words[at]!)) at += 1;
    else return undefined;
  }
  return ask;
}

/**
 * A question about getting a card in `message`, or undefined when it is not one (then the
 * message is read as a trip). `within` limits the cards to the ones the assistant just offered,
 * for a bare answer to "which Platinum do you mean?".
 */
export function findCardQuestion(message: string, reader: CardReader, budget?: ReadingBudget): CardReading | undefined {
  const text = cardWords(message.slice(0, 500)).join(" ");
  const which = askWhichCards.exec(text);
  if (which) {
    const middle = which[1]!.trim().split(" ").filter(Boolean);
    const ask = whichIssuer(middle, reader);
    if (ask) return { kind: "ask", ask };
    const phrase = readNamePhrase([...middle, "card"], reader);
    return phrase ? matchCard(phrase, reader, undefined, budget) : undefined;
  }
  const asked = askForCard.exec(text);
  if (!asked) return undefined;
  const phrase = readNamePhrase(text.slice(asked.index + asked[0].length).split(" "), reader);
  if (!phrase) return undefined;
  if (phrase.nickname || phrase.words.some((word) => !genericWords.has(word))) return matchCard(phrase, reader, undefined, budget);
  // No word names a card: "a Chase card", "an Amex", "a new business card" ask which of the issuer's (or any) cards.
  const kinds = phrase.words.map((word) => kindWords[word]);
  if (kinds.length > 1 || kinds.includes(undefined) || !(phrase.issuerId || phrase.saidCard)) return undefined;
  const ask: CardAsk = { about: "issuer", issuerId: phrase.issuerId ?? null };
  return { kind: "ask", ask: kinds[0] ? { ...ask, kind: kinds[0] } : ask };
}

/** A bare answer to "which ... do you mean?": the name of one of the cards offered. */
export function findChosenCard(
  message: string,
  reader: CardReader,
  choices: readonly string[],
  budget?: ReadingBudget,
): CardReading | undefined {
  const phrase = readNamePhrase(cardWords(message.slice(0, 200)), reader);
  if (!phrase || (!phrase.nickname && phrase.words.length === 0)) return undefined;
  const reading = matchCard(phrase, reader, phrase.nickname ? undefined : choices, budget);
  return reading?.kind === "ask" ? reading : undefined;
}
