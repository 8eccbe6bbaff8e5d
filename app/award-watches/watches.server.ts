import { and, asc, count, eq, gte, inArray, isNull } from "drizzle-orm";
import { db } from "~/db/database.server";
import { awardWatchSeats, awardWatches, visitorAccounts } from "~/db/schema";
import { transactionWithEmail, type EmailMessage } from "~/email/outbox.server";
import { businessDay } from "~/lib/calendar-day";
import { claimFits, type RowClaim } from "~/security/row-links.server";
import type { SeenSeat } from "./seat-matches";
import { maxWatchesPerAccount, type WatchCabin, type WatchInput } from "./watch-form";
import { routeText, type WatchSummary } from "./watch-summary";

export type { WatchSummary };

const summaryColumns = {
  id: awardWatches.id,
  origin: awardWatches.origin,
  destination: awardWatches.destination,
  cabin: awardWatches.cabin,
  startDate: awardWatches.startDate,
  endDate: awardWatches.endDate,
  maxMiles: awardWatches.maxMiles,
  onlyReachable: awardWatches.onlyReachable,
};

function summary(row: { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]["_"]["data"] }, today: string): WatchSummary {
  const { origin, destination, cabin, ...rest } = row;
  return { ...rest, cabin: cabin as WatchCabin, route: routeText(origin, destination), ended: row.endDate < today };
}

/** The account's watches, earliest first. */
export async function listAwardWatches(accountId: number, today = businessDay()): Promise<WatchSummary[]> {
  const rows = await db()
    .select(summaryColumns)
    .from(awardWatches)
    .where(eq(awardWatches.accountId, accountId))
    .orderBy(asc(awardWatches.startDate), asc(awardWatches.id));
  return rows.map((row) => summary(row, today));
}

/**
 * Adds a watch unless the account already has its most. The account's row is locked first, so
 * two posts at once cannot both pass the count.
 */
export async function addAwardWatch(accountId: number, watch: WatchInput): Promise<"added" | "full"> {
  return db().transaction(async (tx) => {
    await tx.select({ id: visitorAccounts.id }).from(visitorAccounts).where(eq(visitorAccounts.id, accountId)).for("update");
    const [held] = await tx.select({ total: count() }).from(awardWatches).where(eq(awardWatches.accountId, accountId));
    if ((held?.total ?? 0) >= maxWatchesPerAccount) return "full";
    await tx.insert(awardWatches).values({
      accountId,
      origin: watch.origin.codes.join(","),
      destination: watch.destination.codes.join(","),
      cabin: watch.cabin,
      startDate: watch.startDate,
      endDate: watch.endDate,
      maxMiles: watch.maxMiles,
      onlyReachable: watch.onlyReachable,
    });
    return "added";
  });
}

/** Deletes one of the account's own watches; false when it has no such watch. */
export async function deleteAwardWatch(accountId: number, watchId: number): Promise<boolean> {
  if (!Number.isSafeInteger(watchId) || watchId <= 0) return false;
  const deleted = await db()
    .delete(awardWatches)
    .where(and(eq(awardWatches.id, watchId), eq(awardWatches.accountId, accountId)))
    .returning({ id: awardWatches.id });
  return deleted.length > 0;
}

/** The watch an email's stop link was made for, while it exists. */
export async function watchOfStopClaim(claim: RowClaim, today = businessDay()): Promise<WatchSummary | undefined> {
  const [row] = await db()
    .select({ ...summaryColumns, linkKey: awardWatches.linkKey })
    .from(awardWatches)
    .where(eq(awardWatches.id, claim.id));
  // Watches were born with link keys: a token without one never fits.
  if (!row || !claimFits(claim, { linkKey: row.linkKey, legacyLinks: false })) return undefined;
  const { linkKey: _key, ...rest } = row;
  return summary(rest, today);
}

/** Stops (deletes) the watch a stop link was made for; false when it is gone already or the link does not fit. */
export async function stopWatchOfClaim(claim: RowClaim): Promise<boolean> {
  const watch = await watchOfStopClaim(claim);
  if (!watch) return false;
  const deleted = await db().delete(awardWatches).where(eq(awardWatches.id, watch.id)).returning({ id: awardWatches.id });
  return deleted.length > 0;
}

/** A watch as the daily job checks it. */
export interface DueWatch {
  id: number;
  accountId: number;
  origin: string[];
  destination: string[];
  cabin: WatchCabin;
  startDate: string;
  endDate: string;
  maxMiles: number;
  onlyReachable: boolean;
}

