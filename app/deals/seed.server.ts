import { contentChanged } from "~/cache/content-version.server";
import { db } from "~/db/database.server";
import { contentSeeds, deals } from "~/db/schema";
import { findUpward } from "~/lib/find-upward.server";
import { loadDealContent } from "./content.server";
import type { DealInput } from "./deal-schema";

export function builtInDeals(): DealInput[] {
  return loadDealContent(findUpward(import.meta.url, "content/deals"));
}

/**
 * Adds each built-in deal the first time only. A deal once seeded is never written again, so
 * the owner's edits stay and a deal the owner deleted does not come back on the next start.
 * Returns the slugs added.
 */
export async function seedDeals(content: DealInput[] = builtInDeals()): Promise<string[]> {
  const added: string[] = [];
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
  }
  // After the commits: a read between a commit and this call is dropped, one before it too.
  if (added.length > 0) contentChanged("built-in deals seeded");
  return added;
}
