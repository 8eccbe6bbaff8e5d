import { describe, expect, it } from "vitest";
import { emptyConversation, questions, understand, type ConversationState, type Understanding } from "./understand";
import type { Cabin } from "./trip";
import { siteUnderstandContext } from "./test-cards";
import type { CardAsk } from "./understand-cards";

// Monday 23 November 2026 in New York: every relative date below is read from this day. The
// currencies' and cards' names are known, as on the site, so no phrasing below mistakes a trip
// for points or for a question about getting a card.
const context = siteUnderstandContext();

const newYork = ["JFK", "EWR", "LGA"];
const london = ["LHR", "LGW", "STN", "LCY", "LTN"];
const paris = ["CDG", "ORY"];
const tokyo = ["HND", "NRT"];
const amex = "amex-membership-rewards";
const chase = "chase-ultimate-rewards";

interface Search {
  origin?: string[];
  destination?: string[];
  dates?: [string, string];
  cabin?: Cabin;
  passengers?: number;
  nonstop?: boolean;
  /** The points the visitor holds: currency id and amount (null when not said). */
  holdings?: [string, number | null] | null;
}

type Row = [string, string[], Search | { question: string | RegExp; holdings?: [string, number | null] | null } | { cards: CardAsk }];

function talk(messages: string[]): Understanding {
  let state: ConversationState = emptyConversation;
  let last: Understanding | undefined;
  for (const message of messages) {
    last = understand(message, state, context);
    state = last.state;
  }
  return last!;
}

