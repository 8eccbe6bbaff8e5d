import type { TripQuery } from "./trip";

/** The example trip, for tests: business, New York to London, March 5. */
export function exampleTrip(overrides: Partial<TripQuery> = {}): TripQuery {
  return {
    origin: { label: "New York", codes: ["JFK", "EWR", "LGA"] },
    destination: { label: "London", codes: ["LHR", "LGW", "STN", "LCY", "LTN"] },
    dates: { start: "2027-03-05", end: "2027-03-05" },
    cabin: "business",
    passengers: 1,
    nonstop: false,
    ...overrides,
  };
}
