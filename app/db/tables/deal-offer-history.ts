import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { deals } from "./deals";
import { admins } from "./admins";

/**
 * Each offer a deal has had (decision 083): written in the same transaction as the deal whenever
 * its welcome bonus, spend requirement or first-year fee changes, seeded once from the built-in
 * deals, and added by the owner for a past offer with its public source. No complete dated series
 * exists elsewhere, so this record is the site's own.
 */
export const dealOfferHistory = pgTable(
  "deal_offer_history",
  {
    id: serial("id").primaryKey(),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    /** The day the offer started (or, for the editor, the business day it was saved). */
    startedOn: date("started_on", { mode: "string" }).notNull(),
    welcomeBonus: text("welcome_bonus").notNull(),
    signupBonusAmount: integer("signup_bonus_amount"),
    bonusUnit: text("bonus_unit").notNull().default("points"),
    minSpend: text("min_spend").notNull(),
    annualFee: text("annual_fee").notNull(),
    /** 'editor' (the owner's save), 'seed' (the built-in first rows) or the https page a past offer came from. */
    source: text("source").notNull(),
    recordedBy: integer("recorded_by").references(() => admins.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("deal_offer_history_deal_day_idx").on(table.dealId, table.startedOn),
    check("deal_offer_history_source", sql`${table.source} in ('editor', 'seed') or ${table.source} like 'https://%'`),
    check("deal_offer_history_bonus_unit", sql`${table.bonusUnit} in ('points', 'cash')`),
  ],
);
