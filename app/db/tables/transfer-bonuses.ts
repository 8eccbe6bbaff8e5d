import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Every transfer bonus ever published. A publish replaces the public list: bonuses missing
 * from the new list get `removedAt`; bonuses that simply ended stay for 'Recently ended'.
 */
export const transferBonuses = pgTable(
  "transfer_bonuses",
  {
    /** Spec rule: lower-cased source plus the first 20 characters of the details, hyphenated. */
    id: text("id").primaryKey(),
    from: text("from_program").notNull(),
    details: text("details").notNull(),
    partner: text("partner"),
    percent: smallint("percent"),
    targeted: boolean("targeted").notNull().default(false),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last publish that listed it: the newest value is the list's last successful update. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when a publish no longer listed it. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (table) => [index("transfer_bonuses_end_date_idx").on(table.endDate)],
);

export type ScrapeTrigger = "manual" | "schedule" | "webhook";
/** The admin's progress bar follows these: 25, 50, 75, 100. */
export type ScrapeStage = "initializing" | "scraping" | "parsing" | "complete" | "failed";

/** One scrape: its progress while it runs, then its result or the error it ended with. */
export const transferBonusRuns = pgTable(
  "transfer_bonus_runs",
  {
    id: serial("id").primaryKey(),
    trigger: text("trigger").$type<ScrapeTrigger>().notNull(),
    stage: text("stage").$type<ScrapeStage>().notNull().default("initializing"),
    /** "firecrawl" (the scraping service) or "direct" (the page's own HTML). */
    mode: text("mode").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    found: integer("found"),
    /** The bonuses read, in the site's shape, kept so the admin can review and publish them. */
    results: jsonb("results").$type<unknown[]>(),
    published: boolean("published").notNull().default(false),
    /** Why it failed, or why an automatic run did not publish (shown to the admin). */
    error: text("error"),
  },
  (table) => [
    index("transfer_bonus_runs_started_idx").on(table.startedAt),
    // One run at a time across every instance: a second unfinished run cannot be inserted.
    uniqueIndex("transfer_bonus_runs_one_active_idx")
      .on(sql`(${table.finishedAt} is null)`)
      .where(sql`${table.finishedAt} is null`),
  ],
);
