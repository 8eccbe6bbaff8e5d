import { asc } from "drizzle-orm";
import { db } from "~/db/database.server";
import { deals } from "~/db/schema";
import type { TextSearch } from "~/lib/text-search";
import { textSearchWhere } from "~/lib/text-search.server";

/** Deals whose title, card or issuer holds the search, at most `limit`. */
export async function searchDeals(search: TextSearch, limit: number) {
  return db()
    .select({ id: deals.id, title: deals.title, cardName: deals.cardName, published: deals.published })
    .from(deals)
    .where(textSearchWhere(search, [deals.title, deals.cardName, deals.issuer]))
    .orderBy(asc(deals.title))
    .limit(limit);
}
