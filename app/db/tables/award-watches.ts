import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { outbox } from "./email";
import { randomLinkKey } from "./link-key";
import { visitorAccounts } from "./visitor-accounts";

/**
 * A signed-in visitor's award-space watch (issue 32): a route, a cabin, up to 60 days and a most
 * in miles. The daily job asks the provider once per distinct route, cabin and dates, within the
 * site's daily call budget. Expires after its last date; goes with the account.
 */
export const awardWatches = pgTable(
  "award_watches",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => visitorAccounts.id, { onDelete: "cascade" }),
    /** IATA airport codes, comma-separated (a metro area is stored as its airports). */
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    cabin: text("cabin").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    maxMiles: integer("max_miles").notNull(),
    /** Only programs the visitor's wallet reaches (holds, or can transfer to) today. */
    onlyReachable: boolean("only_reachable").notNull().default(false),
    linkKey: text("link_key").notNull().default(randomLinkKey),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
  },
  (table) => [
    index("award_watches_account_idx").on(table.accountId),
    index("award_watches_end_idx").on(table.endDate),
    check("award_watches_cabin", sql`${table.cabin} in ('economy', 'premium', 'business', 'first')`),
    check("award_watches_dates", sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/**
 * A seat a watch has seen: the provider's availability id, program and cabin make `seatKey`, so a
 * seat is emailed once however many days it stays listed, and by one instance.
 */
export const awardWatchSeats = pgTable(
  "award_watch_seats",
  {
    id: serial("id").primaryKey(),
    watchId: integer("watch_id")
      .notNull()
      .references(() => awardWatches.id, { onDelete: "cascade" }),
    seatKey: text("seat_key").notNull(),
    program: text("program").notNull(),
    flightDate: date("flight_date", { mode: "string" }).notNull(),
    miles: integer("miles").notNull(),
    /** As the provider gives them, e.g. "USD 5.60". */
    taxes: text("taxes"),
    /** The provider's own "seen at" time for the seat. */
    seenAt: timestamp("seen_at", { withTimezone: true }),
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
  },
  (table) => [
    unique("award_watch_seats_once").on(table.watchId, table.seatKey),
    index("award_watch_seats_waiting_idx").on(table.queuedAt, table.id),
  ],
);
