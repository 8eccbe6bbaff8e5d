import { describe, expect, it } from "vitest";
import { formatDateTime, formatIsoDate, formatLongDate, formatMonth } from "./format-date";

describe("formatLongDate", () => {
  it("writes the date as the spec does", () => {
    expect(formatLongDate(new Date("2025-07-03T15:00:00Z"))).toBe("July 3, 2025");
  });

  it("uses New York's calendar day, not UTC's", () => {
    // 02:00 UTC on the 4th is still the evening of the 3rd in New York.
    expect(formatLongDate(new Date("2025-07-04T02:00:00Z"))).toBe("July 3, 2025");
  });
});

describe("formatIsoDate", () => {
  it("shows a stored calendar date as the spec does, on that same day", () => {
    expect(formatIsoDate("2025-07-03")).toBe("July 3, 2025");
    expect(formatIsoDate("2025-01-01")).toBe("January 1, 2025");
    expect(formatIsoDate("2025-12-31")).toBe("December 31, 2025");
  });

  it("gives the same text as Intl's en-US long date, for every day of a leap year", () => {
    const intl = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
    for (let day = new Date(Date.UTC(2028, 0, 1)); day.getUTCFullYear() === 2028; day.setUTCDate(day.getUTCDate() + 1)) {
      expect(formatIsoDate(day.toISOString().slice(0, 10))).toBe(intl.format(day));
    }
  });
});

describe("formatMonth", () => {
  it("names the month and year", () => {
    expect(formatMonth("2027-01")).toBe("January 2027");
    expect(formatMonth("2026-12")).toBe("December 2026");
  });
});

describe("formatDateTime", () => {
  it("shows an instant in New York time, with the zone", () => {
    expect(formatDateTime(new Date("2026-11-23T14:40:00Z"))).toBe("Nov 23, 2026, 9:40 AM EST");
    expect(formatDateTime(new Date("2026-07-04T16:05:00Z"))).toBe("Jul 4, 2026, 12:05 PM EDT");
  });
});
