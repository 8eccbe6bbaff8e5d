import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Erased addresses, kept only as a keyed hash (HMAC-SHA-256 with the app secret over the trimmed,
 * lower-cased address, `app/security/suppression.server.ts`), so a later import or addition by the
 * owner is recognised and refused without the address itself being kept.
 */
export const privacySuppressions = pgTable("privacy_suppressions", {
  hash: text("hash").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Single-use links a visitor asked for at /privacy/my-data. Only a SHA-256 of the token is kept;
 * `usedAt` is set when the link is opened, which starts a short session for that address.
 */
export const privacyLinks = pgTable(
  "privacy_links",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("privacy_links_expires_idx").on(table.expiresAt)],
);

export const privacyRequestStatuses = ["pending", "erased"] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];

/**
 * Erasure requests made through a self-service link. The owner confirms a pending one, or the
 * daily job erases it once it is older than the "erase automatically after" setting (0: never). Once erased,
 * the address is removed and only the dates stay, as a record that the request was honoured.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    status: text("status").$type<PrivacyRequestStatus>().notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** "owner" or "schedule". */
    completedBy: text("completed_by"),
  },
  (table) => [
    check("privacy_requests_status", sql`${table.status} in ('pending', 'erased')`),
    index("privacy_requests_status_idx").on(table.status, table.requestedAt),
  ],
);

/**
 * One row per day the retention job ran. The unique day is the claim: the first instance to insert
 * it does the work in the same transaction, so the job runs once a day across every instance.
 */
export const privacyRetentionRuns = pgTable("privacy_retention_runs", {
  id: serial("id").primaryKey(),
  day: date("day", { mode: "string" }).notNull().unique(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  /** Rows deleted or anonymised, per table. */
  touched: jsonb("touched").$type<Record<string, number>>().notNull().default({}),
  total: integer("total").notNull().default(0),
});
