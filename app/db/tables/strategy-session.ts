import { sql } from "drizzle-orm";
import { boolean, check, date, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { WalletSnapshot } from "~/lib/wallet-snapshot";
import { randomLinkKey } from "./link-key";

/**
 * held: waiting for Stripe Checkout (until holdExpiresAt); awaiting_payment: booked without an
 * online payment, the owner sends a payment link; confirmed: paid; cancelled and expired free the slot.
 */
export const bookingStatuses = ["held", "awaiting_payment", "confirmed", "cancelled", "expired"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const paymentStatuses = ["unpaid", "paid"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A strategy session booking; one row per attempt, so history stays when a slot is freed. */
export const strategyBookings = pgTable(
  "strategy_bookings",
  {
    id: serial("id").primaryKey(),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    status: text("status").$type<BookingStatus>().notNull(),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("unpaid"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    stripeSessionId: text("stripe_session_id").unique(),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A random value every signed link for this row carries (issue 29): a link made for another
     * row that once had the same id (a restore, a guessed id) opens nothing here.
     */
    linkKey: text("link_key").notNull().default(randomLinkKey),
    /** Rows from before link keys: links already emailed (the id alone) keep working for them only. */
    legacyLinks: boolean("legacy_links").notNull().default(false),
    /** The wallet the visitor chose to attach, as it was when sent (decision 074); null without. */
    walletSnapshot: jsonb("wallet_snapshot").$type<WalletSnapshot>(),
  },
  (table) => [
    // The database, not a check in code, decides who gets a slot: one active booking per start time.
    uniqueIndex("strategy_bookings_active_slot")
      .on(table.slotStart)
      .where(sql`${table.status} in ('held', 'awaiting_payment', 'confirmed')`),
    index("strategy_bookings_slot_start_idx").on(table.slotStart),
    // The dashboard counts bookings made per day over a range.
    index("strategy_bookings_created_at_idx").on(table.createdAt),
    check("strategy_bookings_status", sql`${table.status} in ('held', 'awaiting_payment', 'confirmed', 'cancelled', 'expired')`),
    check("strategy_bookings_payment_status", sql`${table.paymentStatus} in ('unpaid', 'paid')`),
  ],
);

/** Days (slotStart null) or single slots the owner keeps free of bookings. */
export const strategyBlocks = pgTable(
  "strategy_blocks",
  {
    id: serial("id").primaryKey(),
    date: date("date", { mode: "string" }).notNull(),
    slotStart: timestamp("slot_start", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("strategy_blocks_date_idx").on(table.date)],
);

/** Stripe event ids already handled, so a redelivered webhook changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
