import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeApiKey, startFakeSeatsAero, type FakeSeatsAero } from "../../tests/support/seats-aero-fake";
import { searchCachedAwards } from "./seats-aero.server";
import { exampleTrip } from "./test-trip";

let fake: FakeSeatsAero;
beforeAll(async () => {
  fake = await startFakeSeatsAero();
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.mode = "results";
  fake.requests.length = 0;
});

const config = () => ({ apiKey: fakeApiKey, baseUrl: fake.url, timeoutMs: 500 });

describe("the seats.aero cached search client", () => {
  it("sends the trip as the Partner API's query with the key in Partner-Authorization", async () => {
    const outcome = await searchCachedAwards(exampleTrip({ nonstop: true }), config());
    expect(outcome.ok).toBe(true);
    const [request] = fake.requests;
    expect(request?.authorization).toBe(fakeApiKey);
    expect(request?.url.pathname).toBe("/partnerapi/search");
    expect(Object.fromEntries(request!.url.searchParams)).toMatchObject({
      origin_airport: "JFK,EWR,LGA",
      destination_airport: "LHR,LGW,STN,LCY,LTN",
      start_date: "2027-03-05",
      end_date: "2027-03-05",
      cabin: "business",
      only_direct_flights: "true",
    });
  });

  it("returns the availability records", async () => {
    const outcome = await searchCachedAwards(exampleTrip(), config());
    expect(outcome.ok && outcome.records).toHaveLength(4);
  });

  it("returns no records when nothing is cached", async () => {
    fake.mode = "empty";
    expect(await searchCachedAwards(exampleTrip(), config())).toEqual({ ok: true, records: [] });
  });

  it("reports a refused key (401) as unauthorized", async () => {
    expect(await searchCachedAwards(exampleTrip(), { ...config(), apiKey: "wrong-key" })).toEqual({ ok: false, problem: "unauthorized" });
  });

  it("reports 429 as rate limited", async () => {
    fake.mode = "rate-limited";
    expect(await searchCachedAwards(exampleTrip(), config())).toEqual({ ok: false, problem: "rate-limited" });
  });

  it("gives up after the timeout", async () => {
    fake.mode = "hang";
    const started = Date.now();
    expect(await searchCachedAwards(exampleTrip(), config())).toEqual({ ok: false, problem: "timeout" });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("reports an unreachable host as unavailable", async () => {
    expect(await searchCachedAwards(exampleTrip(), { ...config(), baseUrl: "http://127.0.0.1:9/partnerapi" })).toEqual({
      ok: false,
      problem: "unavailable",
    });
  });
});
