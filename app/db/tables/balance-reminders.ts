import { date, index, integer, pgTable, serial, timestamp, unique } from "drizzle-orm/pg-core";
import { outbox } from "./email";
import { walletBalances } from "./wallet";
import { visitorAccounts } from "./visitor-accounts";

/**
 * A balance-expiry reminder sent (issue 32): one per (balance, expiry day, offset), so the daily
 * job tells a visitor once at 60 days and once at 14, on any instance, and again only when the
 * expiry moves (new activity). Goes with the balance and the account.
 */
export const balanceReminders = pgTable(
  "balance_reminders",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => visitorAccounts.id, { onDelete: "cascade" }),
    balanceId: integer("balance_id")
      .notNull()
      .references(() => walletBalances.id, { onDelete: "cascade" }),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    /** 60 or 14. */
    daysBefore: integer("days_before").notNull(),
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("balance_reminders_once").on(table.balanceId, table.expiresOn, table.daysBefore),
    index("balance_reminders_account_idx").on(table.accountId),
  ],
);
