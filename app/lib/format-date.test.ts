import { describe, expect, it } from "vitest";
import { formatLongDate } from "./format-date";

describe("formatLongDate", () => {
  it("writes the date as the spec does", () => {
    expect(formatLongDate(new Date("2025-07-03T15:00:00Z"))).toBe("July 3, 2025");
  });

  it("uses New York's calendar day, not UTC's", () => {
    // 02:00 UTC on the 4th is still the evening of the 3rd in New York.
    expect(formatLongDate(new Date("2025-07-04T02:00:00Z"))).toBe("July 3, 2025");
  });
});
