import { and, desc, eq, gte, lte, sql, sum } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { db } from "~/db/database.server";
import { deals, insightEvents, insightPageViews, insightReferrers } from "~/db/schema";
import type { InsightEvent } from "~/observability/insight-events";
import { dailySeries, daysEnding, reportDays, summariseEvents, type DayCount, type EventSummary } from "./report";

export interface KeyCount {
  key: string;
  count: number;
}

export interface InsightsReport {
  days: DayCount[];
  totalViews: number;
  topPaths: KeyCount[];
  topReferrers: KeyCount[];
  events: EventSummary;
}

const topRows = 10;

/** The owner's view of the last 30 days (business days, New York) ending `today`. */
export async function insightsReport(today: string): Promise<InsightsReport> {
  const range = daysEnding(today, reportDays);
  const first = range[0]!;
  const inRange = (day: PgColumn) => and(gte(day, first), lte(day, today));
  const total = (count: PgColumn) => sql<number>`${sum(count)}::int`;

  const [perDay, topPaths, topReferrers, events] = await Promise.all([
    db()
      .select({ day: insightPageViews.day, count: total(insightPageViews.count) })
      .from(insightPageViews)
      .where(inRange(insightPageViews.day))
      .groupBy(insightPageViews.day),
    db()
      .select({ key: insightPageViews.path, count: total(insightPageViews.count) })
      .from(insightPageViews)
      .where(inRange(insightPageViews.day))
      .groupBy(insightPageViews.path)
      .orderBy(desc(sql`2`), insightPageViews.path)
      .limit(topRows),
    db()
      .select({ key: insightReferrers.host, count: total(insightReferrers.count) })
      .from(insightReferrers)
      .where(inRange(insightReferrers.day))
      .groupBy(insightReferrers.host)
      .orderBy(desc(sql`2`), insightReferrers.host)
      .limit(topRows),
    db()
      .select({ event: insightEvents.event, deal: insightEvents.deal, title: deals.title, count: total(insightEvents.count) })
      .from(insightEvents)
      .leftJoin(deals, eq(deals.slug, insightEvents.deal))
      .where(inRange(insightEvents.day))
      .groupBy(insightEvents.event, insightEvents.deal, deals.title),
  ]);

  const days = dailySeries(range, perDay);
  return {
    days,
    totalViews: days.reduce((sum, day) => sum + day.count, 0),
    topPaths,
    topReferrers,
    events: summariseEvents(events.map((row) => ({ ...row, event: row.event as InsightEvent }))),
  };
}
