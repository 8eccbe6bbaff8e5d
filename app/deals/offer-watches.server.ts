import { and, asc, count, eq, isNotNull, or, sql } from "drizzle-orm";
import { db, type Transaction } from "~/db/database.server";
import { deals, offerAlerts, offerWatches } from "~/db/schema";
import { transactionWithEmail } from "~/email/outbox.server";
import type { BonusUnit } from "./deal";
import { maxWatchesPerAddress, crossedRange } from "./offer-watch";
import { watchConfirmationEmail } from "./offer-watch-email";
import { linkFits, readConfirmClaim, readStopClaim, watchConfirmUrl } from "./offer-watch-links.server";
import type { OfferTerms } from "./offer-history";

/*
 * Card-offer watches (issue 32): a signed-in visitor's is on at once (the sign-in proved the
 * address); anyone else's waits for the emailed link. Crossings are decided in the transaction
 * that records the offer change, so each change tells each watch once, on whichever instance.
 */

export interface WatchDeal {
  id: number;
  slug: string;
  cardName: string;
  bonusUnit: BonusUnit;
}

export type WatchOutcome = "watching" | "confirm-sent" | "too-many";

async function watchesOfAddress(tx: Transaction, email: string): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(offerWatches).where(eq(offerWatches.email, email));
  return row?.total ?? 0;
}

/** A signed-in visitor's watch: made or changed at once, under the account's address. */
export async function watchAsAccount(deal: WatchDeal, threshold: number, account: { id: number; email: string }): Promise<WatchOutcome> {
  return db().transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: offerWatches.id })
      .from(offerWatches)
      .where(and(eq(offerWatches.dealId, deal.id), eq(offerWatches.email, account.email)));
    if (!existing && (await watchesOfAddress(tx, account.email)) >= maxWatchesPerAddress) return "too-many";
    const now = new Date();
    await tx
      .insert(offerWatches)
      .values({ dealId: deal.id, email: account.email, accountId: account.id, threshold, confirmedAt: now })
      .onConflictDoUpdate({
        target: [offerWatches.dealId, offerWatches.email],
        set: { threshold, accountId: account.id, confirmedAt: now },
      });
    return "watching";
  });
}

/**
 * Anyone else's request: the row is made unconfirmed (or found), and the address gets the link
 * that confirms this amount. A confirmed watch is not changed from here: whoever typed the
 * address may not own it, and only the link's click changes the amount.
 */
export async function watchByEmail(deal: WatchDeal, threshold: number, email: string): Promise<WatchOutcome> {
  return transactionWithEmail(async (tx, outbox) => {
    const [existing] = await tx
      .select({ id: offerWatches.id, linkKey: offerWatches.linkKey, confirmedAt: offerWatches.confirmedAt })
      .from(offerWatches)
      .where(and(eq(offerWatches.dealId, deal.id), eq(offerWatches.email, email)));
    if (!existing && (await watchesOfAddress(tx, email)) >= maxWatchesPerAddress) return "too-many";
    let row = existing;
    if (!row) {
      [row] = await tx
        .insert(offerWatches)
        .values({ dealId: deal.id, email, threshold })
        .onConflictDoNothing()
        .returning({ id: offerWatches.id, linkKey: offerWatches.linkKey, confirmedAt: offerWatches.confirmedAt });
    } else if (!row.confirmedAt) {
      await tx.update(offerWatches).set({ threshold }).where(eq(offerWatches.id, row.id));
    }
    // A double post racing this one made the row: its own email is on the way.
    if (!row) return "confirm-sent";
    const message = watchConfirmationEmail({ deal, threshold, unit: deal.bonusUnit, confirmUrl: watchConfirmUrl(row, threshold) });
    await outbox.queue({ kind: "offer-watch-confirm", to: email, ...message });
    return "confirm-sent";
  });
}

export interface WatchDescription {
  id: number;
  slug: string;
  cardName: string;
  threshold: number;
  bonusUnit: BonusUnit;
  confirmed: boolean;
}

const described = {
  id: offerWatches.id,
  linkKey: offerWatches.linkKey,
  slug: deals.slug,
  cardName: deals.cardName,
  threshold: offerWatches.threshold,
  bonusUnit: deals.bonusUnit,
  confirmedAt: offerWatches.confirmedAt,
};

