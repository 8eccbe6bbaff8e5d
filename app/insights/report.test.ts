import { describe, expect, it } from "vitest";
import { dailySeries, daysEnding, percent, summariseEvents, type EventRow } from "./report";

describe("daysEnding", () => {
  it("lists the 30 days up to today, oldest first, across a month end", () => {
    const days = daysEnding("2026-03-02");
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-02-01");
    expect(days.slice(-3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});

describe("dailySeries", () => {
  it("fills days without counts with zero and ignores rows outside the range", () => {
    const days = ["2026-11-21", "2026-11-22", "2026-11-23"];
    expect(
      dailySeries(days, [
        { day: "2026-11-22", count: 4 },
        { day: "2026-10-01", count: 9 },
      ]),
    ).toEqual([
      { day: "2026-11-21", count: 0 },
      { day: "2026-11-22", count: 4 },
      { day: "2026-11-23", count: 0 },
    ]);
  });
});

describe("percent", () => {
  it("rounds, and has no value without a whole", () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBeNull();
  });
});

describe("summariseEvents", () => {
  const rows: EventRow[] = [
    { event: "deal_viewed", deal: "venture", title: "Venture 75K", count: 10 },
    { event: "deal_viewed", deal: "venture", title: "Venture 75K", count: 10 },
    { event: "apply_clicked", deal: "venture", title: "Venture 75K", count: 5 },
    { event: "deal_viewed", deal: "sapphire", title: "Sapphire 100K", count: 40 },
    { event: "apply_clicked", deal: "gone", title: null, count: 2 },
    { event: "concierge_started", deal: "", title: null, count: 8 },
    { event: "concierge_submitted", deal: "", title: null, count: 2 },
    { event: "subscribed", deal: "", title: null, count: 3 },
  ];

  it("adds up each event over every row", () => {
    const { totals } = summariseEvents(rows);
    expect(totals).toEqual({
      deal_viewed: 60,
      apply_clicked: 7,
      concierge_started: 8,
      concierge_submitted: 2,
      session_booked: 0,
      subscribed: 3,
    });
  });

  it("ranks deals by views with their apply-click rate", () => {
    expect(summariseEvents(rows).deals).toEqual([
      { slug: "sapphire", title: "Sapphire 100K", views: 40, applies: 0, applyRate: 0 },
      { slug: "venture", title: "Venture 75K", views: 20, applies: 5, applyRate: 25 },
      { slug: "gone", title: "gone", views: 0, applies: 2, applyRate: null },
    ]);
    expect(summariseEvents(rows, 1).deals.map((deal) => deal.slug)).toEqual(["sapphire"]);
  });

  it("gives the concierge form's conversion", () => {
    expect(summariseEvents(rows).conciergeConversion).toBe(25);
    expect(summariseEvents([]).conciergeConversion).toBeNull();
  });
});
