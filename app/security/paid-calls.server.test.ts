import { Writable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { paidServiceCalls, settings } from "~/db/schema";
import { createLogger, logger, setLogger } from "~/observability/logger.server";
import { openTestDatabase } from "../../tests/integration/test-database";
import { claimPaidCall, configurePaidCallCeilings, dailyCeiling, paidCallUse, saveDailyCeiling } from "./paid-calls.server";

let dispose: () => Promise<void>;
const logged: string[] = [];
const previousLogger = logger();
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  setLogger(createLogger("warn", stream));
});
afterAll(async () => {
  setLogger(previousLogger);
  await dispose();
});
beforeEach(async () => {
  configurePaidCallCeilings({ "seats-aero": 500, firecrawl: 100 });
  await db().delete(paidServiceCalls);
  await db().delete(settings);
  logged.length = 0;
});

const noon = new Date("2026-11-27T12:00:00Z");
const claims = (count: number, now = noon) => Array.from({ length: count }, () => claimPaidCall("firecrawl", now));

describe("the daily ceiling on paid calls", () => {
  it("allows the ceiling's calls in a UTC day and refuses the next, counting and logging the first refusal once", async () => {
    await saveDailyCeiling("firecrawl", 3);
    const outcomes = [];
    for (let call = 0; call < 5; call++) outcomes.push(await claimPaidCall("firecrawl", noon));
    expect(outcomes).toEqual([true, true, true, false, false]);
    expect(await db().select().from(paidServiceCalls)).toEqual([{ service: "firecrawl", day: "2026-11-27", calls: 3, refused: 2 }]);
    const warnings = logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(warnings).toEqual([
      expect.objectContaining({
        paidService: "firecrawl",
        day: "2026-11-27",
        ceiling: 3,
        msg: expect.stringMatching(/Firecrawl daily ceiling/),
      }),
    ]);
  });

  it("starts again at midnight UTC and counts each service on its own", async () => {
    await saveDailyCeiling("firecrawl", 1);
    expect(await claimPaidCall("firecrawl", new Date("2026-11-27T23:59:59Z"))).toBe(true);
    expect(await claimPaidCall("firecrawl", new Date("2026-11-27T23:59:59Z"))).toBe(false);
    expect(await claimPaidCall("firecrawl", new Date("2026-11-28T00:00:00Z"))).toBe(true);
    expect(await claimPaidCall("seats-aero", new Date("2026-11-27T23:59:59Z"))).toBe(true);
  });

  it("lets exactly the ceiling through when claims race at its edge", async () => {
    await saveDailyCeiling("firecrawl", 5);
    expect(await Promise.all(claims(3))).toEqual([true, true, true]);
    // Two left, twelve asking at once (on PostgreSQL, over the pool's separate connections).
    const raced = await Promise.all(claims(12));
    expect(raced.filter(Boolean)).toHaveLength(2);
    expect((await paidCallUse("firecrawl", noon)).days[0]).toEqual({ day: "2026-11-27", calls: 5, refused: 10 });
  });

  it("refuses every call at a ceiling of 0, and holds a lowered ceiling at once", async () => {
    await saveDailyCeiling("firecrawl", 0);
    expect(await claimPaidCall("firecrawl", noon)).toBe(false);
    await saveDailyCeiling("firecrawl", 2);
    expect(await Promise.all(claims(2))).toEqual([true, true]);
    await saveDailyCeiling("firecrawl", 1);
    expect(await claimPaidCall("firecrawl", noon)).toBe(false);
  });

  it("takes the configured ceiling until the admin saves one", async () => {
    configurePaidCallCeilings({ firecrawl: 7 });
    expect(await dailyCeiling("firecrawl")).toEqual({ ceiling: 7, source: "environment" });
    await saveDailyCeiling("firecrawl", 40);
    expect(await dailyCeiling("firecrawl")).toEqual({ ceiling: 40, source: "saved" });
  });

  it("reports the last seven UTC days of use, today first", async () => {
    await Promise.all(claims(2));
    await claimPaidCall("firecrawl", new Date("2026-11-25T08:00:00Z"));
    const use = await paidCallUse("firecrawl", noon);
    expect(use).toMatchObject({ service: "firecrawl", ceiling: 100, source: "environment" });
    expect(use.days.map((day) => [day.day, day.calls])).toEqual([
      ["2026-11-27", 2],
      ["2026-11-26", 0],
      ["2026-11-25", 1],
      ["2026-11-24", 0],
      ["2026-11-23", 0],
      ["2026-11-22", 0],
      ["2026-11-21", 0],
    ]);
  });
});
