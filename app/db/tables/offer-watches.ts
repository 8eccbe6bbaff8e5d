import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { dealOfferHistory } from "./deal-offer-history";
import { deals } from "./deals";
import { outbox } from "./email";
import { randomLinkKey } from "./link-key";
import { visitorAccounts } from "./visitor-accounts";

/**
 * "Tell me when" (issue 32): a reader asks for one email when a card's welcome bonus reaches an
 * amount. A signed-in visitor's watch belongs to the account (and goes with it); anyone else's
 * waits for the emailed confirmation link (`confirmedAt` null) so nobody can sign a stranger up.
 * Personal data: the address; erased, exported and kept by retention like the other alerts.
 */
export const offerWatches = pgTable(
  "offer_watches",
  {
    id: serial("id").primaryKey(),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    accountId: integer("account_id").references(() => visitorAccounts.id, { onDelete: "cascade" }),
    /** In the deal's bonus unit (points or dollars): the email goes when the bonus reaches it. */
    threshold: integer("threshold").notNull(),
    linkKey: text("link_key").notNull().default(randomLinkKey),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (table) => [
    unique("offer_watches_deal_email").on(table.dealId, table.email),
    index("offer_watches_email_idx").on(table.email),
    index("offer_watches_account_idx").on(table.accountId),
    check("offer_watches_threshold", sql`${table.threshold} > 0`),
  ],
);

/**
 * One email per (watch, offer change): the unique key makes a crossing tell a reader once across
 * instances and retries. Written in the transaction that records the change; moved to the outbox
 * at the newsletter's rate.
 */
export const offerAlerts = pgTable(
  "offer_alerts",
  {
    id: serial("id").primaryKey(),
    watchId: integer("watch_id")
      .notNull()
      .references(() => offerWatches.id, { onDelete: "cascade" }),
    historyId: integer("history_id")
      .notNull()
      .references(() => dealOfferHistory.id, { onDelete: "cascade" }),
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
  },
  (table) => [
    unique("offer_alerts_watch_change").on(table.watchId, table.historyId),
    index("offer_alerts_waiting_idx").on(table.queuedAt, table.id),
  ],
);
