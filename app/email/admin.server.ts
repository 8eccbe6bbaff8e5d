import { and, count, desc, eq, getTableColumns, gte } from "drizzle-orm";
import { db } from "~/db/database.server";
import { outbox, type OutboxStatus } from "~/db/schema";
import { mailConfig } from "./config.server";

const pageSize = 100;

export type OutboxSummary = Awaited<ReturnType<typeof listOutbox>>[number];

/** The newest messages first, optionally of one status. */
export async function listOutbox(status?: OutboxStatus) {
  return db()
    .select({
      id: outbox.id,
      kind: outbox.kind,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(status ? eq(outbox.status, status) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(pageSize);
}

/** One message for the admin's page, without its sealed link values (the page never needs them). */
export async function findOutboxMessage(id: number) {
  const { sealedSecrets: _sealed, ...columns } = getTableColumns(outbox);
  const [message] = await db().select(columns).from(outbox).where(eq(outbox.id, id));
  return message;
}

/** For the dashboard: messages that failed in the last `days` days. */
export async function countFailedSince(since: Date): Promise<number> {
  const [row] = await db()
    .select({ failed: count() })
    .from(outbox)
    .where(and(eq(outbox.status, "failed"), gte(outbox.updatedAt, since)));
  return row?.failed ?? 0;
}

/** Whether SMTP_URL is set: without it queued messages wait, and the admin says why. */
export function mailServerConfigured(): boolean {
  return Boolean(mailConfig().smtpUrl);
}
