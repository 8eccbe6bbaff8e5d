import { sql } from "drizzle-orm";
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The points catalog (decision 047): transferable currencies, the programs they reach, one row
 * per currency and partner, and a value per currency or program. Added from content/ on first
 * start (content_seeds remembers each row), then the owner's to edit.
 */
export const pointsCurrencies = pgTable("points_currencies", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  issuer: text("issuer").notNull(),
  aliases: jsonb("aliases").$type<string[]>().notNull().default([]),
  note: text("note"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const pointsPrograms = pgTable(
  "points_programs",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind").$type<"airline" | "hotel">().notNull(),
    carriers: jsonb("carriers").$type<string[]>().notNull().default([]),
    alliance: text("alliance").$type<"star-alliance" | "oneworld" | "skyteam" | "none">(),
    aliases: jsonb("aliases").$type<string[]>().notNull().default([]),
    source: text("source"),
    note: text("note"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("points_programs_kind", sql`${table.kind} in ('airline', 'hotel')`)],
);

export const transferPartners = pgTable(
  "transfer_partners",
  {
    currencyId: text("currency_id")
      .notNull()
      .references(() => pointsCurrencies.id, { onDelete: "cascade" }),
    programId: text("program_id")
      .notNull()
      .references(() => pointsPrograms.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind").$type<"airline" | "hotel">().notNull(),
    ratioFrom: integer("ratio_from").notNull(),
    ratioTo: integer("ratio_to").notNull(),
    transferTime: text("transfer_time"),
    minimum: integer("minimum"),
    increment: integer("increment"),
    source: text("source").notNull(),
    sourceKind: text("source_kind").$type<"issuer" | "program" | "secondary">().notNull(),
    checkedOn: date("checked_on", { mode: "string" }).notNull(),
    verified: boolean("verified").notNull().default(false),
    note: text("note"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.currencyId, table.programId] }),
    index("transfer_partners_program_idx").on(table.programId),
    check("transfer_partners_ratio", sql`${table.ratioFrom} > 0 and ${table.ratioTo} > 0`),
  ],
);

export const pointValues = pgTable(
  "point_values",
  {
    subject: text("subject").$type<"currency" | "program">().notNull(),
    subjectId: text("subject_id").notNull(),
    cents: doublePrecision("cents").notNull(),
    reviewedOn: date("reviewed_on", { mode: "string" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.subject, table.subjectId] }),
    check("point_values_cents", sql`${table.cents} > 0 and ${table.cents} <= 100`),
  ],
);
