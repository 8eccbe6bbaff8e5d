import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { maxHistoryTurns, maxMessageLength, maxTurnLength, parseChatRequest, userMessages } from "./chat-request";
import { maxReadingWorkUnits, ReadingBudget } from "./reading-budget";
import { questions } from "./understand";
import { understandConversation, warmUpUnderstanding } from "./understand-conversation";
import { siteUnderstandContext } from "./test-cards";

// With the currencies' and cards' names, as on the site: holdings and card questions are read in every message too.
const context = siteUnderstandContext();
/** The bound. CPU time is a property of the code, so this is the one timing assertion in the tests. */
const maxCpuMs = 20;

/** mulberry32: a few lines of seeded randomness, so every run tries the same messages. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = seededRandom(20);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const letters = (count: number, from = "abcdefghijklmnopqrstuvwxyz") => Array.from({ length: count }, () => pick([...from])).join("");

const markers = ["to", "from", "to", "from", "about", "into", "leaving", "ex", "->", "→", "-"];
const places = [
  "London",
  "Londn",
  "Pairs",
  "San Fransisco",
  "Los Angelos",
  "Frankfrut",
  "New York",
  "Tokio",
  "Portland",
  "JFK",
  "lhr",
  "Heathrow",
];
const dates = ["March 5", "next friday", "between May 1 and June 2", "the week after", "3/14", "May 5-10", "in June", "tomorrow", "2027"];
const details = ["business", "first", "for 2", "12 passengers", "nonstop", "connections are fine", "me and my wife", "premium economy"];
const holdings = [
  "120k Amex points",
  "80,000 Chase",
  "50k UR",
  "I have 200k Membership Rewards",
  "1,000,000,000 points with Citi",
  "my Bilt points",
  "1.5 million of my Capital One miles",
  "999 MR",
  "12345678 ThankYou points",
];
const cardQuestions = [
  "can I get the Sapphire Preferred?",
  "am I eligible for the Chase",
  "which Amex card can I get",
  "what cards am I eligible for",
  "could we get the the the business business",
  "can I get to",
  "is Sam eligible for the Platinum for Business plus one",
];
const oddities = [
  "São",
  "Zürich",
  "東京",
  "🛫✈️",
  "a\u0301\u0301\u0301",
  "القاهرة",
  "\u200b",
  "1234567890",
  "...",
  "?!",
  "(",
  "'",
  "—",
  "12:30",
  "$$$",
];

/** One word of a message, from a kind chosen by the message's style. */
const wordMakers: Record<string, () => string> = {
  madeUp: () => letters(1 + Math.floor(random() * 14)),
  // Three to ten letters sharing the commonest first letters: the most names to compare against.
  crowded: () => pick(["m", "s", "b", "c", "t"]) + letters(2 + Math.floor(random() * 8)),
  marker: () => pick(markers),
  place: () => pick(places),
  date: () => pick(dates),
  detail: () => pick(details),
  holding: () => pick(holdings),
  cardQuestion: () => pick(cardQuestions),
  oddity: () => pick(oddities),
  code: () => letters(3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
  digits: () => String(Math.floor(random() * 10 ** (1 + Math.floor(random() * 8)))),
  giant: () => letters(maxMessageLength),
};

/** Messages mixing those kinds: 'to'/'from' before made-up places, dates, unicode, one giant word... */
const styles: (keyof typeof wordMakers)[][] = [
  ["marker", "madeUp", "madeUp", "madeUp"],
  ["marker", "crowded", "crowded", "crowded", "crowded"],
  ["marker", "place", "date", "detail"],
  ["marker", "madeUp", "date", "digits", "oddity"],
  ["madeUp"],
  ["oddity", "marker", "oddity"],
  ["code", "code", "marker"],
  ["date", "digits", "date", "marker"],
  ["holding", "digits", "holding", "marker", "place"],
  ["cardQuestion", "madeUp", "cardQuestion", "place", "crowded"],
  Object.keys(wordMakers),
];

function randomText(length: number): string {
  const style = pick(styles);
  let text = "";
  while (text.length < length) text += `${wordMakers[pick(style)]!()}${random() < 0.15 ? pick([",", ".", "!", " -", ";"]) : ""} `;
  return text.slice(0, length).trim() || "x";
}

// Turns are drawn from a pool: writing 30 fresh turns of 4,000 characters per request is slow.
const turnContents = Array.from({ length: 40 }, () => randomText(maxTurnLength));

/** A body the API accepts: a message of up to 500 characters and 30 turns of up to 4,000 characters. */
function requestBody(message: string, turnContent: () => string, onlyUserTurns: boolean): string {
  const history = Array.from({ length: maxHistoryTurns }, (_, i) => ({
    role: onlyUserTurns || i % 2 === 0 ? "user" : "assistant",
    content: turnContent(),
  }));
  return JSON.stringify({ message, history });
}

function randomRequestBody(): string {
  const message = randomText(random() < 0.7 ? maxMessageLength : 1 + Math.floor(random() * maxMessageLength));
  return requestBody(message, () => pick(turnContents), random() < 0.5);
}

const repeated = (unit: string, length: number) =>
  unit
    .repeat(Math.ceil(length / unit.length))
    .slice(0, length)
    .trim();

/** Written to be slow: the 16 KB request, near-misses of real names, names three swaps off, nothing but dates, one giant word. */
const adversarialUnits = [
  " to Qwertyville Blorpington Zanzibarr Frobnitz from Qwertyville Blorpington Zanzibarr Frobnitz",
  " from sant mari sanm jose to sant mart sann juan",
  " to bostn londn parsi tokio from mian denvr sttle porlnd",
  " from mlelial from treanet from mnaizin from mraniag",
  " between May 1 and June 2, May 5-10 2027 3/14 12:30",
  " 120k Amex points 80,000 Chase 50k UR with my Bilt points 1,234,567 of my Capital One miles",
  " 1,111,111,111,111,111 11111111.111 k",
  " can I get the Delta Delta Platinum Gold Sapphire card bonus which cards can we get am I eligible for the Ink Ink",
  "x",
];
const adversarialBodies = adversarialUnits.flatMap((unit) =>
  [true, false].map((onlyUserTurns) => requestBody(repeated(unit, maxMessageLength), () => repeated(unit, maxTurnLength), onlyUserTurns)),
);

function cpuMsOf(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/**
 * The median of three runs. One run can carry work that is not this request's (a garbage
 * collection of the test's own request bodies, a compiler thread), since the process's CPU time
 * counts every thread; a slow path shows in all three.
 */
function medianCpuMsOf(work: () => void): number {
  const runs = [cpuMsOf(work), cpuMsOf(work), cpuMsOf(work)].sort((a, b) => a - b);
  return runs[1]!;
}

describe("understanding stays within its budget", () => {
  beforeAll(() => warmUpUnderstanding(context));

  it(`reads any request the API accepts in at most ${maxCpuMs} ms of CPU`, () => {
    const bodies = [...adversarialBodies, ...Array.from({ length: 300 }, randomRequestBody)];
    bodies.forEach((body, n) => {
      const parsed = parseChatRequest("application/json", body);
      if (!parsed.ok) throw new Error(parsed.error);
      const { message, history } = parsed.request;
      const cpuMs = medianCpuMsOf(() => understandConversation(message, userMessages(history), context));
      expect(cpuMs, `request ${n}: ${message}`).toBeLessThanOrEqual(maxCpuMs);
    });
  });

  afterEach(() => vi.restoreAllMocks());

  // Unknown names three swaps from real ones: each is weighed in full against hundreds of names.
  const costlyMessage = "from mlelial from treanet from mnaizin from mraniag";
  const costlyEarlier = Array.from({ length: 8 }, () => costlyMessage);

  it("asks a conversation whose reading would cost too much for the trip in one short message, every time", () => {
    const unbounded = new ReadingBudget(Infinity);
    understandConversation(costlyMessage, costlyEarlier, context, unbounded);
    expect(unbounded.used).toBeGreaterThan(maxReadingWorkUnits);
    for (let run = 0; run < 5; run++) {
      const understood = understandConversation(costlyMessage, costlyEarlier, context);
      expect(understood).toEqual({ kind: "question", question: questions.overBudget, state: { draft: {} } });
    }
  });

  it("reads a conversation misspelt in every message well within its budget", () => {
    const budget = new ReadingBudget();
    const earlier = Array.from({ length: 8 }, () => "from Frankfrut to San Fransisco, Los Angelos, Portlnd");
    const understood = understandConversation("what about Londn on March 5?", earlier, context, budget);
    expect(understood).toMatchObject({ kind: "search", query: { origin: { label: "Frankfurt" }, destination: { label: "London" } } });
    expect(budget.used).toBeLessThan(maxReadingWorkUnits / 4);
  });

  it("reads questions about cards for a few units of work each", () => {
    const budget = new ReadingBudget();
    const earlier = Array.from({ length: 8 }, () => "can I get the Sapphire, the Ink, the Delta, the Hilton? am I eligible for the Ink?");
    const understood = understandConversation("can I get the Delta card", earlier, context, budget);
    expect(understood).toMatchObject({ kind: "question", question: /^Which Delta card do you mean/ });
    // One look through the catalogue a message, whatever the message says.
    expect(budget.used).toBe(9 * context.cards.cards.length);
  });

  it("reads a follow-up as before", () => {
    const understood = understandConversation("what about business?", ["New York to London on March 5"], context);
    expect(understood).toMatchObject({ kind: "search", query: { cabin: "business", destination: { label: "London" } } });
  });

  it("reads the issue's example whatever the clocks say", () => {
    // Every clock jumps a second at each reading, as a paused or very busy process would see.
    let elapsedMs = 0;
    vi.spyOn(performance, "now").mockImplementation(() => (elapsedMs += 1_000));
    vi.spyOn(process, "cpuUsage").mockImplementation(() => ({ user: (elapsedMs += 1_000) * 1_000, system: 0 }));
    const understood = understandConversation("business class from New York to London on March 5", [], context);
    expect(understood).toMatchObject({ kind: "search", query: { cabin: "business", destination: { label: "London" } } });
  });
});
