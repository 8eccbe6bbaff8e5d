import { describe, expect, it } from "vitest";
import { bookingWindow, openDays, openSlots, type AvailabilityInput } from "./availability";
import { slotLabels, slotOf, slotStart } from "./slots";

/** Monday 2026-12-07, 6:00 AM in New York (11:00 UTC, standard time). */
const mondayMorning = new Date("2026-12-07T11:00:00Z");

function rules(overrides: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    now: mondayMorning,
    horizonDays: 60,
    minimumNoticeMinutes: 120,
    takenStarts: [],
    blockedDates: [],
    blockedStarts: [],
    ...overrides,
  };
}

const times = (date: string, input: AvailabilityInput) => openSlots(date, input).map((slot) => slot.time);

describe("slot start times", () => {
  it("reads each label as New York time in standard time (UTC-5)", () => {
    expect(slotStart("2026-12-08", "8:00 AM").toISOString()).toBe("2026-12-08T13:00:00.000Z");
    expect(slotStart("2026-12-08", "5:00 PM").toISOString()).toBe("2026-12-08T22:00:00.000Z");
  });

  it("reads each label as New York time in daylight time (UTC-4)", () => {
    expect(slotStart("2026-07-01", "12:00 PM").toISOString()).toBe("2026-07-01T16:00:00.000Z");
  });

  it("switches offset across the spring change (Sunday 2026-03-08)", () => {
    expect(slotStart("2026-03-07", "8:00 AM").toISOString()).toBe("2026-03-07T13:00:00.000Z");
    expect(slotStart("2026-03-08", "8:00 AM").toISOString()).toBe("2026-03-08T12:00:00.000Z");
    expect(slotStart("2026-03-09", "8:00 AM").toISOString()).toBe("2026-03-09T12:00:00.000Z");
  });

  it("switches offset across the autumn change (Sunday 2026-11-01)", () => {
    expect(slotStart("2026-10-31", "5:00 PM").toISOString()).toBe("2026-10-31T21:00:00.000Z");
    expect(slotStart("2026-11-01", "8:00 AM").toISOString()).toBe("2026-11-01T13:00:00.000Z");
    expect(slotStart("2026-11-02", "5:00 PM").toISOString()).toBe("2026-11-02T22:00:00.000Z");
  });

  it("maps a stored start back to its day and label, and rejects off-grid times", () => {
    expect(slotOf(new Date("2026-03-09T12:00:00Z"))).toEqual({ date: "2026-03-09", time: "8:00 AM" });
    expect(slotOf(new Date("2026-12-08T22:00:00Z"))).toEqual({ date: "2026-12-08", time: "5:00 PM" });
    expect(slotOf(new Date("2026-12-08T22:30:00Z"))).toBeUndefined();
    expect(slotOf(new Date("2026-12-08T12:00:00Z"))).toBeUndefined();
  });
});

describe("open slots", () => {
  it("offers all ten slots on a free weekday, with UTC start times", () => {
    const slots = openSlots("2026-12-08", rules());
    expect(slots.map((slot) => slot.time)).toEqual([...slotLabels]);
    expect(slots[0]!.start).toBe("2026-12-08T13:00:00.000Z");
  });

  it("offers Saturdays and never Sundays", () => {
    expect(times("2026-12-12", rules())).toHaveLength(10);
    expect(times("2026-12-13", rules())).toEqual([]);
  });

  it("offers the DST change weeks on New York time", () => {
    const march = rules({ now: new Date("2026-03-02T12:00:00Z") });
    expect(openSlots("2026-03-07", march)[0]!.start).toBe("2026-03-07T13:00:00.000Z");
    expect(times("2026-03-08", march)).toEqual([]);
    expect(openSlots("2026-03-09", march)[0]!.start).toBe("2026-03-09T12:00:00.000Z");
  });

  it("drops slots that have started or start within the minimum notice", () => {
    // 9:30 AM in New York: 8 and 9 have started; 10 and 11 start within two hours.
    const now = new Date("2026-12-08T14:30:00Z");
    expect(times("2026-12-08", rules({ now }))).toEqual(slotLabels.slice(4));
    expect(times("2026-12-08", rules({ now, minimumNoticeMinutes: 0 }))).toEqual(slotLabels.slice(2));
    // Exactly the notice away is still offered.
    expect(times("2026-12-08", rules({ now: new Date("2026-12-08T13:00:00Z") }))[0]).toBe("10:00 AM");
  });

  it("offers nothing in the past or beyond the horizon", () => {
    expect(times("2026-12-05", rules())).toEqual([]);
    expect(bookingWindow(rules({ horizonDays: 10 }))).toEqual({ first: "2026-12-07", last: "2026-12-17" });
    expect(times("2026-12-17", rules({ horizonDays: 10 }))).toHaveLength(10);
    expect(times("2026-12-18", rules({ horizonDays: 10 }))).toEqual([]);
  });

  it("uses the New York day for today, not the UTC day", () => {
    // 11 PM Monday in New York is already Tuesday in UTC.
    const lateMonday = new Date("2026-12-08T04:00:00Z");
    expect(bookingWindow(rules({ now: lateMonday })).first).toBe("2026-12-07");
  });

  it("drops taken and blocked slots and blocked days", () => {
    const input = rules({
      takenStarts: [slotStart("2026-12-08", "10:00 AM")],
      blockedStarts: [slotStart("2026-12-08", "3:00 PM")],
      blockedDates: ["2026-12-09"],
    });
    const tuesday = times("2026-12-08", input);
    expect(tuesday).toHaveLength(8);
    expect(tuesday).not.toContain("10:00 AM");
    expect(tuesday).not.toContain("3:00 PM");
    expect(times("2026-12-09", input)).toEqual([]);
  });
});

describe("open days", () => {
  it("lists only days with an open slot: no Sundays, no fully booked days", () => {
    const fullyBooked = slotLabels.map((time) => slotStart("2026-12-10", time));
    const days = openDays(rules({ horizonDays: 7, takenStarts: fullyBooked })).map((day) => day.date);
    expect(days).toEqual(["2026-12-07", "2026-12-08", "2026-12-09", "2026-12-11", "2026-12-12", "2026-12-14"]);
  });

  it("leaves today out once its last slot is within the notice", () => {
    const evening = new Date("2026-12-07T21:30:00Z");
    expect(openDays(rules({ now: evening, horizonDays: 1 })).map((day) => day.date)).toEqual(["2026-12-08"]);
  });
});
