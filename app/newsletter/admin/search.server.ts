import { desc } from "drizzle-orm";
import { db } from "~/db/database.server";
import { subscribers } from "~/db/schema";
import type { TextSearch } from "~/lib/text-search";
import { textSearchWhere } from "~/lib/text-search.server";

/** Subscribers (only an address is stored) whose address holds the search, newest first, at most `limit`. */
export async function searchSubscribers(search: TextSearch, limit: number) {
  return db()
    .select({ id: subscribers.id, email: subscribers.email, status: subscribers.status })
    .from(subscribers)
    .where(textSearchWhere(search, [subscribers.email]))
    .orderBy(desc(subscribers.createdAt))
    .limit(limit);
}
