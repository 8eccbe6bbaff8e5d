import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";
import { db, type Transaction } from "~/db/database.server";
import { subscribers, type SubscriberSource, type SubscriberStatus } from "~/db/schema";
import { dayEnd, dayStart } from "~/lib/calendar-day";
import { isSuppressed, suppressedAddressMessage } from "~/security/suppression.server";
import type { SubscriberQuery } from "./admin/subscriber-filter";

export type Subscriber = typeof subscribers.$inferSelect;

/**
 * Adds an address, or brings back one that had unsubscribed. Undefined means it is already an
 * active subscriber. The address must already be normalised.
 */
export async function insertSubscriber(
  tx: Transaction,
  input: { email: string; source: SubscriberSource; consentVersion: string },
): Promise<Subscriber | undefined> {
  const [row] = await tx
    .insert(subscribers)
    .values(input)
    .onConflictDoUpdate({
      target: subscribers.email,
      set: { ...input, status: "active", createdAt: sql`now()`, unsubscribedAt: null },
      setWhere: eq(subscribers.status, "unsubscribed"),
    })
    .returning();
  return row;
}

/**
 * The way any addition not made by the person themselves (an owner's import or manual add) must
 * go: an address erased at its owner's request is refused with a message saying so. Undefined
 * subscriber means it is already an active subscriber.
 */
export async function insertSubscriberByOwner(
  tx: Transaction,
  input: { email: string; source: SubscriberSource; consentVersion: string },
): Promise<{ ok: true; subscriber: Subscriber | undefined } | { ok: false; message: string }> {
  if (await isSuppressed(tx, input.email)) return { ok: false, message: suppressedAddressMessage };
  return { ok: true, subscriber: await insertSubscriber(tx, input) };
}

/** Marks a subscriber as unsubscribed; true when one was found. Repeating it changes nothing. */
export async function unsubscribe(id: number, now = new Date()): Promise<boolean> {
  const [row] = await db().select({ status: subscribers.status }).from(subscribers).where(eq(subscribers.id, id));
  if (!row) return false;
  if (row.status === "active") {
    await db().update(subscribers).set({ status: "unsubscribed", unsubscribedAt: now }).where(eq(subscribers.id, id));
  }
  return true;
}

function filterWhere(filter: Partial<SubscriberQuery>): SQL | undefined {
  const escaped = filter.search
    ?.trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`);
  return and(
    escaped ? ilike(subscribers.email, `%${escaped}%`) : undefined,
    filter.status ? eq(subscribers.status, filter.status) : undefined,
    filter.source ? eq(subscribers.source, filter.source) : undefined,
    filter.from ? gte(subscribers.createdAt, dayStart(filter.from)) : undefined,
    filter.to ? lt(subscribers.createdAt, dayEnd(filter.to)) : undefined,
  );
}

/** Newest first. */
export async function listSubscribers(filter: Partial<SubscriberQuery> = {}): Promise<Subscriber[]> {
  return db().select().from(subscribers).where(filterWhere(filter)).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
}

export async function countSubscribers(status?: SubscriberStatus): Promise<number> {
  const [row] = await db()
    .select({ total: count() })
    .from(subscribers)
    .where(status ? eq(subscribers.status, status) : undefined);
  return row?.total ?? 0;
}

/** Erases one subscriber entirely (a data-subject erase request), with their send records. */
export async function removeSubscriber(id: number): Promise<boolean> {
  const removed = await db().delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
  return removed.length > 0;
}

/** The spec's Clear All: empties the list. */
export async function clearSubscribers(): Promise<number> {
  const removed = await db().delete(subscribers).returning({ id: subscribers.id });
  return removed.length;
}

export async function findSubscriber(id: number): Promise<Subscriber | undefined> {
  const [row] = await db().select().from(subscribers).where(eq(subscribers.id, id));
  return row;
}
