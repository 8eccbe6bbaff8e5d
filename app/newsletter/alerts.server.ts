import { and, asc, count, eq, gt, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { AlertCounts } from "~/lib/alert-counts";
import { db, type Transaction } from "~/db/database.server";
import { alertChoices, bonusAlertChecks, bonusAlerts, outbox, subscribers, transferBonuses, type AlertChoiceKind } from "~/db/schema";
import { transactionWithEmail } from "~/email/outbox.server";
import { alertEmailContent } from "./alert-email";
import { preferencesUrl } from "./preferences-link.server";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe-link.server";

/**
 * Bonus alerts: a subscriber's choice of currencies and programs (catalog ids, checked by the
 * caller against the catalog), and one email per (bonus, subscriber) when a bonus they chose is
 * published. Which bonus matches which ids is decided above this domain (app/jobs/).
 */

/** More than the catalog has: a bound on what one form post can write. */
export const maxChoicesPerKind = 200;

export interface AlertChoices {
  currencies: string[];
  programs: string[];
}

/** The choices of an active subscriber, or undefined when there is no active subscriber by that id. */
export async function activeSubscriberChoices(subscriberId: number): Promise<(AlertChoices & { email: string }) | undefined> {
  const [subscriber] = await db()
    .select({ email: subscribers.email })
    .from(subscribers)
    .where(and(eq(subscribers.id, subscriberId), eq(subscribers.status, "active")));
  if (!subscriber) return undefined;
  const rows = await db()
    .select({ kind: alertChoices.kind, refId: alertChoices.refId })
    .from(alertChoices)
    .where(eq(alertChoices.subscriberId, subscriberId))
    .orderBy(asc(alertChoices.refId));
  return {
    email: subscriber.email,
    currencies: rows.filter((row) => row.kind === "currency").map((row) => row.refId),
    programs: rows.filter((row) => row.kind === "program").map((row) => row.refId),
  };
}

function choiceRows(subscriberId: number, choices: AlertChoices) {
  const unique = (ids: string[]) => [...new Set(ids)].slice(0, maxChoicesPerKind);
  return [
    ...unique(choices.currencies).map((refId) => ({ subscriberId, kind: "currency" as AlertChoiceKind, refId })),
    ...unique(choices.programs).map((refId) => ({ subscriberId, kind: "program" as AlertChoiceKind, refId })),
  ];
}

/** Adds choices (inside the caller's transaction, e.g. a subscribe); choices already made stay. */
export async function addAlertChoices(tx: Transaction, subscriberId: number, choices: AlertChoices): Promise<void> {
  const rows = choiceRows(subscriberId, choices);
  if (rows.length > 0) await tx.insert(alertChoices).values(rows).onConflictDoNothing();
}

/** Replaces an active subscriber's choices; false when there is no such subscriber (left, or never was). */
export async function replaceAlertChoices(subscriberId: number, choices: AlertChoices): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [subscriber] = await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(and(eq(subscribers.id, subscriberId), eq(subscribers.status, "active")))
      .for("update");
    if (!subscriber) return false;
    await tx.delete(alertChoices).where(eq(alertChoices.subscriberId, subscriberId));
    await addAlertChoices(tx, subscriberId, choices);
    return true;
  });
}

export interface UndecidedBonus {
  id: string;
  from: string;
  details: string;
  startDate: string;
  endDate: string;
  removed: boolean;
}

/**
 * Bonuses published since alerts were last decided (a few per publish), oldest first: new ids,
 * and known ids back for a new run (starting after the run decided before had ended).
 */
