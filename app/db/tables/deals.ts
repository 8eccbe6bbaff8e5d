import { sql } from "drizzle-orm";
import { boolean, check, date, doublePrecision, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** The deals the site publishes, built-in and the owner's; in a file of its own so tables that point at it need not import schema.ts. */
export const deals = pgTable(
  "deals",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    excerpt: text("excerpt").notNull(),
    cardName: text("card_name").notNull(),
    issuer: text("issuer").notNull(),
    description: text("description").notNull(),
    eligibility: text("eligibility"),
    whyILoveIt: text("why_i_love_it").notNull(),
    referralLink: text("referral_link").notNull(),
    welcomeBonus: text("welcome_bonus").notNull(),
    annualFee: text("annual_fee").notNull(),
    minSpend: text("min_spend").notNull(),
    transferPartners: text("transfer_partners").notNull(),
    dealScore: doublePrecision("deal_score"),
    signupBonusAmount: integer("signup_bonus_amount"),
    bonusUnit: text("bonus_unit").notNull().default("points"),
    /** What the bonus is paid in, for its first-year value: a points currency or program id, 'none', or null for the issuer's own currency. */
    pointsCurrency: text("points_currency"),
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("deals_score_range", sql`${table.dealScore} is null or (${table.dealScore} >= 0 and ${table.dealScore} <= 10)`),
    check("deals_bonus_unit", sql`${table.bonusUnit} in ('points', 'cash')`),
  ],
);
