import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** In its own file so the tables that refer to it (factors, links) import it without a cycle through schema.ts. */
export const admins = pgTable("admins", {
  id: serial("id").primaryKey(),
  /** Stored lower-cased so look-ups are case-insensitive. */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Device cookies issued before this no longer count as this account's known browser (a reset, a sign-out everywhere). */
  devicesRevokedAt: timestamp("devices_revoked_at", { withTimezone: true }),
});
