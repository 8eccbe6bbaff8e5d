import { describe, expect, it } from "vitest";
import { matchingSeats, readSeat } from "./seat-matches";

function record(overrides: Record<string, unknown> = {}) {
  return {
    ID: "av-1",
    Route: { OriginAirport: "JFK", DestinationAirport: "LHR" },
    Date: "2026-12-05",
    Source: "aeroplan",
    TaxesCurrency: "USD",
    ComputedLastSeen: "2026-11-28T09:15:00Z",
    JAvailable: true,
    JMileageCostRaw: 60_000,
    JMileageCost: "60000",
    JTotalTaxes: 5_600,
    YAvailable: false,
    YMileageCostRaw: 30_000,
    ...overrides,
  };
}
const wanted = { cabin: "business" as const, startDate: "2026-12-01", endDate: "2026-12-20", maxMiles: 70_000 };

describe("readSeat", () => {
  it("reads the cabin's miles, taxes and the provider's seen-at time", () => {
    expect(readSeat(record(), "business")).toEqual({
      seatKey: "av-1:aeroplan:business",
      program: "aeroplan",
      flightDate: "2026-12-05",
      miles: 60_000,
      taxes: "USD 56.00",
      seenAt: new Date("2026-11-28T09:15:00Z"),
    });
  });

  it("is no seat when the cabin has no space or no price, or the record is not one", () => {
    expect(readSeat(record(), "economy")).toBeUndefined();
    expect(readSeat(record({ JMileageCostRaw: 0, JMileageCost: "" }), "business")).toBeUndefined();
    expect(readSeat("nonsense", "business")).toBeUndefined();
    expect(readSeat(record({ Date: "soon" }), "business")).toBeUndefined();
  });

  it("reads the text fields when the raw ones are missing, and no taxes as none", () => {
    expect(readSeat(record({ JMileageCostRaw: undefined, JTotalTaxes: 0, ComputedLastSeen: undefined }), "business")).toMatchObject({
      miles: 60_000,
      taxes: null,
      seenAt: null,
    });
  });
});

describe("matchingSeats", () => {
  it("keeps seats at most the watch's miles within its dates", () => {
    const records = [
      record(),
      record({ ID: "dear", JMileageCostRaw: 70_001 }),
      record({ ID: "early", Date: "2026-11-30" }),
      record({ ID: "late", Date: "2026-12-21" }),
      record({ ID: "edge", Date: "2026-12-20", JMileageCostRaw: 70_000 }),
    ];
    expect(matchingSeats(records, wanted).map((seat) => seat.seatKey)).toEqual(["av-1:aeroplan:business", "edge:aeroplan:business"]);
  });

  it("lists a seat once however often the provider repeats it", () => {
    expect(matchingSeats([record(), record()], wanted)).toHaveLength(1);
  });

  it("keeps only the reachable programs when asked", () => {
    const records = [record(), record({ ID: "av-2", Source: "united" })];
    expect(matchingSeats(records, wanted, new Set(["united"])).map((seat) => seat.program)).toEqual(["united"]);
    expect(matchingSeats(records, wanted, new Set())).toEqual([]);
  });
});
