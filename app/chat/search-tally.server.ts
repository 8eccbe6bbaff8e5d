import { desc, gte, sql } from "drizzle-orm";
import { db } from "~/db/database.server";
import { flightSearchTally } from "~/db/schema";
import type { TripQuery } from "./trip";

/** The route as the owner reads it: 'New York → London'. */
export function tallyRoute(query: TripQuery): string {
  return `${query.origin.label} → ${query.destination.label}`;
}

/** Counts one search for its day and route: nothing else about it is kept. */
export async function countSearch(query: TripQuery, day: string): Promise<void> {
  await db()
    .insert(flightSearchTally)
    .values({ day, route: tallyRoute(query), searches: 1 })
    .onConflictDoUpdate({
      target: [flightSearchTally.day, flightSearchTally.route],
      set: { searches: sql`${flightSearchTally.searches} + 1` },
    });
}

export interface SearchDay {
  day: string;
  searches: number;
  topRoutes: { route: string; searches: number }[];
}

export const topRoutesPerDay = 5;

/** Searches per day since `fromDay` (newest first), each with its most searched routes. */
export async function searchDays(fromDay: string): Promise<SearchDay[]> {
  const rows = await db()
    .select()
    .from(flightSearchTally)
    .where(gte(flightSearchTally.day, fromDay))
    .orderBy(desc(flightSearchTally.day), desc(flightSearchTally.searches), flightSearchTally.route);
  const days = new Map<string, SearchDay>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { day: row.day, searches: 0, topRoutes: [] };
    day.searches += row.searches;
    if (day.topRoutes.length < topRoutesPerDay) day.topRoutes.push({ route: row.route, searches: row.searches });
    days.set(row.day, day);
  }
  return [...days.values()];
}
