import { date, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { visitorAccounts } from "./visitor-accounts";

/*
 * A visitor's wallet (issue 30): the people of the household, their cards and their points
 * balances. Every row hangs off the account (and a member), so deleting the account deletes it all.
 * Shapes and bounds are checked in app/wallet/wallet-rows.ts before a row is written.
 */

export const walletMembers = pgTable(
  "wallet_members",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => visitorAccounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Members are listed in the order they were added. */
    position: integer("position").notNull(),
  },
  (table) => [unique("wallet_members_account_name").on(table.accountId, table.name)],
);

const memberColumns = {
  accountId: integer("account_id")
    .notNull()
    .references(() => visitorAccounts.id, { onDelete: "cascade" }),
  memberId: integer("member_id")
    .notNull()
    .references(() => walletMembers.id, { onDelete: "cascade" }),
};

export const walletCards = pgTable(
  "wallet_cards",
  {
    id: serial("id").primaryKey(),
    ...memberColumns,
    /** A product of content/cards.yaml, or null for one the catalogue lacks (`name` says which). */
    productId: text("product_id"),
    name: text("name"),
    issuer: text("issuer").notNull(),
    kind: text("kind").notNull(),
    /** yyyy-MM, as issuers' rules count. */
    openedMonth: text("opened_month").notNull(),
    closedMonth: text("closed_month"),
    bonusMonth: text("bonus_month"),
    changedFromProductId: text("changed_from_product_id"),
    changedMonth: text("changed_month"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // By member too: removing a member deletes its cards by the foreign key, which would otherwise scan every card.
  (table) => [index("wallet_cards_account_idx").on(table.accountId), index("wallet_cards_member_idx").on(table.memberId)],
);

export const walletBalances = pgTable(
  "wallet_balances",
  {
    id: serial("id").primaryKey(),
    ...memberColumns,
    /** A currency or program id of the points catalogue. */
    programId: text("program_id").notNull(),
    amount: integer("amount").notNull(),
    asOf: date("as_of").notNull(),
    expiresOverride: date("expires_override"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("wallet_balances_account_idx").on(table.accountId),
    unique("wallet_balances_member_program").on(table.memberId, table.programId),
  ],
);

/**
 * The application plan a visitor saved from the planner (issue 31), one an account: saving again
 * replaces it. Kept as proposed (app/lib/saved-plan.ts), so it reads the same after the rules
 * change; it goes with its member, and with the account.
 */
export const walletPlans = pgTable(
  "wallet_plans",
  {
    id: serial("id").primaryKey(),
    ...memberColumns,
    plan: jsonb("plan").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("wallet_plans_account").on(table.accountId), index("wallet_plans_member_idx").on(table.memberId)],
);