export async function undecidedBonuses(limit = 100): Promise<UndecidedBonus[]> {
  const rows = await db()
    .select({
      id: transferBonuses.id,
      from: transferBonuses.from,
      details: transferBonuses.details,
      startDate: transferBonuses.startDate,
      endDate: transferBonuses.endDate,
      removedAt: transferBonuses.removedAt,
    })
    .from(transferBonuses)
    .leftJoin(bonusAlertChecks, eq(bonusAlertChecks.bonusId, transferBonuses.id))
    .where(or(isNull(bonusAlertChecks.bonusId), gt(transferBonuses.startDate, bonusAlertChecks.endDate)))
    .orderBy(asc(transferBonuses.firstPublishedAt), asc(transferBonuses.id))
    .limit(limit);
  return rows.map(({ removedAt, ...row }) => ({ ...row, removed: removedAt !== null }));
}

/**
 * Decides a bonus run's alerts once: with `send`, one waiting alert for every active subscriber
 * who chose its currency or its program, then the mark that it was decided. Both inserts skip what
 * exists, so two instances deciding the same bonus, or a retry after a crash between them, still
 * write one alert per subscriber. Returns how many alerts this call added.
 */
export async function decideBonusAlerts(
  bonus: { id: string; startDate: string; endDate: string },
  match: { currencyId: string | null; programId: string | null },
  send: boolean,
): Promise<number> {
  return db().transaction(async (tx) => {
    let added = 0;
    const wanted = [
      match.currencyId ? sql`(${alertChoices.kind} = 'currency' and ${alertChoices.refId} = ${match.currencyId})` : null,
      match.programId ? sql`(${alertChoices.kind} = 'program' and ${alertChoices.refId} = ${match.programId})` : null,
    ].filter((clause) => clause !== null);
    if (send && wanted.length > 0) {
      const inserted = await tx.execute(
        sql`insert into ${bonusAlerts} (bonus_id, start_date, subscriber_id)
            select distinct ${bonus.id}, ${bonus.startDate}::date, ${subscribers.id} from ${subscribers}
            join ${alertChoices} on ${alertChoices.subscriberId} = ${subscribers.id}
            where ${subscribers.status} = 'active' and (${sql.join(wanted, sql` or `)})
            on conflict do nothing
            returning id`,
      );
      added = inserted.rows.length;
    }
    const decided = { startDate: bonus.startDate, endDate: bonus.endDate, ...match, recipients: added, checkedAt: new Date() };
    // A new run replaces the decided one; the same run decided twice (a race) keeps the first.
    await tx
      .insert(bonusAlertChecks)
      .values({ bonusId: bonus.id, ...decided })
      .onConflictDoUpdate({ target: bonusAlertChecks.bonusId, set: decided, setWhere: lt(bonusAlertChecks.endDate, bonus.startDate) });
    return added;
  });
}

/**
 * Moves up to `limit` waiting alerts into the outbox, each message and its mark in one
 * transaction (as an issue's batch does). Someone who unsubscribed since is left out. Returns
 * how many still wait.
 */
export async function sendAlertBatch(limit: number, now = new Date()): Promise<number> {
  await transactionWithEmail(async (tx, writer) => {
    const batch = await tx
      .select({
        alertId: bonusAlerts.id,
        subscriber: { id: subscribers.id, linkKey: subscribers.linkKey },
        email: subscribers.email,
        status: subscribers.status,
        from: transferBonuses.from,
        details: transferBonuses.details,
        targeted: transferBonuses.targeted,
        startDate: transferBonuses.startDate,
        endDate: transferBonuses.endDate,
      })
      .from(bonusAlerts)
      .innerJoin(subscribers, eq(subscribers.id, bonusAlerts.subscriberId))
      .innerJoin(transferBonuses, eq(transferBonuses.id, bonusAlerts.bonusId))
      .where(isNull(bonusAlerts.queuedAt))
      .orderBy(asc(bonusAlerts.id))
      .limit(limit)
      .for("update", { of: bonusAlerts, skipLocked: true });
    for (const alert of batch) {
      let outboxId: number | null = null;
      if (alert.status === "active") {
        const unsubscribe = unsubscribeUrl(alert.subscriber);
        const email = alertEmailContent({ bonus: alert, preferencesUrl: preferencesUrl(alert.subscriber), unsubscribeUrl: unsubscribe });
        outboxId = await writer.queue({ kind: "bonus-alert", to: alert.email, ...email, headers: unsubscribeHeaders(unsubscribe) });
      }
      await tx.update(bonusAlerts).set({ outboxId, queuedAt: now }).where(eq(bonusAlerts.id, alert.alertId));
    }
  });
  return alertsWaiting();
}