/** Every watch whose last date is today or later. */
export async function watchesDue(today: string): Promise<DueWatch[]> {
  const rows = await db()
    .select({ ...summaryColumns, accountId: awardWatches.accountId })
    .from(awardWatches)
    .where(gte(awardWatches.endDate, today))
    .orderBy(asc(awardWatches.id));
  return rows.map((row) => ({
    ...row,
    cabin: row.cabin as WatchCabin,
    origin: row.origin.split(","),
    destination: row.destination.split(","),
  }));
}

/** Keeps the seats a watch has not seen before; a seat already kept (by this or another instance) is skipped. Returns how many were new. */
export async function recordSeats(watchId: number, seats: readonly SeenSeat[], now = new Date()): Promise<number> {
  if (seats.length === 0) return 0;
  const added = await db()
    .insert(awardWatchSeats)
    .values(seats.map((seat) => ({ watchId, ...seat, createdAt: now })))
    .onConflictDoNothing({ target: [awardWatchSeats.watchId, awardWatchSeats.seatKey] })
    .returning({ id: awardWatchSeats.id });
  return added.length;
}

export async function markWatchesChecked(watchIds: readonly number[], now = new Date()): Promise<void> {
  if (watchIds.length === 0) return;
  await db()
    .update(awardWatches)
    .set({ lastCheckedAt: now })
    .where(inArray(awardWatches.id, [...watchIds]));
}

/** Seats waiting to be emailed. */
export async function awardSeatsWaiting(): Promise<number> {
  const [row] = await db().select({ total: count() }).from(awardWatchSeats).where(isNull(awardWatchSeats.queuedAt));
  return row?.total ?? 0;
}

/** The next waiting seats and whose they are, so the caller can read each account's wallet before the batch. */
export function peekWaitingSeats(limit: number): Promise<{ seatId: number; accountId: number }[]> {
  return db()
    .select({ seatId: awardWatchSeats.id, accountId: awardWatches.accountId })
    .from(awardWatchSeats)
    .innerJoin(awardWatches, eq(awardWatches.id, awardWatchSeats.watchId))
    .where(isNull(awardWatchSeats.queuedAt))
    .orderBy(asc(awardWatchSeats.id))
    .limit(limit);
}

/** A waiting seat with its watch and the address it goes to. */
export interface WaitingSeat extends SeenSeat {
  seatId: number;
  accountId: number;
  email: string;
  watch: { id: number; linkKey: string; route: string; cabin: WatchCabin };
}

/**
 * Moves these seats, those still waiting, to the outbox: one message each, composed by the
 * caller. Rows another instance holds are skipped (it sends them), so each seat goes once.
 * Returns how many were queued.
 */
export async function queueSeatEmails(
  seatIds: readonly number[],
  now: Date,
  compose: (seat: WaitingSeat) => EmailMessage,
): Promise<number> {
  if (seatIds.length === 0) return 0;
  return transactionWithEmail(async (tx, writer) => {
    const rows = await tx
      .select({
        seatId: awardWatchSeats.id,
        seatKey: awardWatchSeats.seatKey,
        program: awardWatchSeats.program,
        flightDate: awardWatchSeats.flightDate,
        miles: awardWatchSeats.miles,
        taxes: awardWatchSeats.taxes,
        seenAt: awardWatchSeats.seenAt,
        accountId: awardWatches.accountId,
        email: visitorAccounts.email,
        watchId: awardWatches.id,
        linkKey: awardWatches.linkKey,
        origin: awardWatches.origin,
        destination: awardWatches.destination,
        cabin: awardWatches.cabin,
      })
      .from(awardWatchSeats)
      .innerJoin(awardWatches, eq(awardWatches.id, awardWatchSeats.watchId))
      .innerJoin(visitorAccounts, eq(visitorAccounts.id, awardWatches.accountId))
      .where(and(inArray(awardWatchSeats.id, [...seatIds]), isNull(awardWatchSeats.queuedAt)))
      .orderBy(asc(awardWatchSeats.id))
      .for("update", { of: awardWatchSeats, skipLocked: true });
    for (const row of rows) {
      const { watchId, linkKey, origin, destination, cabin, ...seat } = row;
      const watch = { id: watchId, linkKey, route: routeText(origin, destination), cabin: cabin as WatchCabin };
      const outboxId = await writer.queue(compose({ ...seat, watch }));
      await tx.update(awardWatchSeats).set({ outboxId, queuedAt: now }).where(eq(awardWatchSeats.id, row.seatId));
    }
    return rows.length;
  });
}

/** For tests and the admin: how many seats a watch has kept. */
export async function seatsOfWatch(watchId: number) {
  return db().select().from(awardWatchSeats).where(eq(awardWatchSeats.watchId, watchId)).orderBy(asc(awardWatchSeats.id));
}