const table: Row[] = [
  // One message with everything in it.
  [
    "the issue's own example",
    ["business class from New York to London on March 5"],
    { origin: newYork, destination: london, dates: ["2027-03-05", "2027-03-05"], cabin: "business", passengers: 1, nonstop: false },
  ],
  [
    "lower-case codes, next Friday",
    ["jfk to lhr next friday"],
    { origin: ["JFK"], destination: ["LHR"], dates: ["2026-12-04", "2026-12-04"], cabin: "economy" },
  ],
  [
    "misspelt cities, a month",
    ["Flights from Londn to Pairs in May"],
    { origin: london, destination: paris, dates: ["2027-05-01", "2027-05-31"] },
  ],
  ["city code with a dash, nonstop", ["NYC-LHR March 5 nonstop"], { origin: newYork, destination: ["LHR"], nonstop: true }],
  ["non-stop with a hyphen", ["non-stop from Boston to Dublin on Feb 2"], { origin: ["BOS"], destination: ["DUB"], nonstop: true }],
  [
    "passengers first, misspelt Tokyo, first class",
    ["2 passengers from Boston to Tokio on June 3 in first"],
    { origin: ["BOS"], destination: tokyo, dates: ["2027-06-03", "2027-06-03"], cabin: "first", passengers: 2 },
  ],
  [
    "airport name, premium economy, 'for 2'",
    ["Chicago to Heathrow on Dec 12 premium economy for 2"],
    { origin: ["ORD", "MDW"], destination: ["LHR"], dates: ["2026-12-12", "2026-12-12"], cabin: "premium", passengers: 2 },
  ],
  ["two codes and tomorrow", ["SFO LAX tomorrow"], { origin: ["SFO"], destination: ["LAX"], dates: ["2026-11-24", "2026-11-24"] }],
  [
    "misspelt two-word city, this weekend",
    ["from San Fransisco to Sydney this weekend"],
    { origin: ["SFO"], destination: ["SYD"], dates: ["2026-11-28", "2026-11-29"] },
  ],
  [
    "lower-case cities, next week",
    ["from boston to rome next week"],
    { origin: ["BOS"], destination: ["FCO", "CIA"], dates: ["2026-11-30", "2026-12-06"] },
  ],
  ["a past year rolls forward", ["from miami to madrid march 5 2020"], { origin: ["MIA"], dates: ["2027-03-05", "2027-03-05"] }],
  [
    "a day already past this year rolls forward",
    ["Nov 20 from Seattle to Honolulu"],
    { origin: ["SEA", "BFI"], destination: ["HNL"], dates: ["2027-11-20", "2027-11-20"] },
  ],
  [
    "a range with 'between'",
    ["ewr to cdg between March 5 and March 12"],
    { origin: ["EWR"], destination: ["CDG"], dates: ["2027-03-05", "2027-03-12"] },
  ],
  [
    "misspelt Los Angeles, a day range",
    ["Fly me from Los Angelos to Tokyo May 5-10 in business"],
    { origin: ["LAX"], destination: tokyo, dates: ["2027-05-05", "2027-05-10"], cabin: "business" },
  ],
  [
    "swapped letters, numeric date",
    ["from Frankfrut to New York on 3/14"],
    { origin: ["FRA"], destination: newYork, dates: ["2027-03-14", "2027-03-14"] },
  ],
  [
    "metro with two words, first class",
    ["Washington DC to Paris in first class on April 2"],
    { origin: ["IAD", "DCA", "BWI"], destination: paris, cabin: "first" },
  ],
  [
    "an arrow and adults",
    ["Atlanta → Dubai, February 14, 2 adults"],
    { origin: ["ATL"], destination: ["DXB"], dates: ["2027-02-14", "2027-02-14"], passengers: 2 },
  ],
  [
    "'first week' is not first class",
    ["Hong Kong to Singapore in the first week of June"],
    { origin: ["HKG"], destination: ["SIN"], cabin: "economy" },
  ],
  [
    "'the first of May' is a date",
    ["from dubai to bangkok on the first of May"],
    { origin: ["DXB"], destination: ["BKK", "DMK"], cabin: "economy", dates: ["2027-05-01", "2027-05-01"] },
  ],
  [
    "'direct' means nonstop",
    ["I'd like a direct flight from Denver to Honolulu on January 10"],
    { origin: ["DEN"], destination: ["HNL"], nonstop: true },
  ],
  ["'just me' is one passenger", ["just me, Boston to Dublin on Feb 2"], { origin: ["BOS"], destination: ["DUB"], passengers: 1 }],
  [
    "'me and my wife' is two",
    ["me and my wife from Toronto to Lisbon in June"],
    { origin: ["YYZ", "YTZ"], destination: ["LIS"], passengers: 2, dates: ["2027-06-01", "2027-06-30"] },
  ],
  ["airport name to a code", ["Heathrow to JFK Dec 20 economy"], { origin: ["LHR"], destination: ["JFK"], cabin: "economy" }],
  [
    "lower-case codes from and to",
    ["from lga to ord on march 9"],
    { origin: ["LGA"], destination: ["ORD"], dates: ["2027-03-09", "2027-03-09"] },
  ],
  ["a named metro area", ["San Francisco Bay Area to Seoul in April"], { origin: ["SFO", "OAK", "SJC"], destination: ["ICN", "GMP"] }],
  [
    "accents optional",
    ["from Sao Paulo to Buenos Aires next Friday"],
    { origin: ["GRU", "CGH"], destination: ["EZE", "AEP"], dates: ["2026-12-04", "2026-12-04"] },
  ],
  [
    "lower-case codes and business",
    ["lax to nrt on july 4 business"],
    { origin: ["LAX"], destination: ["NRT"], cabin: "business", dates: ["2027-07-04", "2027-07-04"] },
  ],
  [
    "'coach' is economy",
    ["coach seats from Boston to Chicago on Dec 1"],
    { cabin: "economy", origin: ["BOS"], destination: ["ORD", "MDW"] },
  ],

  // Follow-ups refine the trip already understood.
  [
    "a new cabin keeps the rest",
    ["New York to London on March 5", "what about business?"],
    { origin: newYork, destination: london, dates: ["2027-03-05", "2027-03-05"], cabin: "business" },
  ],
  [
    "'the week after' moves the dates",
    ["New York to London on March 5", "the week after"],
    { dates: ["2027-03-12", "2027-03-12"], destination: london },
  ],
  [
    "a new origin keeps the cabin",
    ["New York to London on March 5 in business", "what about from Boston?"],
    { origin: ["BOS"], destination: london, cabin: "business" },
  ],
  [
    "'what about' a city changes the destination",
    ["Boston to Paris in May", "what about Rome?"],
    { origin: ["BOS"], destination: ["FCO", "CIA"], dates: ["2027-05-01", "2027-05-31"] },
  ],
  ["stops and passengers together", ["jfk to lhr on March 5", "nonstop for 3 people"], { nonstop: true, passengers: 3, origin: ["JFK"] }],
  ["'a day earlier'", ["jfk to lhr on March 5", "a day earlier"], { dates: ["2027-03-04", "2027-03-04"] }],
  ["a cabin said politely", ["Chicago to Tokyo on April 10", "premium economy please"], { cabin: "premium", destination: tokyo }],
  [
    "a new date replaces the old",
    ["Chicago to Tokyo on April 10", "actually make it June 1"],
    { dates: ["2027-06-01", "2027-06-01"], origin: ["ORD", "MDW"] },
  ],
  ["connections allowed again", ["jfk to lhr nonstop on March 5", "connections are fine"], { nonstop: false }],
  [
    "answers arrive one at a time",
    ["I want to fly to Paris", "Boston", "in May"],
    { origin: ["BOS"], destination: paris, dates: ["2027-05-01", "2027-05-31"] },
  ],
  [
    "slots answered in any order",
    ["to lhr", "from jfk", "march 5"],
    { origin: ["JFK"], destination: ["LHR"], dates: ["2027-03-05", "2027-03-05"] },
  ],
  [
    "an ambiguous city answered with a code",
    ["from Portland to Chicago March 3", "PDX"],
    { origin: ["PDX"], destination: ["ORD", "MDW"], dates: ["2027-03-03", "2027-03-03"] },
  ],

  // Something essential missing or unclear: one short question.
  ["nothing about a trip", ["hello"], { question: questions.destination }],
  ["no origin", ["I want to fly to Paris"], { question: questions.origin }],
  ["no date", ["from New York to London"], { question: questions.dates }],
  [
    "a city with two airports far apart",
    ["from Portland to Chicago March 3"],
    { question: /^Which Portland do you mean: PDX .* or PWM .*\?$/ },
  ],
  ["a place that does not exist", ["from New York to Xyzzy on March 5"], { question: /couldn't find an airport for 'Xyzzy'/ }],
  ["the same place twice", ["Boston to Boston on May 1"], { question: questions.sameAirport }],
  ["too many passengers", ["jfk to lhr on March 5 for 12 passengers"], { question: questions.passengers }],
  ["a bare origin still needs a date", ["I want to fly to Paris", "Boston"], { question: questions.dates }],
  ["a question is not a trip", ["Where can I go?"], { question: questions.destination }],

  // Points the visitor holds, read beside the trip and never taken for a date or a place.
  [
    "the issue's points question: no date yet",
    ["I have 120k Amex points, can I fly New York to Tokyo in business?"],
    { question: questions.dates, holdings: [amex, 120_000] },
  ],
  [
    "a points question, then a date",
    ["I have 120k Amex points, can I fly New York to Tokyo in business?", "March 5"],
    { origin: newYork, destination: tokyo, dates: ["2027-03-05", "2027-03-05"], cabin: "business", holdings: [amex, 120_000] },
  ],
  [
    "an amount with thousands separators",
    ["80,000 Chase points, Boston to London on March 5"],
    { origin: ["BOS"], destination: london, dates: ["2027-03-05", "2027-03-05"], holdings: [chase, 80_000] },
  ],
  ["a nickname: UR", ["50k UR, Boston to Paris on May 2"], { origin: ["BOS"], destination: paris, holdings: [chase, 50_000] }],
  [
    "the program's own name",
    ["I have 200k Membership Rewards, NYC to LHR in first on June 3"],
    { destination: ["LHR"], cabin: "first", dates: ["2027-06-03", "2027-06-03"], holdings: [amex, 200_000] },
  ],
  [
    "points before the currency",
    ["120k points with Citi: SFO to Tokyo on April 1"],
    { origin: ["SFO"], holdings: ["citi-thankyou", 120_000] },
  ],
  [
    "a currency without an amount",
    ["my Bilt points to Paris from Chicago in May"],
    { destination: paris, holdings: ["bilt-rewards", null] },
  ],
  ["a million, and 'of my'", ["1.5 million of my Capital One miles, jfk to lhr March 5"], { holdings: ["capital-one-miles", 1_500_000] }],
  ["points said later are kept", ["jfk to lhr on March 5", "I have 90k Amex points"], { origin: ["JFK"], holdings: [amex, 90_000] }],
  ["newer points replace older ones", ["60k Amex points", "actually 70k Chase points, jfk to lhr March 5"], { holdings: [chase, 70_000] }],
  [
    "a small number is not points",
    ["I have 2 Amex cards, jfk to lhr on March 5"],
    { dates: ["2027-03-05", "2027-03-05"], passengers: 1, holdings: null },
  ],
  ["a trip without points has none", ["business class from New York to London on March 5"], { holdings: null }],
  ["points alone still ask where to", ["I have 100,000 Amex points"], { question: questions.destination, holdings: [amex, 100_000] }],

  // Questions about getting a card (issue 31), read against the card catalogue; trips stay trips.
  ["can I get a card, by its short name", ["can I get the Sapphire Preferred?"], { cards: card("chase-sapphire-preferred") }],
  ["eligible for, with the issuer", ["am I eligible for the Chase Sapphire Reserve"], { cards: card("chase-sapphire-reserve") }],
  ["a card's bonus", ["could I get the Venture X bonus"], { cards: card("capital-one-venture-x") }],
  ["a nickname: CSP", ["Can I get the CSP now?"], { cards: card("chase-sapphire-preferred") }],
  ["issuer and short name: Amex Gold", ["could we apply for the Amex Gold card"], { cards: card("amex-gold") }],
  ["'the Platinum' is the card of that name", ["can I get the Platinum for my wife?"], { cards: card("amex-platinum") }],
  [
    "a business card said in full",
    ["Is Sam eligible for the Sapphire Reserve for Business?"],
    { cards: card("chase-sapphire-reserve-business") },
  ],
  ["the issuer's nickname and a short name", ["can I get the Citi Premier"], { cards: card("citi-strata-premier") }],
  ["which of an issuer's cards", ["which Amex card can I get?"], { cards: { about: "issuer", issuerId: "amex" } }],
  ["what cards, plural", ["what Chase cards can I get"], { cards: { about: "issuer", issuerId: "chase" } }],
  ["an issuer's nickname: Cap One", ["which Cap One cards am I eligible for"], { cards: { about: "issuer", issuerId: "capital-one" } }],
  ["BofA", ["which BofA card can I get"], { cards: { about: "issuer", issuerId: "bank-of-america" } }],
  ["which cards, every issuer", ["which cards can I get?"], { cards: { about: "issuer", issuerId: null } }],
  ["which business cards", ["which business cards can I get"], { cards: { about: "issuer", issuerId: null, kind: "business" } }],
  ["a card of an issuer", ["can I get a Chase card"], { cards: { about: "issuer", issuerId: "chase" } }],
  [
    "a name two cards share asks which",
    ["can I get the Sapphire?"],
    { question: /^Which Sapphire card do you mean: Chase Sapphire Preferred or Chase Sapphire Reserve\?$/ },
  ],
  ["the choice answered with a word", ["can I get the Sapphire?", "the Reserve"], { cards: card("chase-sapphire-reserve") }],
  [
    "'get to' is a trip",
    ["can I get to Tokyo in business from New York on March 5"],
    { origin: newYork, destination: tokyo, cabin: "business" },
  ],
  ["'get business class' is a trip", ["can I get business class from Boston to London on May 2"], { origin: ["BOS"], cabin: "business" }],
  [
    "'get first class' with Amex points is a trip",
    ["could I get first class with my Amex points, jfk to lhr March 5"],
    { origin: ["JFK"], cabin: "first", holdings: [amex, null] },
  ],
  ["Amex points to a program are not a card question", ["which Amex points go to ANA"], { question: /couldn't find an airport for 'ANA'/ }],
  ["an airline's miles are not its card", ["can I get United miles to Tokyo"], { question: questions.dates }],
  [
    "a card question keeps the trip so far",
    ["New York to London", "can I get the CSP?", "March 5"],
    { origin: newYork, destination: london, dates: ["2027-03-05", "2027-03-05"] },
  ],
];

function card(cardId: string): CardAsk {
  return { about: "card", cardId };
}

describe("understanding a trip, or a question about getting a card", () => {
  it("has a table of at least 40 phrasings", () => {
    expect(table.length).toBeGreaterThanOrEqual(40);
  });

  it.each(table)("%s", (_name, messages, expected) => {
    const result = talk(messages);
    const held = result.state.holdings ? [result.state.holdings.currencyId, result.state.holdings.amount] : null;
    if ("cards" in expected) {
      expect(result.kind, result.kind === "question" ? result.question : "").toBe("cards");
      if (result.kind === "cards") expect(result.ask).toEqual(expected.cards);
      return;
    }
    if (expected.holdings !== undefined) expect(held).toEqual(expected.holdings);
    if ("question" in expected) {
      expect(result.kind).toBe("question");
      if (result.kind === "question") expect(result.question).toMatch(expected.question);
      return;
    }
    expect(result.kind, result.kind === "question" ? result.question : "").toBe("search");
    if (result.kind !== "search") return;
    const { query } = result;
    if (expected.origin) expect(query.origin.codes).toEqual(expected.origin);
    if (expected.destination) expect(query.destination.codes).toEqual(expected.destination);
    if (expected.dates) expect([query.dates.start, query.dates.end]).toEqual(expected.dates);
    if (expected.cabin) expect(query.cabin).toBe(expected.cabin);
    if (expected.passengers !== undefined) expect(query.passengers).toBe(expected.passengers);
    if (expected.nonstop !== undefined) expect(query.nonstop).toBe(expected.nonstop);
  });
});
