import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Flight searches the assistant ran, counted per day and route. Only the route as the airport
 * data names it (never the visitor's words, address or anything else about them) is kept.
 */
export const flightSearchTally = pgTable(
  "flight_search_tally",
  {
    day: date("day", { mode: "string" }).notNull(),
    route: text("route").notNull(),
    searches: integer("searches").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.route] })],
);
