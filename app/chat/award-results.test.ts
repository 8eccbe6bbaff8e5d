import { describe, expect, it } from "vitest";
import { availabilityRecord } from "../../tests/support/seats-aero-fake";
import { awardCards, maxCards } from "./award-results";
import { exampleTrip } from "./test-trip";

const now = new Date("2026-11-23T15:00:00Z");
const seen = new Date("2026-11-23T12:00:00Z");

describe("award cards", () => {
  it("shows the asked cabin's miles, taxes, seats, stops and freshness, with the program's booking link", () => {
    const [card] = awardCards([availabilityRecord("JFK", "LHR", "2027-03-05", 0, seen)], exampleTrip(), now);
    expect(card).toMatchObject({
      date: "2027-03-05",
      dateText: "Fri, Mar 5, 2027",
      route: "JFK → LHR",
      program: "Air Canada Aeroplan",
      bookUrl: "https://www.aircanada.com/aeroplan/redeem",
      miles: 60_000,
      milesText: "60,000 miles",
      taxesText: "$56.00 taxes and fees",
      seats: 1,
      nonstop: true,
      seenText: "seen 3 h ago",
    });
  });

  it("reads the economy fields for economy", () => {
    const [card] = awardCards([availabilityRecord("JFK", "LHR", "2027-03-05", 0, seen)], exampleTrip({ cabin: "economy" }), now);
    expect(card?.miles).toBe(30_000);
  });

  it("sorts cheapest first and keeps at most ten", () => {
    const records = Array.from({ length: 14 }, (_, i) => availabilityRecord("JFK", "LHR", "2027-03-05", 13 - i, seen));
    const cards = awardCards(records, exampleTrip(), now);
    expect(cards).toHaveLength(maxCards);
    expect(cards.map((card) => card.miles)).toEqual([...cards.map((card) => card.miles)].sort((a, b) => a - b));
    expect(cards[0]?.miles).toBe(60_000);
  });

  it("drops connections when nonstop was asked, and too few seats for the party", () => {
    const records = [0, 1, 2, 3].map((i) => availabilityRecord("JFK", "LHR", "2027-03-05", i, seen));
    expect(awardCards(records, exampleTrip({ nonstop: true }), now).every((card) => card.nonstop)).toBe(true);
    expect(awardCards(records, exampleTrip({ passengers: 3 }), now).map((card) => card.seats)).toEqual([3, 4]);
  });

  it("skips records without space in the cabin and records that are not availability", () => {
    const closed = { ...availabilityRecord("JFK", "LHR", "2027-03-05", 0, seen), JAvailable: false, JAvailableRaw: false };
    expect(awardCards([closed, { nonsense: true }, null], exampleTrip(), now)).toEqual([]);
  });

  it("names an unknown program as given and links the provider's search", () => {
    const [card] = awardCards([{ ...availabilityRecord("JFK", "LHR", "2027-03-05", 0, seen), Source: "newprogram" }], exampleTrip(), now);
    expect(card).toMatchObject({ program: "newprogram", bookUrl: "https://seats.aero/search" });
  });
});
