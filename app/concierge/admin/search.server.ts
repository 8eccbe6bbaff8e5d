import { desc } from "drizzle-orm";
import { db } from "~/db/database.server";
import { conciergeRequests } from "~/db/schema";
import type { TextSearch } from "~/lib/text-search";
import { textSearchWhere } from "~/lib/text-search.server";

/** Requests whose name, email or phone holds the search, newest first, at most `limit`. */
export async function searchConciergeRequests(search: TextSearch, limit: number) {
  return db()
    .select({
      id: conciergeRequests.id,
      name: conciergeRequests.name,
      email: conciergeRequests.email,
      status: conciergeRequests.status,
      createdAt: conciergeRequests.createdAt,
    })
    .from(conciergeRequests)
    .where(textSearchWhere(search, [conciergeRequests.name, conciergeRequests.email, conciergeRequests.phone], [conciergeRequests.phone]))
    .orderBy(desc(conciergeRequests.createdAt))
    .limit(limit);
}
