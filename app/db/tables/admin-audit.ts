import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What each admin did, and every sign-in attempt: append-only, enforced by a trigger that refuses
 * every UPDATE and every DELETE but the retention job's (migration 0020, docs/security-admin.md). The admin's id and email are copied, not referenced, so an entry still says who acted
 * after that account changes or is removed.
 */
export const adminAuditEntries = pgTable(
  "admin_audit_entries",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null when nobody was signed in (a failed sign-in). */
    adminId: integer("admin_id"),
    adminEmail: text("admin_email"),
    kind: text("kind").notNull(),
    summary: text("summary").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    /** The client address as the site trusts it (TRUST_PROXY, decision 031); null from the command line. */
    ip: text("ip"),
    /**
     * Keyed hashes (HMAC-SHA256 under a key derived from the app secret) of every email address
     * the entry names; the text itself shows them masked (`a***@example.com`), so the privacy
     * finder matches a person here without the log ever holding the address.
     */
    personHashes: text("person_hashes").array(),
  },
  (table) => [
    index("admin_audit_entries_admin_idx").on(table.adminId, table.id),
    index("admin_audit_entries_kind_idx").on(table.kind, table.id),
  ],
);
