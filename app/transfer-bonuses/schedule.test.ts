import { describe, expect, it } from "vitest";
import { defaultSchedule, describeSchedule, isScheduledHour, parseSchedule } from "./schedule";

describe("isScheduledHour", () => {
  const monday6am = { enabled: true, weekday: 1, hour: 6 };

  it("matches the weekday and hour in New York, not UTC", () => {
    // Monday 23 Nov 2026, 06:30 in New York is 11:30 UTC.
    expect(isScheduledHour(monday6am, new Date("2026-11-23T11:30:00Z"))).toBe(true);
    expect(isScheduledHour(monday6am, new Date("2026-11-23T06:30:00Z"))).toBe(false);
    expect(isScheduledHour(monday6am, new Date("2026-11-24T11:30:00Z"))).toBe(false);
  });

  it("never matches when the schedule is off", () => {
    expect(isScheduledHour({ ...monday6am, enabled: false }, new Date("2026-11-23T11:30:00Z"))).toBe(false);
  });
});

describe("parseSchedule", () => {
  it("keeps a valid schedule and falls back to the default otherwise", () => {
    expect(parseSchedule({ enabled: false, weekday: 5, hour: 23 })).toEqual({ enabled: false, weekday: 5, hour: 23 });
    expect(parseSchedule({ enabled: true, weekday: 7, hour: 1 })).toEqual(defaultSchedule);
    expect(parseSchedule(undefined)).toEqual(defaultSchedule);
  });
});

describe("describeSchedule", () => {
  it("says when it runs", () => {
    expect(describeSchedule({ enabled: true, weekday: 1, hour: 6 })).toBe("Every Monday at 6:00 AM (New York time)");
    expect(describeSchedule({ enabled: true, weekday: 0, hour: 12 })).toBe("Every Sunday at 12:00 PM (New York time)");
    expect(describeSchedule({ enabled: false, weekday: 0, hour: 0 })).toBe("Off");
  });
});
