import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/*
 * First-party insights, counted per day and nothing else: no visitor id, no address, no time
 * of day. A raw event is never stored; each beacon only adds one to a daily count.
 */

export const insightPageViews = pgTable(
  "insight_page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/** Where visitors came from: the referring site's host name only. */
export const insightReferrers = pgTable(
  "insight_referrers",
  {
    day: date("day", { mode: "string" }).notNull(),
    host: text("host").notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.host] })],
);

/** Funnel events (deal viewed, apply clicked...); `deal` is the deal's slug, or '' when none applies. */
export const insightEvents = pgTable(
  "insight_events",
  {
    day: date("day", { mode: "string" }).notNull(),
    event: text("event").notNull(),
    deal: text("deal").notNull().default(""),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.event, table.deal] })],
);
