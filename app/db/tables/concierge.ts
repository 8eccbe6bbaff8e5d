import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { WalletSnapshot } from "~/lib/wallet-snapshot";

export const conciergeRequestStatuses = ["new", "quoted", "booked", "closed"] as const;
export type ConciergeRequestStatus = (typeof conciergeRequestStatuses)[number];

/** Every Points Booking Concierge request a visitor sends, with the quote they were shown. */
export const conciergeRequests = pgTable(
  "concierge_requests",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    travelDates: text("travel_dates").notNull(),
    fromDestination: text("from_destination").notNull(),
    toDestination: text("to_destination").notNull(),
    passengers: integer("passengers").notNull(),
    preferredClass: text("preferred_class").notNull(),
    maxStops: text("max_stops").notNull(),
    pointsList: text("points_list").notNull(),
    quotedPriceCents: integer("quoted_price_cents").notNull(),
    status: text("status").$type<ConciergeRequestStatus>().notNull().default("new"),
    privateNotes: text("private_notes").notNull().default(""),
    /** Derived from the form's stamp and fields: a second post of the same form is the same request. */
    submissionKey: text("submission_key").notNull().unique(),
    /** The wallet the visitor chose to attach, as it was when sent (decision 074); null without. */
    walletSnapshot: jsonb("wallet_snapshot").$type<WalletSnapshot>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("concierge_requests_status", sql`${table.status} in ('new', 'quoted', 'booked', 'closed')`),
    index("concierge_requests_status_idx").on(table.status, table.createdAt),
    // The dashboard counts requests per day over a range, whatever their status.
    index("concierge_requests_created_at_idx").on(table.createdAt),
  ],
);
