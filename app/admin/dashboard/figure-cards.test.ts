import { describe, expect, it } from "vitest";
import { strategySessionPriceCents } from "~/config/business";
import { dollars, figureCards, type FigureKey } from "./figure-cards";

const empty: Record<FigureKey, { day: string; count: number }[]> = {
  requests: [],
  booked: [],
  paid: [],
  gained: [],
  lost: [],
  clicks: [],
  views: [],
};

describe("figureCards", () => {
  const today = "2026-03-31";
  const daily = {
    ...empty,
    requests: [
      { day: "2026-03-31", count: 2 }, // today: both periods
      { day: "2026-03-25", count: 1 }, // first day of the 7
      { day: "2026-03-24", count: 4 }, // the 7 before
      { day: "2026-03-01", count: 3 }, // the 30 before
    ],
    paid: [{ day: "2026-03-30", count: 2 }],
  };
  const cards = figureCards(daily, today);

  it("totals each period against the one before, with the change in words", () => {
    const requests = cards.find((card) => card.key === "requests")!;
    expect(requests.periods).toEqual([
      { length: 7, current: 3, previous: 4, change: "down 25%" },
      { length: 30, current: 7, previous: 3, change: "up 133%" },
    ]);
    expect(requests.href).toBe("/admin/requests");
  });

  it("gives paid sessions their amount", () => {
    const paid = cards.find((card) => card.key === "paid")!;
    expect(paid.periods[0]!.amountCents).toEqual({ current: 2 * strategySessionPriceCents, previous: 0 });
    expect(paid.periods[0]!.change).toBe("new");
  });

  it("charts the last 30 days, one bar a day", () => {
    const requests = cards.find((card) => card.key === "requests")!;
    expect(requests.series).toHaveLength(30);
    expect(requests.series[0]!.day).toBe("2026-03-02");
    expect(requests.chart.bars.at(-1)).toMatchObject({ day: today, count: 2, recent: true });
  });

  it("writes whole dollars", () => {
    expect(dollars(124_500)).toBe("$1,245");
  });
});