export async function alertsWaiting(): Promise<number> {
  const [row] = await db().select({ total: count() }).from(bonusAlerts).where(isNull(bonusAlerts.queuedAt));
  return row?.total ?? 0;
}

export interface AlertTally {
  /** Alerts written for the bonus: one per subscriber who chose it. */
  alerts: number;
  sent: number;
  waiting: number;
  failed: number;
}

/** For the owner: how many alerts each of these bonuses sent, is still sending, or failed. */
export async function alertTallies(bonusIds: readonly string[]): Promise<Record<string, AlertTally>> {
  if (bonusIds.length === 0) return {};
  const rows = await db()
    .select({
      bonusId: bonusAlerts.bonusId,
      queued: sql<boolean>`${bonusAlerts.queuedAt} is not null`,
      status: outbox.status,
      total: count(),
    })
    .from(bonusAlerts)
    .leftJoin(outbox, eq(outbox.id, bonusAlerts.outboxId))
    .where(inArray(bonusAlerts.bonusId, [...bonusIds]))
    .groupBy(bonusAlerts.bonusId, sql`2`, outbox.status);
  const tallies: Record<string, AlertTally> = {};
  for (const row of rows) {
    const tally = (tallies[row.bonusId] ??= { alerts: 0, sent: 0, waiting: 0, failed: 0 });
    const total = Number(row.total);
    tally.alerts += total;
    if (!row.queued || row.status === "queued") tally.waiting += total;
    else if (row.status === "sent") tally.sent += total;
    else if (row.status === "failed") tally.failed += total;
  }
  return tallies;
}

/** The transfer-bonus alert choices of the active subscription of an address (a signed-in visitor's own). */
export async function bonusAlertChoicesOf(email: string): Promise<Array<{ kind: AlertChoiceKind; refId: string }>> {
  return db()
    .select({ kind: alertChoices.kind, refId: alertChoices.refId })
    .from(alertChoices)
    .innerJoin(subscribers, eq(subscribers.id, alertChoices.subscriberId))
    .where(and(eq(subscribers.email, email), eq(subscribers.status, "active")))
    .orderBy(asc(alertChoices.kind), asc(alertChoices.refId))
    .limit(2 * maxChoicesPerKind);
}

/** Turns one choice off for the address's subscription; false when it was not there. */
export async function removeBonusAlertChoice(email: string, kind: AlertChoiceKind, refId: string): Promise<boolean> {
  const theirs = db().select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.email, email));
  const removed = await db()
    .delete(alertChoices)
    .where(and(inArray(alertChoices.subscriberId, theirs), eq(alertChoices.kind, kind), eq(alertChoices.refId, refId)))
    .returning({ id: alertChoices.id });
  return removed.length > 0;
}

/** For the owner: active subscribers with a choice, alerts queued since `since`, and alerts waiting. */
export async function bonusAlertCounts(since: Date): Promise<AlertCounts> {
  const [people] = await db()
    .select({ total: sql<number>`count(distinct ${alertChoices.subscriberId})` })
    .from(alertChoices)
    .innerJoin(subscribers, and(eq(subscribers.id, alertChoices.subscriberId), eq(subscribers.status, "active")));
  const [sent] = await db().select({ total: count() }).from(bonusAlerts).where(gte(bonusAlerts.queuedAt, since));
  return { active: Number(people?.total ?? 0), sent: sent?.total ?? 0, waiting: await alertsWaiting() };
}
