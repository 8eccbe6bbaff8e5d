import { describe, expect, it } from "vitest";
import { chartBox, offerChart } from "./offer-chart";
import { compareOffer, type RecordedOffer } from "./offer-history";

const recorded = (startedOn: string, signupBonusAmount: number | null, bonusUnit: "points" | "cash" = "points"): RecordedOffer => ({
  startedOn,
  signupBonusAmount,
  bonusUnit,
  welcomeBonus: "bonus",
  minSpend: "$4,000",
  annualFee: "$95",
  source: "seed",
});

describe("offerChart", () => {
  it("draws nothing with fewer than two offers in today's unit", () => {
    expect(offerChart([recorded("2026-01-01", 60_000)], "points", "2026-11-28")).toBeUndefined();
    expect(
      offerChart(
        [recorded("2026-01-01", 60_000), recorded("2026-02-01", null), recorded("2026-03-01", 300, "cash")],
        "points",
        "2026-11-28",
      ),
    ).toBeUndefined();
  });

  it("steps from each offer's start to the next, the last to today, on a scale from zero", () => {
    const history = [recorded("2026-06-01", 100_000), recorded("2026-01-01", 50_000)];
    const chart = offerChart(history, "points", "2026-11-28")!;
    const bottom = chartBox.height - chartBox.bottom;
    const right = chartBox.width - chartBox.right;
    expect(chart.dots.map((dot) => dot.startedOn)).toEqual(["2026-01-01", "2026-06-01"]);
    expect(chart.dots[0]!.x).toBe(chartBox.left);
    // The highest offer sits a tenth below the top of the plot, and half of it half as high.
    const plot = bottom - chartBox.top;
    expect(chart.dots[1]!.y).toBeCloseTo(bottom - plot / 1.1, 0);
    expect(bottom - chart.dots[0]!.y).toBeCloseTo((bottom - chart.dots[1]!.y) / 2, 0);
    expect(chart.path).toBe(`M${chart.dots[0]!.x} ${chart.dots[0]!.y} H${chart.dots[1]!.x} V${chart.dots[1]!.y} H${right}`);
    expect(chart.yTicks.map((tick) => tick.label)).toEqual(["0", "50K", "100K"]);
    expect(chart.xLabels.map((label) => label.label)).toEqual(["January 1, 2026", "Today"]);
  });

  it("says in one sentence what it shows, with today's standing", () => {
    const history = [recorded("2026-01-01", 50_000), recorded("2026-06-01", 100_000)];
    const today = { ...history[1]!, signupBonusAmount: 100_000 };
    const chart = offerChart(history, "points", "2026-11-28", compareOffer(today, history))!;
    expect(chart.summary).toBe(
      "Welcome bonus over time: 2 recorded offers since January 1, 2026, from 50,000 points to 100,000 points. Today's offer is the highest.",
    );
  });

  it("keeps two offers on one day apart from each other in time order", () => {
    const chart = offerChart([recorded("2026-11-28", 50_000), recorded("2026-11-28", 60_000)], "points", "2026-11-28")!;
    expect(chart.dots).toHaveLength(2);
    expect(chart.path).not.toContain("NaN");
  });
});
