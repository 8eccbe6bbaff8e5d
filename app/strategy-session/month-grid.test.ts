import { describe, expect, it } from "vitest";
import { monthGrid, monthLabel, shiftMonth } from "./month-grid";

describe("month grid", () => {
  it("lays December 2026 out in Sunday-first weeks", () => {
    const weeks = monthGrid("2026-12");
    expect(weeks).toHaveLength(5);
    // December 1, 2026 is a Tuesday.
    expect(weeks[0]).toEqual([null, null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
    expect(weeks[4]).toEqual(["2026-12-27", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null]);
  });

  it("moves across years and names months", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(monthLabel("2027-01")).toBe("January 2027");
  });
});
