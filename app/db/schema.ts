import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { admins } from "./tables/admins";
import { deals } from "./tables/deals";

export const adminSessions = pgTable(
  "admin_sessions",
  {
    /** SHA-256 of the cookie's random id: a leaked table cannot be replayed as cookies. */
    idHash: text("id_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in, cut to a bounded length, for the session list. */
    userAgent: text("user_agent"),
    /** When the password was last typed again in this session, to change second factors. */
    passwordConfirmedAt: timestamp("password_confirmed_at", { withTimezone: true }),
  },
  (table) => [index("admin_sessions_admin_id_idx").on(table.adminId)],
);

/** Fixed-window counters shared by every app instance (login attempts, later form posts). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Referral clicks per deal per day: counts only, nothing about who clicked. */
export const referralClicks = pgTable(
  "referral_clicks",
  {
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.dealId, table.day] }),
    // The dashboard sums every deal's clicks over a range of days; the key leads with the deal.
    index("referral_clicks_day_idx").on(table.day, table.dealId),
  ],
);

/**
 * Built-in content already seeded once. Seeding skips these keys, so an owner's edit or
 * deletion is never undone by the next start.
 */
export const contentSeeds = pgTable(
  "content_seeds",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/**
 * Settings the owner changes at run time (owner email, booking horizon, scraper key...), and
 * values generated once and shared by every instance (the signing secret). One row per key.
 */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// Each domain keeps its tables in its own file under ./tables; they are listed here so
// Drizzle and drizzle-kit see one schema.
export * from "./tables/admins";
export * from "./tables/deals";
export * from "./tables/email";
export * from "./tables/insights";
export * from "./tables/chat";
export * from "./tables/concierge";
export * from "./tables/transfer-bonuses";
export * from "./tables/newsletter";
export * from "./tables/strategy-session";
export * from "./tables/admin-audit";
export * from "./tables/privacy";
export * from "./tables/admin-factors";
export * from "./tables/admin-links";
export * from "./tables/points";
export * from "./tables/bonus-alerts";
export * from "./tables/admin-second-steps";
export * from "./tables/paid-calls";
export * from "./tables/visitor-accounts";
export * from "./tables/wallet";
export * from "./tables/issuer-rules";
export * from "./tables/deal-offer-history";
export * from "./tables/offer-watches";
export * from "./tables/balance-reminders";
export * from "./tables/award-watches";
