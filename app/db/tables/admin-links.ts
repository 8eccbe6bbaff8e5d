import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { admins } from "./admins";

/**
 * The single-use links sent by email: a password reset (for an admin) and an invitation (to an
 * address). Only a SHA-256 hash of each link's secret is kept, so a leaked table opens nothing;
 * `used_at` is set in the same statement that accepts the link, so it works once across instances.
 */
export const adminLinkTokens = pgTable(
  "admin_link_tokens",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<"reset" | "invitation">().notNull(),
    secretHash: text("secret_hash").notNull(),
    /** The account a reset is for; removing the admin removes its links. */
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "cascade" }),
    /** The address an invitation is for (lower-cased). */
    email: text("email"),
    /** Who sent an invitation, copied so the list still says so after that admin is removed. */
    invitedBy: text("invited_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    check("admin_link_tokens_kind", sql`${table.kind} in ('reset', 'invitation')`),
    check(
      "admin_link_tokens_target",
      sql`(${table.kind} = 'reset' and ${table.adminId} is not null) or (${table.kind} = 'invitation' and ${table.email} is not null)`,
    ),
    index("admin_link_tokens_admin_idx").on(table.adminId),
    index("admin_link_tokens_email_idx").on(table.email),
  ],
);
