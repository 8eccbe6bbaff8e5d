import { count, desc, eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { conciergeRequests, type ConciergeRequestStatus } from "~/db/schema";
import { transactionWithEmail } from "~/email/outbox.server";
import { conciergeQuoteCents } from "./pricing";
import { ownerNotification, requestReceipt } from "./request-emails";
import type { ConciergeRequestInput } from "./request-schema";
import type { WalletSnapshot } from "~/lib/wallet-snapshot";

export type ConciergeRequest = typeof conciergeRequests.$inferSelect;

/**
 * Stores a request with the quote it was shown and, in the same transaction, queues the owner's
 * notification and the visitor's receipt. A second post of the same form (same key) stores and
 * sends nothing: `created` is false. `walletSnapshot` is the wallet the visitor chose to attach.
 */
export async function submitConciergeRequest(request: ConciergeRequestInput, submissionKey: string, walletSnapshot?: WalletSnapshot) {
  const quotedPriceCents = conciergeQuoteCents(request.passengers);
  return transactionWithEmail(async (tx, outbox) => {
    const [row] = await tx
      .insert(conciergeRequests)
      .values({ ...request, quotedPriceCents, submissionKey, walletSnapshot: walletSnapshot ?? null })
      .onConflictDoNothing({ target: conciergeRequests.submissionKey })
      .returning({ id: conciergeRequests.id });
    if (!row) return { created: false as const };
    await outbox.notifyOwner(ownerNotification(row.id, request, quotedPriceCents));
    await outbox.queue(requestReceipt(request, quotedPriceCents));
    return { created: true as const, id: row.id };
  });
}

export async function isSubmitted(submissionKey: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: conciergeRequests.id })
    .from(conciergeRequests)
    .where(eq(conciergeRequests.submissionKey, submissionKey));
  return !!row;
}

/** Newest first, optionally only one status. */
export function listConciergeRequests(status?: ConciergeRequestStatus): Promise<ConciergeRequest[]> {
  return db()
    .select()
    .from(conciergeRequests)
    .where(status ? eq(conciergeRequests.status, status) : undefined)
    .orderBy(desc(conciergeRequests.createdAt), desc(conciergeRequests.id));
}

export async function getConciergeRequest(id: number): Promise<ConciergeRequest | undefined> {
  const [row] = await db().select().from(conciergeRequests).where(eq(conciergeRequests.id, id));
  return row;
}

export async function updateConciergeRequest(id: number, change: { status: ConciergeRequestStatus; privateNotes: string }) {
  await db()
    .update(conciergeRequests)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(conciergeRequests.id, id));
}

export async function countNewConciergeRequests(): Promise<number> {
  const [row] = await db().select({ total: count() }).from(conciergeRequests).where(eq(conciergeRequests.status, "new"));
  return row?.total ?? 0;
}
