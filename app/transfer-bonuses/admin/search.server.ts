import { desc } from "drizzle-orm";
import { db } from "~/db/database.server";
import { transferBonuses } from "~/db/schema";
import type { TextSearch } from "~/lib/text-search";
import { textSearchWhere } from "~/lib/text-search.server";

/** Transfer bonuses, current or past, whose program, partner or details hold the search; latest ending first, at most `limit`. */
export async function searchTransferBonuses(search: TextSearch, limit: number) {
  return db()
    .select({
      id: transferBonuses.id,
      from: transferBonuses.from,
      partner: transferBonuses.partner,
      details: transferBonuses.details,
      endDate: transferBonuses.endDate,
      removedAt: transferBonuses.removedAt,
    })
    .from(transferBonuses)
    .where(textSearchWhere(search, [transferBonuses.from, transferBonuses.partner, transferBonuses.details]))
    .orderBy(desc(transferBonuses.endDate))
    .limit(limit);
}
