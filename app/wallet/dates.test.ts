import { describe, expect, it } from "vitest";
import { addMonths, isDay, isMonth, monthOf } from "./dates";

describe("addMonths", () => {
  it.each([
    ["2026-01-15", 1, "2026-02-15"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-03-31", 1, "2026-04-30"],
    ["2026-08-31", 1, "2026-09-30"],
    ["2026-12-31", 1, "2027-01-31"],
    ["2026-11-30", 3, "2027-02-28"],
    ["2024-02-29", 12, "2025-02-28"],
    ["2024-02-29", 48, "2028-02-29"],
    ["2026-05-23", 36, "2029-05-23"],
    ["2026-01-31", 18, "2027-07-31"],
    ["2026-11-27", 0, "2026-11-27"],
    ["2026-03-31", -1, "2026-02-28"],
    ["2026-01-15", -1, "2025-12-15"],
    ["2100-01-29", 1, "2100-02-28"],
    ["2000-01-29", 1, "2000-02-29"],
  ])("%s plus %i months is %s", (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it("refuses a day that is not yyyy-MM-dd or a fraction of a month", () => {
    expect(() => addMonths("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addMonths("11/27/2026", 1)).toThrow(RangeError);
    expect(() => addMonths("2026-11-27", 1.5)).toThrow(RangeError);
  });
});

describe("isDay and isMonth", () => {
  it("accept real days and months only", () => {
    expect(["2026-11-27", "2028-02-29", "2000-02-29"].filter(isDay)).toHaveLength(3);
    expect(["2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "2026-1-5", " 2026-11-27", ""].filter(isDay)).toEqual([]);
    expect(["2026-01", "2026-12"].filter(isMonth)).toHaveLength(2);
    expect(["2026-13", "2026-00", "2026-1", "26-01", "2026-01-01"].filter(isMonth)).toEqual([]);
  });

  it("monthOf takes the month of a day", () => {
    expect(monthOf("2026-11-27")).toBe("2026-11");
  });
});
