import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { admins } from "./admins";

/**
 * A sign-in whose password was right and whose second step is pending. The browser holds a
 * random id; only its SHA-256 is kept, and the row is deleted when the step completes, so the
 * signing key alone (or a copy of this table) can never stand in for a typed password.
 */
export const adminSecondSteps = pgTable(
  "admin_second_steps",
  {
    idHash: text("id_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    mode: text("mode").$type<"verify" | "enrol">().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("admin_second_steps_mode", sql`${table.mode} in ('verify', 'enrol')`),
    index("admin_second_steps_admin_idx").on(table.adminId),
  ],
);
