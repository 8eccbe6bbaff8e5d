import { and, desc, isNull, notInArray, sql } from "drizzle-orm";
import { cachedRead, frozenRows } from "~/cache/cached-read.server";
import { contentChanged } from "~/cache/content-version.server";
import { db } from "~/db/database.server";
import { transferBonuses } from "~/db/schema";
import { addDays, businessDay } from "~/lib/calendar-day";
import type { TransferBonus } from "./bonus";
import { newestFirst } from "./history";
import { currentBonuses, isUpcoming, recentlyEnded, recentlyEndedDays } from "./listing";

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

/**
 * Every bonus ever published, read once per content version: a publish or seed moves the version
 * on. The whole table is kept (a few rows a week at most) rather than a window around today, so
 * the date-dependent choice below stays per request and a new day needs no write to show.
 */
const publishedBonuses = cachedRead(async () => {
  const rows = await db().select().from(transferBonuses);
  const latest = rows.reduce((newest, row) => Math.max(newest, row.lastSeenAt.getTime()), -Infinity);
  return { rows: frozenRows(rows), updatedAt: rows.length > 0 ? new Date(latest).toISOString() : null };
});

export async function publicBonusList(now = new Date()): Promise<PublicBonusList> {
  const today = businessDay(now);
  const { rows: all, updatedAt } = await publishedBonuses();
  const rows = all.filter((row) => row.endDate >= addDays(today, -recentlyEndedDays));
  const live = rows.filter((row) => row.removedAt === null);
  // A bonus withdrawn before its end date did not 'end'; one removed after it had ended did.
  const endedOnTheirOwn = rows.filter((row) => row.removedAt === null || businessDay(row.removedAt) > row.endDate);
  return {
    today,
    current: currentBonuses(live.map(toBonus), today).map((bonus) => ({ ...bonus, upcoming: isUpcoming(bonus, today) })),
    recentlyEnded: recentlyEnded(endedOnTheirOwn.map(toBonus), today),
    updatedAt,
  };
}

type PublishedListener = () => void;
const publishedListeners = new Set<PublishedListener>();

/**
 * Called after every publish commits, whoever published (the admin, the weekly run, the
 * webhook): the job layer decides bonus alerts from it. A listener must not throw.
 */
export function onBonusesPublished(listener: PublishedListener): () => void {
  publishedListeners.add(listener);
  return () => publishedListeners.delete(listener);
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
  // After the commit, so no read can cache the list as it stood before it.
  contentChanged("transfer bonuses published");
  for (const listener of publishedListeners) listener();
}

export interface BonusHistory {
  today: string;
  /** Every bonus ever published, withdrawn ones included, latest-starting first. */
  bonuses: TransferBonus[];
}

/** The whole history (the page filters, counts and pages it), from the same cached read as the public list. */
export async function bonusHistory(now = new Date()): Promise<BonusHistory> {
  const { rows } = await publishedBonuses();
  return { today: businessDay(now), bonuses: newestFirst(rows.map(toBonus)) };
}

export interface PublishedBonusLine {
  id: string;
  from: string;
  details: string;
  firstPublishedAt: string;
}

/** The latest bonuses by first publication, for the admin (capped). */
export async function latestPublished(limit = 30): Promise<PublishedBonusLine[]> {
  const rows = await db()
    .select({ id: transferBonuses.id, from: transferBonuses.from, details: transferBonuses.details, at: transferBonuses.firstPublishedAt })
    .from(transferBonuses)
    .orderBy(desc(transferBonuses.firstPublishedAt), transferBonuses.id)
    .limit(limit);
  return rows.map(({ at, ...row }) => ({ ...row, firstPublishedAt: at.toISOString() }));
}
