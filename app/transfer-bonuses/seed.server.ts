import { contentChanged } from "~/cache/content-version.server";
import { db } from "~/db/database.server";
import { contentSeeds, transferBonuses } from "~/db/schema";
import type { TransferBonus } from "./bonus";
import { builtInBonuses } from "./content.server";

/**
 * Adds each built-in bonus the first time only (content_seeds remembers), so a bonus a later
 * publish removed never comes back on a restart. Returns the ids added.
 */
export async function seedTransferBonuses(bonuses: readonly TransferBonus[] = builtInBonuses(), now = new Date()): Promise<string[]> {
  if (bonuses.length === 0) return [];
  const added = await db().transaction(async (tx) => {
    const claimed = await tx
      .insert(contentSeeds)
      .values(bonuses.map((bonus) => ({ kind: "transfer-bonus", key: bonus.id })))
      .onConflictDoNothing()
      .returning({ key: contentSeeds.key });
    const fresh = new Set(claimed.map((row) => row.key));
    const toAdd = bonuses.filter((bonus) => fresh.has(bonus.id));
    if (toAdd.length > 0) {
      await tx
        .insert(transferBonuses)
        .values(toAdd.map((bonus) => ({ ...bonus, firstPublishedAt: now, lastSeenAt: now })))
        .onConflictDoNothing();
    }
    return toAdd.map((bonus) => bonus.id);
  });
  // After the commit, so no read can cache the list as it stood before it.
  if (added.length > 0) contentChanged("built-in transfer bonuses seeded");
  return added;
}
