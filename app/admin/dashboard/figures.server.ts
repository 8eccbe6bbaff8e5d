import { sql, type SQL } from "drizzle-orm";
import { businessTimeZone } from "~/config/business";
import { db } from "~/db/database.server";
import { addDays, businessDay, dayEnd, dayStart } from "~/lib/calendar-day";
import { figureCards, figureDefinitions, type FigureKey } from "./figure-cards";
import type { TopDealRow } from "./figures-section";
import { changeText, earliestDay, type DayCount } from "./periods";

export type DailyFigures = Record<FigureKey, DayCount[]>;

export interface TopDeal {
  id: number;
  title: string;
  current: number;
  previous: number;
}

/** A timestamp's New York business day, as the yyyy-MM-dd text the day columns hold. */
const nyDay = (column: string) => sql.raw(`to_char(${column} at time zone '${businessTimeZone}', 'YYYY-MM-DD')`);

/**
 * Every daily count the dashboard shows, for the 60 days its two 30-day periods cover, in one
 * statement: each part is bounded by the first day (an index range on its day or created_at
 * column) and grouped by day, so the rows returned are at most 7 x 60 whatever the history.
 * Bookings count when made: "booked" leaves out a held checkout and one that expired unpaid;
 * "paid" is those of them paid. Subscribers gained are those no longer waiting to confirm.
 */
export async function dailyFigures(now = new Date()): Promise<DailyFigures> {
  const result = await db().execute<{ figure: FigureKey; day: string; count: string | number }>(dailyFiguresStatement(now));
  const figures = Object.fromEntries(figureDefinitions.map(({ key }) => [key, [] as DayCount[]])) as DailyFigures;
  for (const row of result.rows) figures[row.figure].push({ day: row.day, count: Number(row.count) });
  return figures;
}

/** The statement itself, so the benchmark can ask the database for its plan. */
export function dailyFiguresStatement(now: Date): SQL {
  const today = businessDay(now);
  const first = earliestDay(today);
  const from = dayStart(first).toISOString();
  const until = dayEnd(today).toISOString();
  const last = today;
  return sql`
    select 'requests' as figure, ${nyDay("created_at")} as day, count(*) as count from concierge_requests
      where created_at >= ${from} and created_at < ${until} group by 2
    union all
    select 'booked', ${nyDay("created_at")}, count(*) from strategy_bookings
      where created_at >= ${from} and created_at < ${until} and status not in ('held', 'expired') group by 2
    union all
    select 'paid', ${nyDay("created_at")}, count(*) from strategy_bookings
      where created_at >= ${from} and created_at < ${until} and status not in ('held', 'expired') and payment_status = 'paid' group by 2
    union all
    select 'gained', ${nyDay("created_at")}, count(*) from subscribers
      where created_at >= ${from} and created_at < ${until} and status <> 'pending' group by 2
    union all
    select 'lost', day, sum(count) from newsletter_unsubscribes where day >= ${first} and day <= ${last} group by day
    union all
    select 'clicks', day::text, sum(count) from referral_clicks where day >= ${first} and day <= ${last} group by day
    union all
    select 'views', day::text, sum(count) from insight_page_views where day >= ${first} and day <= ${last} group by day
  `;
}

/**
 * The five deals with the most referral clicks in the last `days` days, with their clicks in the
 * days before, read over the day index and cut to five in the database.
 */
export async function topDeals(days: number, now = new Date()): Promise<TopDeal[]> {
  const today = businessDay(now);
  const currentFirst = addDays(today, 1 - days);
  const previousFirst = addDays(currentFirst, -days);
  const result = await db().execute<{ id: number; title: string; current: string | number; previous: string | number }>(sql`
    select deals.id, deals.title, clicks.current, clicks.previous
    from (
      select deal_id,
        coalesce(sum(count) filter (where day >= ${currentFirst}), 0) as current,
        coalesce(sum(count) filter (where day < ${currentFirst}), 0) as previous
      from referral_clicks
      where day >= ${previousFirst} and day <= ${today}
      group by deal_id
    ) clicks
    join deals on deals.id = clicks.deal_id
    where clicks.current > 0
    order by clicks.current desc, deals.id
    limit 5
  `);
  return result.rows.map((row) => ({ id: Number(row.id), title: row.title, current: Number(row.current), previous: Number(row.previous) }));
}

/** The oldest message still waiting to be sent, for "is anything wrong" (the status index's first row). */
export async function oldestUnsent(): Promise<Date | undefined> {
  const result = await db().execute<{ created_at: string | Date }>(
    sql`select created_at from outbox where status = 'queued' order by created_at limit 1`,
  );
  const row = result.rows[0];
  return row ? new Date(row.created_at) : undefined;
}

/** Everything "how are we doing" shows: the figures with their charts, and the top deals of each period. */
export async function dashboardFigures(now = new Date()) {
  const [daily, lastWeek, lastMonth] = await Promise.all([dailyFigures(now), topDeals(7, now), topDeals(30, now)]);
  const withChange = (deal: TopDeal): TopDealRow => ({ ...deal, change: changeText(deal.current, deal.previous) });
  return {
    cards: figureCards(daily, businessDay(now)),
    topDeals: [
      { days: 7, rows: lastWeek.map(withChange) },
      { days: 30, rows: lastMonth.map(withChange) },
    ],
  };
}
