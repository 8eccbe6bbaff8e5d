import { describe, expect, it } from "vitest";
import { builtInCatalog } from "~/points/content.server";
import { placeFinder } from "./airport-data.server";
import type { AwardCard } from "./award-results";
import { carriersServing, programBooks, type RouteEnds } from "./carriers";
import { knownCarriers } from "./carriers.server";
import { adviceSentence, cardsForHoldings, pointsAdvice } from "./points-answer";
import { bonusFor, partnerFor, pointsForAward, programsReachingRoute } from "./points-reach";
import { programs as providerPrograms } from "./programs";
import { testPoints } from "./test-points";

const places = placeFinder();
const route = (origin: string[], destination: string[]): RouteEnds => ({
  origin,
  destination,
  countryOf: (code) => places.countryOf(code),
});
const newYorkTokyo = route(["JFK", "EWR", "LGA"], ["HND", "NRT"]);
const newYorkLondon = route(["JFK", "EWR", "LGA"], ["LHR", "LGW"]);
const amex = "amex-membership-rewards";
const chase = "chase-ultimate-rewards";

describe("which carriers serve a route", () => {
  it("counts carriers with a hub at either end, and a regional carrier only where it flies", () => {
    const codes = carriersServing(knownCarriers(), newYorkTokyo).map((carrier) => carrier.code);
    expect(codes.sort()).toEqual(["AA", "DL", "JL", "NH", "UA"]);
    // JetBlue flies from New York to London but not to Tokyo.
    expect(carriersServing(knownCarriers(), newYorkLondon).map((carrier) => carrier.code)).toEqual(
      expect.arrayContaining(["B6", "BA", "VS", "AA", "DL", "UA"]),
    );
  });

  it("lets a program book its own carriers and its alliance's, and a program in no alliance only its own", () => {
    const [united, emirates] = ["united-mileageplus", "emirates-skywards"].map((id) => testPoints().programs.find((p) => p.id === id)!);
    const ana = knownCarriers().find((carrier) => carrier.code === "NH")!;
    const emiratesCarrier = knownCarriers().find((carrier) => carrier.code === "EK")!;
    expect(programBooks(united!, ana)).toBe(true);
    expect(programBooks(emirates!, ana)).toBe(false);
    expect(programBooks(emirates!, emiratesCarrier)).toBe(true);
  });

  it("knows every carrier a catalog program names, and every provider program it maps is in the catalog", () => {
    const known = new Set(knownCarriers().map((carrier) => carrier.code));
    const catalog = builtInCatalog();
    expect(catalog.programs.flatMap((program) => program.carriers).filter((code) => !known.has(code))).toEqual([]);
    const ids = new Set(catalog.programs.map((program) => program.id));
    const mapped = Object.values(providerPrograms).flatMap((program) => (program.catalogId ? [program.catalogId] : []));
    expect(mapped.filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe("which programs reach a route from a currency", () => {
  it("lists Amex's partners that book New York to Tokyo, today's bonus first, never one that cannot fly it", () => {
    const reaches = programsReachingRoute(testPoints(), amex, knownCarriers(), newYorkTokyo);
    const ids = reaches.map((reach) => reach.program.id);
    expect(ids[0]).toBe("aeroplan");
    expect(reaches[0]!.bonus).toMatchObject({ percent: 30 });
    expect(ids).toEqual(expect.arrayContaining(["ana-mileage-club", "delta-skymiles", "flying-blue", "avios-british-airways"]));
    // JetBlue, Emirates and Etihad are Amex partners whose airlines do not serve this route.
    for (const absent of ["jetblue-trueblue", "emirates-skywards", "etihad-guest", "united-mileageplus"]) expect(ids).not.toContain(absent);
    expect(reaches.find((reach) => reach.program.id === "ana-mileage-club")!.carriers.map((c) => c.code)).toEqual(["UA", "NH"]);
  });

  it("reaches United from Chase but not from Amex", () => {
    const ids = (currency: string) => programsReachingRoute(testPoints(), currency, knownCarriers(), newYorkTokyo).map((r) => r.program.id);
    expect(ids(chase)).toContain("united-mileageplus");
    expect(ids(amex)).not.toContain("united-mileageplus");
  });

  it("says each figure's source and date, and what the visitor's balance becomes", () => {
    const advice = pointsAdvice(testPoints(), { currencyId: amex, amount: 120_000 }, knownCarriers(), newYorkTokyo, {
      origin: "New York",
      destination: "Tokyo",
    })!;
    expect(advice.heading).toMatch(
      /^Your 120,000 American Express Membership Rewards points transfer to \d+ programs that can book New York to Tokyo$/,
    );
    const aeroplan = advice.programs[0]!;
    expect(aeroplan).toMatchObject({
      program: "Air Canada Aeroplan",
      ratio: "Ratio 1:1, 1:1.3 with today's 30% bonus (until Tue, Dec 15, 2026)",
      conversion: "10,000 points become 10,000 with Air Canada Aeroplan; with today's 30% bonus, 13,000.",
      yours: "Your 120,000 points can become 120,000 with Air Canada Aeroplan (156,000 with today's bonus).",
    });
    expect(aeroplan.ratioSource.href).toMatch(/^https:\/\//);
    expect(aeroplan.ratioSource.freshness).toMatch(/^checked \w{3}, \w{3} \d{1,2}, \d{4}$/);
    expect(advice.bonusSource).toEqual({
      label: "Bonus: our transfer-bonus list",
      href: "/transfer-bonuses",
      freshness: "updated Mon, Nov 23, 2026",
    });
    expect(advice.note).toMatch(/not live seat availability/);
    expect(adviceSentence(advice)).toMatch(/^Your 120,000 .* New York to Tokyo: Air Canada Aeroplan, [^.]+ and \d+ more\.$/);
  });

  it("has no bonus when none is published today", () => {
    const points = testPoints([]);
    expect(bonusFor(points, amex, "aeroplan")).toBeNull();
    const advice = pointsAdvice(points, { currencyId: amex, amount: null }, knownCarriers(), newYorkTokyo, {
      origin: "A",
      destination: "B",
    })!;
    expect(advice.bonusSource).toBeNull();
    expect(advice.programs.every((line) => line.yours === null && !line.ratio.includes("bonus"))).toBe(true);
  });
});

describe("points after a bonus, with minimums and increments", () => {
  const points = testPoints();
  const partner = { ...partnerFor(points, amex, "aeroplan")!, minimum: 1_000, increment: 1_000 };

  it("divides by the bonus ratio and rounds up to the next increment", () => {
    // 60,000 / 1.3 = 46,153.8 points, moved in thousands: 47,000, which give 61,100 miles.
    expect(pointsForAward(points, partner, bonusFor(points, amex, "aeroplan"), 60_000)).toEqual({ points: 47_000, miles: 61_100 });
    expect(pointsForAward(points, partner, null, 60_000)).toEqual({ points: 60_000, miles: 60_000 });
  });

  it("never moves less than the minimum", () => {
    expect(pointsForAward(points, { ...partner, minimum: 5_000 }, null, 2_500)).toEqual({ points: 5_000, miles: 5_000 });
  });
});

describe("award results for the visitor's currency", () => {
  const card = (sourceKey: string, program: string, miles: number): AwardCard => ({
    id: `${sourceKey}-${miles}`,
    date: "2027-03-05",
    dateText: "Fri, Mar 5, 2027",
    route: "JFK → HND",
    program,
    sourceKey,
    bookUrl: "https://example.com/",
    miles,
    milesText: `${miles} miles`,
    taxesText: "$56.00 taxes and fees",
    seats: 2,
    nonstop: true,
    airlines: "NH",
    seenText: "seen 3 h ago",
  });

  it("keeps the programs the currency reaches and says the transfer for every traveller", () => {
    const cards = [
      card("aeroplan", "Air Canada Aeroplan", 60_000),
      card("united", "United MileagePlus", 65_000),
      card("smiles", "GOL Smiles", 1),
    ];
    const filtered = cardsForHoldings(testPoints(), { currencyId: amex, amount: 100_000 }, cards, 2);
    expect(filtered.dropped).toBe(2);
    expect(filtered.cards).toHaveLength(1);
    expect(filtered.cards[0]!.transfer).toMatchObject({
      // 120,000 miles for two at 1:1.3: 92,308 points, in thousands 93,000.
      text: "Transfer 93,000 American Express Membership Rewards points to Air Canada Aeroplan (1:1.3 with today's 30% bonus) for 2 travellers.",
      balance: "You hold 100,000: enough.",
    });
    expect(filtered.cards[0]!.transfer!.ratioSource.freshness).toMatch(/^checked /);
  });

  it("says how many points are missing", () => {
    const filtered = cardsForHoldings(
      testPoints([]),
      { currencyId: amex, amount: 50_000 },
      [card("aeroplan", "Air Canada Aeroplan", 60_000)],
      1,
    );
    expect(filtered.cards[0]!.transfer!.balance).toBe("You hold 50,000: 10,000 short.");
  });
});
