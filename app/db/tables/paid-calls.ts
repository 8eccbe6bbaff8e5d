import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Calls the site made to each paid outside service per UTC day, and calls refused at its daily
 * ceiling (decision 067). Counts only: nothing about who caused a call.
 */
export const paidServiceCalls = pgTable(
  "paid_service_calls",
  {
    service: text("service").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    calls: integer("calls").notNull().default(0),
    refused: integer("refused").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.service, table.day] })],
);
