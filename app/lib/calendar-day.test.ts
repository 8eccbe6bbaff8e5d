import { describe, expect, it } from "vitest";
import { addDays, businessDay, dayEnd, dayStart, monthGrid, shiftMonth, utcCalendarDay, weekday } from "./calendar-day";

const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe("businessDay", () => {
  it("is New York's calendar day, not UTC's", () => {
    expect(businessDay(new Date("2025-07-04T02:00:00Z"))).toBe("2025-07-03");
    expect(businessDay(new Date("2025-07-04T12:00:00Z"))).toBe("2025-07-04");
  });

  it("turns at New York's midnight on both sides of a clock change", () => {
    // 2026-03-08: clocks go forward at 2:00, the day before is still on EST (UTC-5).
    expect(businessDay(new Date("2026-03-08T04:59:59Z"))).toBe("2026-03-07");
    expect(businessDay(new Date("2026-03-08T05:00:00Z"))).toBe("2026-03-08");
    // 2026-11-01: clocks go back at 2:00, the day starts on EDT (UTC-4) and ends on EST.
    expect(businessDay(new Date("2026-11-01T03:59:59Z"))).toBe("2026-10-31");
    expect(businessDay(new Date("2026-11-01T04:00:00Z"))).toBe("2026-11-01");
    expect(businessDay(new Date("2026-11-02T04:30:00Z"))).toBe("2026-11-01");
  });

  it("answers each instant for itself, asked in any order within and across a minute", () => {
    const lastMinute = ["2026-03-08T04:59:00.000Z", "2026-03-08T04:59:59.999Z"];
    const firstMinute = ["2026-03-08T05:00:00.000Z", "2026-03-08T05:00:59.999Z"];
    for (const instant of [...lastMinute, ...firstMinute, lastMinute[1]!, firstMinute[0]!, lastMinute[0]!]) {
      expect(businessDay(new Date(instant))).toBe(lastMinute.includes(instant) ? "2026-03-07" : "2026-03-08");
    }
  });
});

describe("utcCalendarDay", () => {
  it("turns at UTC midnight, whatever New York's day is", () => {
    expect(utcCalendarDay(new Date("2026-11-27T23:59:59.999Z"))).toBe("2026-11-27");
    expect(utcCalendarDay(new Date("2026-11-28T00:00:00Z"))).toBe("2026-11-28");
    // 20:00 in New York on the 27th is already the 28th in UTC.
    expect(businessDay(new Date("2026-11-28T01:00:00Z"))).toBe("2026-11-27");
    expect(utcCalendarDay(new Date("2026-11-28T01:00:00Z"))).toBe("2026-11-28");
  });
});

describe("addDays", () => {
  it("crosses month and year ends, both ways", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2027-01-01", -90)).toBe("2026-10-03");
  });

  it("has a leap day only in leap years", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("counts whole days over a clock change", () => {
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addDays("2026-10-31", 2)).toBe("2026-11-02");
  });
});

describe("weekday", () => {
  it("numbers the days from Sunday", () => {
    expect(weekday("2026-11-22")).toBe(0);
    expect(weekday("2026-11-28")).toBe(6);
    expect(weekday("2028-02-29")).toBe(2);
  });
});

describe("dayStart and dayEnd", () => {
  it("are New York midnights as UTC instants, in summer and winter", () => {
    expect(dayStart("2026-07-01").toISOString()).toBe("2026-07-01T04:00:00.000Z");
    expect(dayEnd("2026-12-31").toISOString()).toBe("2027-01-01T05:00:00.000Z");
  });

  it("make the spring-forward day 23 hours long and the fall-back day 25", () => {
    expect(dayStart("2026-03-08").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(dayEnd("2026-03-08").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(hours(dayStart("2026-03-08"), dayEnd("2026-03-08"))).toBe(23);
    expect(hours(dayStart("2026-11-01"), dayEnd("2026-11-01"))).toBe(25);
    expect(hours(dayStart("2026-11-02"), dayEnd("2026-11-02"))).toBe(24);
  });

  it("hold exactly the instants businessDay gives that day", () => {
    for (const day of ["2026-03-08", "2026-11-01", "2028-02-29"]) {
      expect(businessDay(dayStart(day))).toBe(day);
      expect(businessDay(new Date(dayEnd(day).getTime() - 1))).toBe(day);
      expect(businessDay(dayEnd(day))).toBe(addDays(day, 1));
    }
  });
});

describe("monthGrid", () => {
  it("lays December 2026 out in Sunday-first weeks", () => {
    const weeks = monthGrid("2026-12");
    expect(weeks).toHaveLength(5);
    // December 1, 2026 is a Tuesday.
    expect(weeks[0]).toEqual([null, null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"]);
    expect(weeks[4]).toEqual(["2026-12-27", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", null, null]);
  });

  it("fills exactly four weeks for a February starting on Sunday, and shows a leap day", () => {
    expect(monthGrid("2026-02").flat()).toEqual(Array.from({ length: 28 }, (_, index) => addDays("2026-02-01", index)));
    const leap = monthGrid("2028-02").flat();
    expect(leap.filter((day) => day !== null)).toHaveLength(29);
    expect(leap.findLast((day) => day !== null)).toBe("2028-02-29");
  });
});

describe("shiftMonth", () => {
  it("moves across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-01", 13)).toBe("2027-02");
  });
});
