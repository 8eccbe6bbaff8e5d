import { describe, expect, it } from "vitest";
import { nextRuns } from "./next-runs";

describe("nextRuns", () => {
  const now = new Date("2026-03-07T12:00:00Z"); // 07:00 in New York, the day before clocks go forward

  it("reads each cron in its own time zone, across a clock change", () => {
    const runs = nextRuns([{ name: "nightly-backup", cron: "41 3 * * *", timezone: "America/New_York" }], now, 5);
    // 03:41 on March 8 is after 02:00, when New York moves to UTC-4.
    expect(runs).toEqual([{ name: "nightly-backup", at: new Date("2026-03-08T07:41:00Z") }]);
  });

  it("takes UTC for a schedule without a zone, sorts soonest first and keeps the first few", () => {
    const runs = nextRuns(
      [
        { name: "daily", cron: "0 6 * * *", timezone: null },
        { name: "every-minute", cron: "* * * * *", timezone: null },
        { name: "hourly", cron: "5 * * * *", timezone: "UTC" },
      ],
      now,
      2,
    );
    expect(runs).toEqual([
      { name: "every-minute", at: new Date("2026-03-07T12:01:00Z") },
      { name: "hourly", at: new Date("2026-03-07T12:05:00Z") },
    ]);
  });

  it("leaves out a cron it cannot read", () => {
    expect(nextRuns([{ name: "broken", cron: "not a cron", timezone: null }], now, 5)).toEqual([]);
  });
});
