import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { randomLinkKey } from "./link-key";

/**
 * A visitor's account (issue 30): beside the admins', never inside them. No password: a visitor
 * proves the address with an emailed code, or signs in with a passkey added after that. Created on the first
 * correct code; `lastSeenAt` drives retention (unused for 24 months: warned, then deleted).
 */
export const visitorAccounts = pgTable(
  "visitor_accounts",
  {
    id: serial("id").primaryKey(),
    /** Trimmed and lower-cased, so one address is one account. */
    email: text("email").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the "your account will be deleted" email was queued; cleared when the visitor comes back. */
    retentionWarnedAt: timestamp("retention_warned_at", { withTimezone: true }),
    /**
     * Drawn afresh, by triggers on the wallet's tables, whenever any of the account's wallet rows
     * is written: a copy of the wallet kept in memory is current while its stamp is (decision 077).
     */
    walletStamp: uuid("wallet_stamp").notNull().defaultRandom(),
    /** Keys the account's one-click links (turning balance reminders off from the email). */
    linkKey: text("link_key").notNull().default(randomLinkKey),
    /** Balance-expiry reminders (issue 32) are on unless the visitor turned them off. */
    balanceReminders: boolean("balance_reminders").notNull().default(true),
  },
  (table) => [index("visitor_accounts_last_seen_idx").on(table.lastSeenAt)],
);

export const visitorSessions = pgTable(
  "visitor_sessions",
  {
    /** SHA-256 of the cookie's random id: a leaked table cannot be replayed as cookies. */
    idHash: text("id_hash").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => visitorAccounts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent at sign-in, cut to a bounded length, for the session list. */
    userAgent: text("user_agent"),
  },
  (table) => [index("visitor_sessions_account_id_idx").on(table.accountId)],
);

/**
 * One emailed sign-in code. Only a keyed hash of the code is kept (six digits are too few for a
 * plain hash to hide them). `attempts` counts wrong tries; the row is spent when `usedAt` is set.
 */
export const visitorSignInCodes = pgTable(
  "visitor_sign_in_codes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("visitor_sign_in_codes_expires_idx").on(table.expiresAt)],
);

/**
 * A visitor's passkey (decision 072): it signs in alone, so it is a discoverable credential made
 * with user verification. The credential id is unique across every account: a sign-in finds the
 * account by it. Public key (COSE, base64url), counter and transports are what a check needs.
 */
export const visitorPasskeys = pgTable(
  "visitor_passkeys",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => visitorAccounts.id, { onDelete: "cascade" }),
    /** The visitor's own name for it ("Phone", "Laptop"). */
    name: text("name").notNull(),
    credentialId: text("credential_id").notNull().unique(),
    publicKey: text("public_key").notNull(),
    signCount: integer("sign_count").notNull().default(0),
    transports: jsonb("transports").$type<string[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("visitor_passkeys_account_id_idx").on(table.accountId)],
);
