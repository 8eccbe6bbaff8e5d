import { and, gte, isNull, max, notInArray, sql } from "drizzle-orm";
import { db } from "~/db/database.server";
import { transferBonuses } from "~/db/schema";
import { businessDay } from "~/lib/format-date";
import type { TransferBonus } from "./bonus";
import { addDays, currentBonuses, isUpcoming, recentlyEnded, recentlyEndedDays } from "./listing";

type Row = typeof transferBonuses.$inferSelect;

function toBonus(row: Row): TransferBonus {
  const { id, from, details, partner, percent, targeted, startDate, endDate } = row;
  return { id, from, details, partner, percent, targeted, startDate, endDate };
}

/** The published list as it stands: every bonus the last publish listed (ended ones included). */
export async function listLiveBonuses(): Promise<TransferBonus[]> {
  const rows = await db().select().from(transferBonuses).where(isNull(transferBonuses.removedAt));
  return rows.map(toBonus);
}

export interface PublicBonus extends TransferBonus {
  upcoming: boolean;
}

export interface PublicBonusList {
  today: string;
  current: PublicBonus[];
  recentlyEnded: TransferBonus[];
  /** The last successful update of the list (ISO), or null before anything was published. */
  updatedAt: string | null;
}

async function loadPublicList(today: string): Promise<PublicBonusList> {
  const rows = await db()
    .select()
    .from(transferBonuses)
    .where(gte(transferBonuses.endDate, addDays(today, -recentlyEndedDays)));
  const live = rows.filter((row) => row.removedAt === null);
  // A bonus withdrawn before its end date did not 'end'; one removed after it had ended did.
  const endedOnTheirOwn = rows.filter((row) => row.removedAt === null || businessDay(row.removedAt) > row.endDate);
  const [latest] = await db().select({ at: max(transferBonuses.lastSeenAt) }).from(transferBonuses);
  return {
    today,
    current: currentBonuses(live.map(toBonus), today).map((bonus) => ({ ...bonus, upcoming: isUpcoming(bonus, today) })),
    recentlyEnded: recentlyEnded(endedOnTheirOwn.map(toBonus), today),
    updatedAt: latest?.at ? latest.at.toISOString() : null,
  };
}

/**
 * The public page and the home page read through this small cache: one query per minute per
 * instance at most, and a publish on this instance shows at once.
 */
const cacheMs = 60_000;
let cached: { list: PublicBonusList; expires: number } | undefined;

export async function publicBonusList(now = new Date()): Promise<PublicBonusList> {
  const today = businessDay(now);
  if (cached && cached.list.today === today && cached.expires > now.getTime()) return cached.list;
  const list = await loadPublicList(today);
  cached = { list, expires: now.getTime() + cacheMs };
  return list;
}

export function invalidatePublicList(): void {
  cached = undefined;
}

/**
 * Replaces the public list with `bonuses` in one transaction: each is written (new, or updated
 * and seen now), and every live bonus missing from it is marked removed.
 */
export async function publishBonuses(bonuses: readonly TransferBonus[], now = new Date()): Promise<void> {
  const ids = bonuses.map((bonus) => bonus.id);
  await db().transaction(async (tx) => {
    for (const bonus of bonuses) {
      const { id: _id, ...fields } = bonus;
      await tx
        .insert(transferBonuses)
        .values({ ...bonus, firstPublishedAt: now, lastSeenAt: now })
        .onConflictDoUpdate({ target: transferBonuses.id, set: { ...fields, lastSeenAt: now, removedAt: null } });
    }
    await tx
      .update(transferBonuses)
      .set({ removedAt: now })
      .where(and(isNull(transferBonuses.removedAt), ids.length > 0 ? notInArray(transferBonuses.id, ids) : sql`true`));
  });
  invalidatePublicList();
}
