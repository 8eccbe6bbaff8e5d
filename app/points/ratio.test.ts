import { describe, expect, it } from "vitest";
import { effectiveRatio, formatRatio, milesFor, milesPerPoint, parseRatio, pointsNeeded, transferablePoints } from "./ratio";

describe("milesFor", () => {
  it("credits whole miles, rounding down", () => {
    expect(milesFor({ from: 1, to: 1 }, 1000)).toBe(1000);
    expect(milesFor({ from: 5, to: 3 }, 1000)).toBe(600);
    expect(milesFor({ from: 5, to: 3 }, 1001)).toBe(600);
    expect(milesFor({ from: 1000, to: 800 }, 2500)).toBe(2000);
    expect(milesFor({ from: 1, to: 2 }, 1500)).toBe(3000);
  });

  it("adds a bonus on the partner side", () => {
    expect(milesFor({ from: 1, to: 1 }, 10_000, 30)).toBe(13_000);
    expect(milesFor({ from: 1000, to: 800 }, 1000, 25)).toBe(1000);
    expect(milesFor({ from: 5, to: 3 }, 1000, 30)).toBe(780);
  });
});

describe("pointsNeeded", () => {
  it("is the miles themselves at 1:1 in 1,000-point steps", () => {
    expect(pointsNeeded({ from: 1, to: 1 }, 60_000, { minimum: 1000, increment: 1000 })).toEqual({ points: 60_000, miles: 60_000 });
    expect(pointsNeeded({ from: 1, to: 1 }, 60_500, { minimum: 1000, increment: 1000 })).toEqual({ points: 61_000, miles: 61_000 });
  });

  it("handles uneven ratios (5:3, 1000:800, 1:2)", () => {
    expect(pointsNeeded({ from: 5, to: 3 }, 600)).toEqual({ points: 1000, miles: 600 });
    expect(pointsNeeded({ from: 5, to: 3 }, 601)).toEqual({ points: 1002, miles: 601 });
    expect(pointsNeeded({ from: 5, to: 3 }, 601, { increment: 1000 })).toEqual({ points: 2000, miles: 1200 });
    expect(pointsNeeded({ from: 1000, to: 800 }, 40_000, { increment: 1000 })).toEqual({ points: 50_000, miles: 40_000 });
    expect(pointsNeeded({ from: 1, to: 2 }, 25_001)).toEqual({ points: 12_501, miles: 25_002 });
  });

  it("never goes below the minimum", () => {
    expect(pointsNeeded({ from: 1, to: 1 }, 100, { minimum: 1000, increment: 1000 })).toEqual({ points: 1000, miles: 1000 });
    expect(pointsNeeded({ from: 1, to: 1 }, 100, { minimum: 250 })).toEqual({ points: 250, miles: 250 });
  });

  it("rounds up to a whole increment after the minimum", () => {
    expect(pointsNeeded({ from: 1, to: 1 }, 2600, { minimum: 1000, increment: 250 })).toEqual({ points: 2750, miles: 2750 });
  });

  it("asks for fewer points with a bonus", () => {
    expect(pointsNeeded({ from: 1, to: 1 }, 13_000, { increment: 1000 }, 30)).toEqual({ points: 10_000, miles: 13_000 });
    expect(pointsNeeded({ from: 1000, to: 800 }, 1000, {}, 25)).toEqual({ points: 1000, miles: 1000 });
  });

  it("is null for no miles or nonsense", () => {
    expect(pointsNeeded({ from: 1, to: 1 }, 0)).toBeNull();
    expect(pointsNeeded({ from: 1, to: 1 }, 1.5)).toBeNull();
    expect(pointsNeeded({ from: 0, to: 1 }, 10)).toBeNull();
  });
});

describe("transferablePoints", () => {
  it("moves only whole increments of a balance, and nothing below the minimum", () => {
    expect(transferablePoints(120_500, { minimum: 1_000, increment: 1_000 })).toBe(120_000);
    expect(transferablePoints(900, { minimum: 1_000, increment: 1_000 })).toBe(0);
    expect(transferablePoints(1_234, { minimum: null, increment: null })).toBe(1_234);
    expect(transferablePoints(1_234)).toBe(1_234);
  });
});

describe("effectiveRatio", () => {
  it("applies the bonus to the partner side", () => {
    expect(formatRatio(effectiveRatio({ from: 1, to: 1 }, 30))).toBe("1:1.3");
    expect(formatRatio(effectiveRatio({ from: 1000, to: 800 }, 25))).toBe("1000:1000");
    expect(formatRatio(effectiveRatio({ from: 1, to: 2 }, 25))).toBe("1:2.5");
    expect(formatRatio(effectiveRatio({ from: 5, to: 3 }, 30))).toBe("5:3.9");
    expect(formatRatio(effectiveRatio({ from: 3, to: 2 }, 15))).toBe("3:2.3");
    expect(formatRatio(effectiveRatio({ from: 1, to: 1 }, 0))).toBe("1:1");
  });
});

describe("formatRatio, parseRatio, milesPerPoint", () => {
  it("writes and reads ratios as published", () => {
    expect(formatRatio({ from: 1000, to: 800 })).toBe("1000:800");
    expect(parseRatio("1,000:800")).toEqual({ from: 1000, to: 800 });
    expect(parseRatio(" 5 : 3 ")).toEqual({ from: 5, to: 3 });
    expect(parseRatio("1:0")).toBeNull();
    expect(parseRatio("1:1.3")).toBeNull();
    expect(parseRatio("abc")).toBeNull();
  });

  it("compares ratios by miles per point", () => {
    expect(milesPerPoint({ from: 1000, to: 800 })).toBe(0.8);
    expect(milesPerPoint({ from: 1, to: 2 })).toBe(2);
  });
});
