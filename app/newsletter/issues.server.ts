import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/db/database.server";
import { newsletterIssues, newsletterSends, outbox, subscribers } from "~/db/schema";
import { transactionWithEmail } from "~/email/outbox.server";
import { issueEmailContent } from "./issue-email";
import { preferencesUrl } from "./preferences-link.server";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe-link.server";

export type Issue = typeof newsletterIssues.$inferSelect;

export interface SendProgress {
  recipients: number;
  /** Waiting for its turn or in the outbox waiting for delivery. */
  queued: number;
  sent: number;
  failed: number;
}

/** Saves an issue and fixes its recipients: every subscriber active now, one row each. */
export async function startIssue(input: { subject: string; body: string }, now = new Date()): Promise<Issue> {
  return db().transaction(async (tx) => {
    const [issue] = await tx
      .insert(newsletterIssues)
      .values({ ...input, status: "sending", sendStartedAt: now })
      .returning();
    if (!issue) throw new Error("issue insert returned nothing");
    await tx.execute(
      sql`insert into ${newsletterSends} (issue_id, subscriber_id)
          select ${issue.id}, ${subscribers.id} from ${subscribers} where ${subscribers.status} = 'active'
          on conflict do nothing`,
    );
    return issue;
  });
}

/**
 * Moves up to `limit` waiting recipients into the outbox, each message and its mark in one
 * transaction: a crash or restart midway rolls the batch back whole, so nobody is queued twice
 * and nobody is skipped. Someone who unsubscribed since the send began is left out. Returns how
 * many are still waiting.
 */
export async function sendBatch(issueId: number, limit: number, now = new Date()): Promise<number> {
  const [issue] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
  if (!issue || issue.status !== "sending") return 0;
  await transactionWithEmail(async (tx, writer) => {
    const batch = await tx
      .select({
        sendId: newsletterSends.id,
        id: subscribers.id,
        linkKey: subscribers.linkKey,
        email: subscribers.email,
        status: subscribers.status,
      })
      .from(newsletterSends)
      .innerJoin(subscribers, eq(subscribers.id, newsletterSends.subscriberId))
      .where(and(eq(newsletterSends.issueId, issueId), isNull(newsletterSends.queuedAt)))
      .orderBy(asc(newsletterSends.id))
      .limit(limit)
      .for("update", { of: newsletterSends, skipLocked: true });
    for (const recipient of batch) {
      let outboxId: number | null = null;
      if (recipient.status === "active") {
        const link = unsubscribeUrl(recipient);
        outboxId = await writer.queue({
          kind: "newsletter",
          to: recipient.email,
          subject: issue.subject,
          content: issueEmailContent({
            subject: issue.subject,
            body: issue.body,
            unsubscribeUrl: link,
            preferencesUrl: preferencesUrl(recipient),
          }),
          headers: unsubscribeHeaders(link),
        });
      }
      await tx.update(newsletterSends).set({ outboxId, queuedAt: now }).where(eq(newsletterSends.id, recipient.sendId));
    }
  });
  const [waiting] = await db()
    .select({ total: count() })
    .from(newsletterSends)
    .where(and(eq(newsletterSends.issueId, issueId), isNull(newsletterSends.queuedAt)));
  const remaining = waiting?.total ?? 0;
  if (remaining === 0) {
    await db().update(newsletterIssues).set({ status: "sent", sentAt: now }).where(eq(newsletterIssues.id, issueId));
  }
  return remaining;
}

/** Issues still going out (a restart picks these up again). */
export async function issuesSending(): Promise<number[]> {
  const rows = await db().select({ id: newsletterIssues.id }).from(newsletterIssues).where(eq(newsletterIssues.status, "sending"));
  return rows.map((row) => row.id);
}

export async function listIssues(): Promise<Array<Issue & { progress: SendProgress }>> {
  const issues = await db().select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt), desc(newsletterIssues.id));
  return Promise.all(issues.map(async (issue) => ({ ...issue, progress: await sendProgress(issue.id) })));
}

export async function sendProgress(issueId: number): Promise<SendProgress> {
  const rows = await db()
    .select({ waiting: sql<boolean>`${newsletterSends.queuedAt} is null`, status: outbox.status, total: count() })
    .from(newsletterSends)
    .leftJoin(outbox, eq(outbox.id, newsletterSends.outboxId))
    .where(eq(newsletterSends.issueId, issueId))
    .groupBy(sql`1`, outbox.status);
  const progress: SendProgress = { recipients: 0, queued: 0, sent: 0, failed: 0 };
  for (const row of rows) {
    const total = Number(row.total);
    progress.recipients += total;
    if (row.waiting || row.status === "queued") progress.queued += total;
    else if (row.status === "sent") progress.sent += total;
    else if (row.status === "failed") progress.failed += total;
  }
  return progress;
}
