import { describe, expect, it } from "vitest";
import { scheduleLine, scrapeLine, unsentLine } from "./health";

const now = new Date("2026-11-23T15:00:00Z");

describe("unsentLine", () => {
  it("says nothing waits, or how long the oldest has, warning once it is stuck", () => {
    expect(unsentLine(undefined, now)).toEqual({ text: "No email is waiting to be sent.", warn: false });
    expect(unsentLine(new Date("2026-11-23T14:58:00Z"), now)).toEqual({
      text: "The oldest unsent email has waited 2 minutes (since Nov 23, 2026, 9:58 AM EST).",
      warn: false,
    });
    expect(unsentLine(new Date("2026-11-23T12:00:00Z"), now).text).toContain("waited 3 hours");
    expect(unsentLine(new Date("2026-11-23T12:00:00Z"), now).warn).toBe(true);
    expect(unsentLine(new Date("2026-11-20T15:00:00Z"), now).text).toContain("waited 3 days");
  });
});

describe("scrapeLine", () => {
  const run = { startedAt: now, finishedAt: now, stage: "complete", found: 12, published: true, error: null };

  it("gives the last run's result", () => {
    expect(scrapeLine(undefined).text).toBe("No transfer-bonus scrape has run yet.");
    expect(scrapeLine(run)).toEqual({
      text: "Last transfer-bonus scrape Nov 23, 2026, 10:00 AM EST: found 12 bonuses, published.",
      warn: false,
    });
    expect(scrapeLine({ ...run, published: false }).text).toContain("found 12 bonuses, waiting for review.");
    expect(scrapeLine({ ...run, finishedAt: null, stage: "scraping" }).text).toContain("still running.");
  });

  it("warns when it failed or was not published for a reason", () => {
    expect(scrapeLine({ ...run, stage: "failed", found: null, published: false, error: "The page did not load." })).toEqual({
      text: "Last transfer-bonus scrape Nov 23, 2026, 10:00 AM EST: failed (The page did not load.).",
      warn: true,
    });
    expect(scrapeLine({ ...run, published: false, error: "Too few bonuses." }).warn).toBe(true);
  });
});

describe("scheduleLine", () => {
  it("lists the next runs in New York time", () => {
    expect(scheduleLine([{ name: "nightly-backup", at: new Date("2026-11-24T08:41:00Z") }]).text).toBe(
      "Next scheduled jobs: nightly-backup Nov 24, 2026, 3:41 AM EST.",
    );
    expect(scheduleLine([]).text).toContain("No scheduled jobs");
  });
});
