import { eq } from "drizzle-orm";
import { contentChanged } from "~/cache/content-version.server";
import { db, type Transaction } from "~/db/database.server";
import { contentSeeds, dealOfferHistory, deals } from "~/db/schema";
import { findUpward } from "~/lib/find-upward.server";
import { loadDealContent } from "./content.server";
import type { BonusUnit } from "./deal";
import type { DealInput } from "./deal-schema";
import { offerChanged, offerSources } from "./offer-history";
import { recordOffer } from "./offer-history.server";

export function builtInDeals(): DealInput[] {
  return loadDealContent(findUpward(import.meta.url, "content/deals"));
}

/**
 * Adds each built-in deal the first time only. A deal once seeded is never written again, so
 * the owner's edits stay and a deal the owner deleted does not come back on the next start.
 * Each built-in deal's first offer is recorded once too, also in a database that had the deal
 * before offer history existed. Returns the slugs added.
 */
export async function seedDeals(content: DealInput[] = builtInDeals()): Promise<string[]> {
  const added: string[] = [];
  let historyAdded = false;
  for (const deal of content) {
    await db().transaction(async (tx) => {
      const claimed = await tx
        .insert(contentSeeds)
        .values({ kind: "deal", key: deal.slug })
        .onConflictDoNothing()
        .returning({ key: contentSeeds.key });
      if (claimed.length === 0) return;
      const inserted = await tx.insert(deals).values(deal).onConflictDoNothing({ target: deals.slug }).returning({ id: deals.id });
      if (inserted.length > 0) added.push(deal.slug);
    });
    if (await db().transaction((tx) => seedFirstOffers(tx, deal))) historyAdded = true;
  }
  // After the commits: a read between a commit and this call is dropped, one before it too.
  if (added.length > 0 || historyAdded) contentChanged("built-in deals seeded");
  return added;
}

/**
 * The deal's offer from its content file, dated with the deal, as its first history row. A deal
 * the owner edited before history was kept also gets its offer of today's database, dated with
 * its last save, so the history ends at the offer the page shows. Once per deal (content_seeds),
 * and never into a history that already has rows.
 */
async function seedFirstOffers(tx: Transaction, deal: DealInput): Promise<boolean> {
  const claimed = await tx
    .insert(contentSeeds)
    .values({ kind: "deal-offer-history", key: deal.slug })
    .onConflictDoNothing()
    .returning({ key: contentSeeds.key });
  if (claimed.length === 0) return false;
  const [stored] = await tx.select().from(deals).where(eq(deals.slug, deal.slug));
  if (!stored) return false;
  const [existing] = await tx
    .select({ id: dealOfferHistory.id })
    .from(dealOfferHistory)
    .where(eq(dealOfferHistory.dealId, stored.id))
    .limit(1);
  if (existing) return false;
  await recordOffer(tx, stored.id, deal, { source: offerSources.seed, startedOn: deal.date });
  const current = { ...stored, bonusUnit: stored.bonusUnit as BonusUnit };
  if (offerChanged(deal, current)) {
    await recordOffer(tx, stored.id, current, { source: offerSources.seed, startedOn: stored.updatedAt.toISOString().slice(0, 10) });
  }
  return true;
}
