import { addDays } from "~/lib/calendar-day";
import type { InsightEvent } from "~/observability/insight-events";

/** How far back the owner's insights page looks. */
export const reportDays = 30;

/** The `count` days up to and including `today` (yyyy-MM-dd), oldest first. */
export function daysEnding(today: string, count = reportDays): string[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - (count - 1)));
}

export interface DayCount {
  day: string;
  count: number;
}

/** One entry per day, with zero for days that have no row. */
export function dailySeries(days: readonly string[], rows: readonly DayCount[]): DayCount[] {
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

/** A whole-number percentage, or null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 100) : null;
}

export interface EventRow {
  event: InsightEvent;
  /** The deal's slug, or '' for events about no deal. */
  deal: string;
  /** The deal's title when it still exists. */
  title: string | null;
  count: number;
}

export interface DealFunnel {
  slug: string;
  title: string;
  views: number;
  applies: number;
  applyRate: number | null;
}

export interface EventSummary {
  totals: Record<InsightEvent, number>;
  deals: DealFunnel[];
  /** Concierge requests submitted per form started. */
  conciergeConversion: number | null;
}

/** Totals per event, each deal's views and apply clicks (most viewed first), and form conversion. */
export function summariseEvents(rows: readonly EventRow[], topDeals = 10): EventSummary {
  const totals: Record<InsightEvent, number> = {
    deal_viewed: 0,
    apply_clicked: 0,
    concierge_started: 0,
    concierge_submitted: 0,
    session_booked: 0,
    subscribed: 0,
  };
  const deals = new Map<string, DealFunnel>();
  for (const row of rows) {
    totals[row.event] += row.count;
    if (!row.deal || (row.event !== "deal_viewed" && row.event !== "apply_clicked")) continue;
    const deal = deals.get(row.deal) ?? { slug: row.deal, title: row.title ?? row.deal, views: 0, applies: 0, applyRate: null };
    if (row.event === "deal_viewed") deal.views += row.count;
    else deal.applies += row.count;
    deals.set(row.deal, deal);
  }
  const ranked = [...deals.values()]
    .map((deal) => ({ ...deal, applyRate: percent(deal.applies, deal.views) }))
    .sort((a, b) => b.views - a.views || b.applies - a.applies || a.title.localeCompare(b.title))
    .slice(0, topDeals);
  return {
    totals,
    deals: ranked,
    conciergeConversion: percent(totals.concierge_submitted, totals.concierge_started),
  };
}
