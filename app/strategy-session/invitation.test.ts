import { describe, expect, it } from "vitest";
import { sessionInvitation } from "./invitation";
import { slotStart } from "./slots";

describe("session invitation", () => {
  it("starts at the slot's UTC time and lasts an hour", () => {
    const ics = sessionInvitation({
      bookingId: 7,
      start: slotStart("2026-12-08", "10:00 AM"),
      siteHost: "example.com",
      description: "Your one-hour review.",
    });
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("DTSTART:20261208T150000Z");
    expect(ics).toContain("DURATION:PT60M");
    expect(ics).toContain("UID:strategy-session-7@example.com");
    expect(ics).toContain("SUMMARY:Points Strategy Session");
    expect(ics).toContain("STATUS:CONFIRMED");
  });

  it("is written in daylight time as 14:00 UTC for 10:00 AM in July", () => {
    const ics = sessionInvitation({ bookingId: 1, start: slotStart("2026-07-01", "10:00 AM"), siteHost: "x", description: "" });
    expect(ics).toContain("DTSTART:20260701T140000Z");
  });

  it("cancels the same event", () => {
    const ics = sessionInvitation({
      bookingId: 7,
      start: slotStart("2026-12-08", "10:00 AM"),
      siteHost: "example.com",
      description: "",
      cancelled: true,
    });
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("UID:strategy-session-7@example.com");
  });
});
