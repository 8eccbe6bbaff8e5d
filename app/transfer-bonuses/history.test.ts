import { describe, expect, it } from "vitest";
import { lastDayRun, median, newestFirst, pairStatistics } from "./history";

const bonus = (from: string, to: string, percent: number | null, startDate: string, endDate: string) => ({
  from,
  to,
  percent,
  startDate,
  endDate,
});
const pair = (entry: { from: string; to: string }) => ({ currency: entry.from, program: entry.to });

describe("median", () => {
  it("is the middle value, the mean of the two middle ones for an even count, and null for none", () => {
    expect(median([30, 15, 50])).toBe(30);
    expect(median([25, 30, 40, 50])).toBe(35);
    expect(median([25, 30])).toBe(28); // 27.5 rounds up
    expect(median([])).toBeNull();
  });

  it("does not reorder the caller's list", () => {
    const values = [50, 10, 30];
    median(values);
    expect(values).toEqual([50, 10, 30]);
  });
});

describe("lastDayRun", () => {
  it("is the end for an ended bonus, today for a running one, and nothing for one not started", () => {
    expect(lastDayRun(bonus("A", "X", 30, "2026-01-01", "2026-01-31"), "2026-11-26")).toBe("2026-01-31");
    expect(lastDayRun(bonus("A", "X", 30, "2026-11-01", "2026-12-31"), "2026-11-26")).toBe("2026-11-26");
    expect(lastDayRun(bonus("A", "X", 30, "2026-12-01", "2026-12-31"), "2026-11-26")).toBeUndefined();
  });
});

describe("pairStatistics", () => {
  const today = "2026-11-26";
  const list = [
    bonus("Chase", "Virgin", 30, "2025-01-01", "2025-01-31"),
    bonus("Chase", "Virgin", 50, "2025-06-01", "2025-06-30"),
    bonus("Chase", "Virgin", 40, "2026-02-01", "2026-02-28"),
    bonus("Amex", "Virgin", 30, "2026-11-01", "2026-12-15"),
    bonus("Amex", "Hilton", null, "2024-03-01", "2024-03-31"),
  ];

  it("counts each currency and program pair, with its typical and best percentage and the last day one ran", () => {
    const stats = pairStatistics(list, pair, today);
    expect(stats).toEqual([
      { currency: "Chase", program: "Virgin", count: 3, typicalPercent: 40, bestPercent: 50, lastSeen: "2026-02-28" },
      { currency: "Amex", program: "Virgin", count: 1, typicalPercent: 30, bestPercent: 30, lastSeen: today },
      { currency: "Amex", program: "Hilton", count: 1, typicalPercent: null, bestPercent: null, lastSeen: "2024-03-31" },
    ]);
  });

  it("keeps pairs apart that share a currency or a program", () => {
    const stats = pairStatistics(list, pair, today);
    expect(stats.filter((line) => line.program === "Virgin").map((line) => line.currency)).toEqual(["Chase", "Amex"]);
  });

  it("dates a pair announced but not started by its start", () => {
    const stats = pairStatistics([bonus("Citi", "Flying Blue", 25, "2026-12-05", "2026-12-31")], pair, today);
    expect(stats[0]).toMatchObject({ count: 1, lastSeen: "2026-12-05" });
  });

  it("is empty for no bonuses", () => {
    expect(pairStatistics([], pair, today)).toEqual([]);
  });
});

describe("newestFirst", () => {
  it("lists the latest-starting bonus first", () => {
    const list = [bonus("B", "X", 30, "2025-01-01", "2025-01-31"), bonus("A", "X", 30, "2026-01-01", "2026-01-31")];
    expect(newestFirst(list).map((entry) => entry.from)).toEqual(["A", "B"]);
  });
});
