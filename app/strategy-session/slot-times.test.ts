import { describe, expect, it } from "vitest";
import { calendarDate, isoFromCalendar, localTimeLabel } from "./slot-times";

describe("visitor's local time", () => {
  it("is left out for a visitor on Eastern time", () => {
    expect(localTimeLabel("2026-12-08T15:00:00.000Z", "America/New_York")).toBeUndefined();
    expect(localTimeLabel("2026-12-08T15:00:00.000Z", "America/Toronto")).toBeUndefined();
  });

  it("is given with its zone for a visitor elsewhere, including the weekday when the day changes", () => {
    expect(localTimeLabel("2026-12-08T15:00:00.000Z", "America/Los_Angeles")).toBe("Tue, 7:00 AM PST");
    expect(localTimeLabel("2026-12-08T22:00:00.000Z", "Asia/Tokyo")).toBe("Wed, 7:00 AM GMT+9");
  });
});

describe("calendar dates", () => {
  it("round-trips a day through the calendar's local Date", () => {
    expect(isoFromCalendar(calendarDate("2026-03-08"))).toBe("2026-03-08");
  });
});
