import { sql } from "drizzle-orm";
import { check, date, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Card issuers' application rules (decision 079): added from content/issuer-rules.yaml on first
 * start (content_seeds remembers each rule, as for the points catalog), then the owner's to edit.
 * `definition` is the rule's shape as the engine reads it (type, scope, window, limit, what counts
 * or the family), checked by app/eligibility/rules-content.ts before every write.
 */
export const issuerRules = pgTable(
  "issuer_rules",
  {
    id: text("id").primaryKey(),
    issuer: text("issuer").notNull(),
    name: text("name").notNull(),
    summary: text("summary").notNull(),
    note: text("note"),
    definition: jsonb("definition").$type<Record<string, unknown>>().notNull(),
    sourceUrl: text("source_url").notNull(),
    confidence: text("confidence").$type<"issuer" | "readers">().notNull(),
    checkedOn: date("checked_on", { mode: "string" }).notNull(),
    /** The rule's place in the content file, so each issuer's rules keep the file's order. */
    position: integer("position").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("issuer_rules_confidence", sql`${table.confidence} in ('issuer', 'readers')`),
    check("issuer_rules_source_https", sql`${table.sourceUrl} like 'https://%'`),
  ],
);
