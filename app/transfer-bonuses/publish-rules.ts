import type { TransferBonus } from "./bonus";
import { currentBonuses } from "./listing";

export interface ListChanges {
  added: TransferBonus[];
  changed: Array<{ before: TransferBonus; after: TransferBonus }>;
  gone: TransferBonus[];
}

const comparedFields = ["from", "details", "startDate", "endDate", "targeted"] as const;

/** What publishing `next` would do to the current public list, matched by id. */
export function compareLists(current: readonly TransferBonus[], next: readonly TransferBonus[]): ListChanges {
  const before = new Map(current.map((bonus) => [bonus.id, bonus]));
  const nextIds = new Set(next.map((bonus) => bonus.id));
  const added: TransferBonus[] = [];
  const changed: ListChanges["changed"] = [];
  for (const after of next) {
    const existing = before.get(after.id);
    if (!existing) added.push(after);
    else if (comparedFields.some((field) => existing[field] !== after[field])) changed.push({ before: existing, after });
  }
  return { added, changed, gone: current.filter((bonus) => !nextIds.has(bonus.id)) };
}

export type PublishVerdict = { ok: true } | { ok: false; reason: string };

/**
 * A scrape that lost most of the list (a changed page, a half-loaded answer) must not empty
 * the public table: it needs at least one current bonus, and at least half as many as the
 * public list has now. Any current bonus is plausible when the public list has none.
 */
export function checkPublishable(result: readonly TransferBonus[], publicList: readonly TransferBonus[], today: string): PublishVerdict {
  if (result.length === 0) return { ok: false, reason: "The scrape found no transfer bonuses." };
  const found = currentBonuses(result, today).length;
  if (found === 0) return { ok: false, reason: "The scrape found no current transfer bonuses." };
  const live = currentBonuses(publicList, today).length;
  if (found * 2 < live) {
    return {
      ok: false,
      reason: `The scrape found ${found} current bonuses but the public list has ${live}; the source page may have changed.`,
    };
  }
  return { ok: true };
}
