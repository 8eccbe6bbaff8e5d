import { describe, expect, it } from "vitest";
import { changeText, dailySeries, earliestDay, percentChange, periodEndingOn, totalIn } from "./periods";

describe("periods", () => {
  it("compares the last 7 days ending today with the 7 before", () => {
    expect(periodEndingOn("2026-03-10", 7)).toEqual({
      length: 7,
      current: { first: "2026-03-04", last: "2026-03-10" },
      previous: { first: "2026-02-25", last: "2026-03-03" },
    });
  });

  it("crosses a year end, and the longest period sets the first day read", () => {
    expect(periodEndingOn("2026-01-15", 30).previous).toEqual({ first: "2025-11-17", last: "2025-12-16" });
    expect(earliestDay("2026-01-15")).toBe("2025-11-17");
  });
});

describe("counts", () => {
  const counts = [
    { day: "2026-03-01", count: 2 },
    { day: "2026-03-03", count: 5 },
    { day: "2026-03-03", count: 1 },
    { day: "2026-03-09", count: 4 },
  ];

  it("totals a range, both ends included", () => {
    expect(totalIn(counts, { first: "2026-03-01", last: "2026-03-03" })).toBe(8);
    expect(totalIn(counts, { first: "2026-03-02", last: "2026-03-08" })).toBe(6);
  });

  it("fills missing days with zero", () => {
    expect(dailySeries(counts, { first: "2026-03-02", last: "2026-03-04" })).toEqual([
      { day: "2026-03-02", count: 0 },
      { day: "2026-03-03", count: 6 },
      { day: "2026-03-04", count: 0 },
    ]);
  });
});

describe("change", () => {
  it("is a whole percentage of the period before", () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(9, 10)).toBe(-10);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(3, 0)).toBeNull();
  });

  it("reads as words", () => {
    expect(changeText(15, 10)).toBe("up 50%");
    expect(changeText(0, 4)).toBe("down 100%");
    expect(changeText(2, 2)).toBe("no change");
    expect(changeText(1001, 1000)).toBe("about the same");
    expect(changeText(1, 0)).toBe("new");
  });
});
