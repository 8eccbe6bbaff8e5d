import { describe, expect, it } from "vitest";
import { currentBonuses, isUpcoming, recentlyEnded } from "./listing";

const bonus = (from: string, startDate: string, endDate: string) => ({ from, startDate, endDate });

describe("currentBonuses", () => {
  it("keeps bonuses ending today or later, soonest-ending first", () => {
    const list = [
      bonus("Late", "2026-11-01", "2026-12-31"),
      bonus("Ended", "2026-10-01", "2026-11-22"),
      bonus("Today", "2026-11-01", "2026-11-23"),
      bonus("Soon", "2026-11-10", "2026-11-30"),
    ];
    expect(currentBonuses(list, "2026-11-23").map((entry) => entry.from)).toEqual(["Today", "Soon", "Late"]);
  });
});

describe("isUpcoming", () => {
  it("is true only when the bonus starts after today", () => {
    expect(isUpcoming(bonus("A", "2026-11-24", "2026-12-01"), "2026-11-23")).toBe(true);
    expect(isUpcoming(bonus("A", "2026-11-23", "2026-12-01"), "2026-11-23")).toBe(false);
  });
});

describe("recentlyEnded", () => {
  it("keeps bonuses that ended in the last 90 days, latest first", () => {
    const list = [
      bonus("Old", "2026-07-01", "2026-08-24"),
      bonus("Edge", "2026-07-01", "2026-08-25"),
      bonus("Yesterday", "2026-11-01", "2026-11-22"),
      bonus("Current", "2026-11-01", "2026-11-23"),
    ];
    expect(recentlyEnded(list, "2026-11-23").map((entry) => entry.from)).toEqual(["Yesterday", "Edge"]);
  });
});