async function watchById(id: number) {
  const [row] = await db()
    .select(described)
    .from(offerWatches)
    .innerJoin(deals, eq(deals.id, offerWatches.dealId))
    .where(eq(offerWatches.id, id));
  return row;
}

const describe = ({ linkKey: _key, confirmedAt, bonusUnit, ...row }: Awaited<ReturnType<typeof watchById>> & {}): WatchDescription => ({
  ...row,
  bonusUnit: bonusUnit as BonusUnit,
  confirmed: confirmedAt !== null,
});

/** The watch a confirmation link names, as it will be once confirmed (at the amount the link carries). */
export async function watchForConfirmLink(token: string | null): Promise<WatchDescription | undefined> {
  const claim = readConfirmClaim(token);
  const row = claim && (await watchById(claim.id));
  return claim && row && linkFits(claim, row) ? { ...describe(row), threshold: claim.threshold } : undefined;
}

/** The confirmation page's button: the watch is on, at the amount the link carries. */
export async function confirmWatch(token: string | null): Promise<WatchDescription | undefined> {
  const watch = await watchForConfirmLink(token);
  if (!watch) return undefined;
  await db().update(offerWatches).set({ threshold: watch.threshold, confirmedAt: new Date() }).where(eq(offerWatches.id, watch.id));
  return { ...watch, confirmed: true };
}

/** The watch a stop link names, for the page that asks before stopping. */
export async function watchForStopLink(token: string | null): Promise<WatchDescription | undefined> {
  const claim = readStopClaim(token);
  const row = claim && (await watchById(claim.id));
  return claim && row && linkFits(claim, row) ? describe(row) : undefined;
}

export async function stopWatchByLink(token: string | null): Promise<WatchDescription | undefined> {
  const watch = await watchForStopLink(token);
  if (watch) await db().delete(offerWatches).where(eq(offerWatches.id, watch.id));
  return watch;
}

/** An account's watches: its own, and confirmed ones made for its address before it signed in. */
const ofAccount = (account: { id: number; email: string }) =>
  or(eq(offerWatches.accountId, account.id), and(eq(offerWatches.email, account.email), isNotNull(offerWatches.confirmedAt)));

export async function accountOfferWatches(account: { id: number; email: string }): Promise<WatchDescription[]> {
  const rows = await db()
    .select(described)
    .from(offerWatches)
    .innerJoin(deals, eq(deals.id, offerWatches.dealId))
    .where(ofAccount(account))
    .orderBy(asc(deals.cardName))
    .limit(maxWatchesPerAddress);
  return rows.map(describe);
}

export async function deleteAccountOfferWatch(account: { id: number; email: string }, watchId: number): Promise<boolean> {
  const removed = await db()
    .delete(offerWatches)
    .where(and(eq(offerWatches.id, watchId), ofAccount(account)))
    .returning({ id: offerWatches.id });
  return removed.length > 0;
}

/**
 * In the transaction recording a change of a published deal's offer: one waiting alert for every
 * confirmed watch whose amount the change crosses. The unique (watch, change) key keeps a retry
 * to one. Returns how many alerts were written.
 */
export async function decideOfferAlerts(tx: Transaction, dealId: number, historyId: number, before: OfferTerms, after: OfferTerms) {
  const range = crossedRange(before, after);
  if (!range) return 0;
  const written = await tx.execute(
    sql`insert into ${offerAlerts} (watch_id, history_id)
        select ${offerWatches.id}, ${historyId} from ${offerWatches}
        where ${offerWatches.dealId} = ${dealId} and ${offerWatches.confirmedAt} is not null
          and ${offerWatches.threshold} > ${range.above} and ${offerWatches.threshold} <= ${range.upTo}
        on conflict do nothing returning id`,
  );
  return written.rows.length;
}

/** For the owner: watches by state. */
export async function offerWatchCounts(): Promise<{ confirmed: number; unconfirmed: number }> {
  const rows = await db()
    .select({ confirmed: sql<boolean>`${offerWatches.confirmedAt} is not null`, total: count() })
    .from(offerWatches)
    .groupBy(sql`1`);
  const of = (confirmed: boolean) => Number(rows.find((row) => row.confirmed === confirmed)?.total ?? 0);
  return { confirmed: of(true), unconfirmed: of(false) };
}
