import { and, count, desc, eq, getTableColumns, gte, ilike, lt, sql, sum, type SQL } from "drizzle-orm";
import { db, type Transaction } from "~/db/database.server";
import { newsletterUnsubscribes, subscribers, type SubscriberSource, type SubscriberStatus } from "~/db/schema";
import { addDays, businessDay, dayEnd, dayStart } from "~/lib/calendar-day";
import { randomLinkKey } from "~/db/tables/link-key";
import { claimFits, type RowClaim } from "~/security/row-links.server";
import { isSuppressed, suppress, suppressedAddressMessage } from "~/security/suppression.server";
import type { SubscriberQuery } from "./admin/subscriber-filter";

export type Subscriber = typeof subscribers.$inferSelect;

/** The database itself or an open transaction: both run the same queries. */
type Queryable = Transaction | ReturnType<typeof db>;

/**
 * Adds an address, or brings back one that had unsubscribed (rows kept from before unsubscribing
 * erased them). Undefined means the address is already on the list, pending or active. The
 * address must already be normalised.
 */
export async function insertSubscriber(
  tx: Transaction,
  input: { email: string; source: SubscriberSource; consentVersion: string; status: "pending" | "active"; now: Date },
): Promise<Subscriber | undefined> {
  const { now, ...fields } = input;
  const values = { ...fields, createdAt: now, confirmationSentAt: input.status === "pending" ? now : null };
  const [row] = await tx
    .insert(subscribers)
    .values(values)
    .onConflictDoUpdate({
      target: subscribers.email,
      // A new subscription on an old row: links made for the old one must not open it.
      set: { ...values, unsubscribedAt: null, confirmedAt: null, linkKey: randomLinkKey, legacyLinks: false },
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
  return { ok: true, subscriber: await insertSubscriber(tx, { ...input, status: "active", now: new Date() }) };
}

/** The row for an address, locked until the transaction ends (two posts for one address take turns). */
export async function lockSubscriberByEmail(tx: Transaction, email: string): Promise<Subscriber | undefined> {
  const [row] = await tx.select().from(subscribers).where(eq(subscribers.email, email)).for("update");
  return row;
}

export async function lockSubscriber(tx: Transaction, id: number): Promise<Subscriber | undefined> {
  const [row] = await tx.select().from(subscribers).where(eq(subscribers.id, id)).for("update");
  return row;
}

export async function updateSubscriber(tx: Transaction, id: number, set: Partial<Omit<Subscriber, "id" | "email">>): Promise<Subscriber> {
  const [row] = await tx.update(subscribers).set(set).where(eq(subscribers.id, id)).returning();
  if (!row) throw new Error(`subscriber ${id} vanished inside its transaction`);
  return row;
}

/** Why a subscriber leaves the list: they unsubscribed, the owner erased them, or they never confirmed. */
export type RemovalReason = "unsubscribed" | "erased" | "unconfirmed";

/**
 * The one way a subscriber leaves the list: the row and its send records (cascade) go, so no
 * personal data stays in the newsletter's tables. An unsubscribe is counted for the owner by day,
 * without the address. Answers the removed address, or undefined when there was no such row.
 */
export async function removeSubscriber(tx: Queryable, id: number, reason: RemovalReason, now = new Date()): Promise<string | undefined> {
  const [removed] = await tx.delete(subscribers).where(eq(subscribers.id, id)).returning({ email: subscribers.email });
  if (!removed) return undefined;
  // Unsubscribed or erased, the address is kept only as a keyed hash, so an owner's later import of it is refused.
  if (reason !== "unconfirmed") await suppress(tx, removed.email, now);
  if (reason === "unsubscribed") {
    await tx
      .insert(newsletterUnsubscribes)
      .values({ day: businessDay(now), count: 1 })
      .onConflictDoUpdate({ target: newsletterUnsubscribes.day, set: { count: sql`${newsletterUnsubscribes.count} + 1` } });
  }
  return removed.email;
}

/** Unsubscribes (erases) a subscriber; true when one was found. Repeating it changes nothing. */
export async function unsubscribe(id: number, now = new Date()): Promise<boolean> {
  return db().transaction(async (tx) => (await removeSubscriber(tx, id, "unsubscribed", now)) !== undefined);
}

/**
 * The unsubscribe link used (its page's button or RFC 8058's one-click POST). A row that is gone
 * answers "done", so a mail provider's repeated POST is not told the link broke; a row whose id
 * now belongs to another subscription (a restore, a guessed id) is left alone: "invalid".
 */
export async function unsubscribeByLink(claim: RowClaim, now = new Date()): Promise<"done" | "invalid"> {
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(subscribers).where(eq(subscribers.id, claim.id)).for("update");
    if (!row) return "done";
    if (!claimFits(claim, row)) return "invalid";
    await removeSubscriber(tx, row.id, "unsubscribed", now);
    return "done";
  });
}

/** Whether an unsubscribe link's page asks to confirm: its row is the one it was made for, or gone already. */
export async function unsubscribeLinkOpens(claim: RowClaim): Promise<boolean> {
  const row = await findSubscriber(claim.id);
  return row === undefined || claimFits(claim, row);
}

/** The subscriber a signed link was made for; undefined when gone or when its id now belongs to another row. */
export async function subscriberForClaim(claim: RowClaim | undefined): Promise<Subscriber | undefined> {
  const row = claim ? await findSubscriber(claim.id) : undefined;
  return row && claimFits(claim!, row) ? row : undefined;
}

/** The owner erases one subscriber (a data-subject erase request); true when one was found. */
export async function eraseSubscriber(id: number): Promise<boolean> {
  return db().transaction(async (tx) => (await removeSubscriber(tx, id, "erased")) !== undefined);
}

/** How many unsubscribed in the last `days` business days, today included. */
export async function countUnsubscribes(days: number, now = new Date()): Promise<number> {
  const [row] = await db()
    .select({ total: sum(newsletterUnsubscribes.count) })
    .from(newsletterUnsubscribes)
    .where(gte(newsletterUnsubscribes.day, addDays(businessDay(now), 1 - days)));
  return Number(row?.total ?? 0);
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
export async function listSubscribers(filter: Partial<SubscriberQuery> = {}): Promise<Omit<Subscriber, "linkKey">[]> {
  // Not the link key: the admin's page and CSV have no use for half of a subscriber's links.
  const { linkKey: _key, ...columns } = getTableColumns(subscribers);
  return db().select(columns).from(subscribers).where(filterWhere(filter)).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
}

export async function countSubscribers(status?: SubscriberStatus): Promise<number> {
  const [row] = await db()
    .select({ total: count() })
    .from(subscribers)
    .where(status ? eq(subscribers.status, status) : undefined);
  return row?.total ?? 0;
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
