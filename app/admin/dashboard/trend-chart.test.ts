import { describe, expect, it } from "vitest";
import { trendBox, trendChart } from "./trend-chart";

const series = [
  { day: "2026-03-01", count: 0 },
  { day: "2026-03-02", count: 5 },
  { day: "2026-03-03", count: 10 },
  { day: "2026-03-04", count: 2 },
];

describe("trendChart", () => {
  it("draws the busiest day full height and an empty day as a hairline", () => {
    const { bars } = trendChart("Page views", series, 2);
    expect(bars[2]).toMatchObject({ height: trendBox.height, y: 0 });
    expect(bars[0]).toMatchObject({ height: 1, y: trendBox.height - 1 });
    expect(bars[1]!.height).toBe(trendBox.height / 2);
  });

  it("lays the bars side by side across the box and marks the recent days", () => {
    const { bars } = trendChart("Page views", series, 2);
    expect(bars.map((bar) => bar.x)).toEqual([0.5, 60.5, 120.5, 180.5]);
    expect(bars.map((bar) => bar.recent)).toEqual([false, false, true, true]);
    expect(bars.at(-1)!.x + bars.at(-1)!.width).toBeLessThanOrEqual(trendBox.width);
  });

  it("sums the series up in one sentence", () => {
    expect(trendChart("Page views", series).summary).toBe(
      "Page views per day, March 1, 2026 to March 4, 2026: 17 in all, the most on March 3, 2026 (10).",
    );
    expect(trendChart("Requests", [{ day: "2026-03-01", count: 0 }]).summary).toBe(
      "Requests per day, March 1, 2026 to March 1, 2026: none.",
    );
  });
});
