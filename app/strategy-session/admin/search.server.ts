import { desc, sql } from "drizzle-orm";
import { db } from "~/db/database.server";
import { strategyBookings } from "~/db/schema";
import type { TextSearch } from "~/lib/text-search";
import { textSearchWhere } from "~/lib/text-search.server";

/** Bookings whose name (first, last or both), email or phone holds the search, newest slot first, at most `limit`. */
export async function searchBookings(search: TextSearch, limit: number) {
  const fullName = sql`${strategyBookings.firstName} || ' ' || ${strategyBookings.lastName}`;
  return db()
    .select({
      id: strategyBookings.id,
      firstName: strategyBookings.firstName,
      lastName: strategyBookings.lastName,
      email: strategyBookings.email,
      status: strategyBookings.status,
      slotStart: strategyBookings.slotStart,
    })
    .from(strategyBookings)
    .where(textSearchWhere(search, [fullName, strategyBookings.email, strategyBookings.phone], [strategyBookings.phone]))
    .orderBy(desc(strategyBookings.slotStart))
    .limit(limit);
}
