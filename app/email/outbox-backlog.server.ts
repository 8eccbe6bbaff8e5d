import { count, eq, min, sql } from "drizzle-orm";
import { db } from "~/db/database.server";
import { outbox, type OutboxStatus } from "~/db/schema";
import { outboxStatuses } from "./status-label";

export interface OutboxAge {
  /** When the oldest message not yet sent was written, if any is waiting. */
  oldestUnsentAt?: Date;
  /** When the oldest message never tried was written: delivery has not picked it up since. */
  oldestUntriedAt?: Date;
}

/** The outbox's waiting messages, read through the (status, created_at) index. */
export async function outboxAge(): Promise<OutboxAge> {
  const [row] = await db()
    .select({
      oldestUnsent: min(outbox.createdAt),
      oldestUntried: sql<Date | string | null>`min(${outbox.createdAt}) filter (where ${outbox.attempts} = 0)`,
    })
    .from(outbox)
    .where(eq(outbox.status, "queued"));
  return { oldestUnsentAt: asDate(row?.oldestUnsent), oldestUntriedAt: asDate(row?.oldestUntried) };
}

/** Messages by status, every status named (0 when none). */
export async function outboxCounts(): Promise<Record<OutboxStatus, number>> {
  const rows = await db().select({ status: outbox.status, count: count() }).from(outbox).groupBy(outbox.status);
  const counts = Object.fromEntries(outboxStatuses.map((status) => [status, 0])) as Record<OutboxStatus, number>;
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** Raw SQL aggregates come back as a Date from node-postgres and as text from some drivers. */
function asDate(value: Date | string | null | undefined): Date | undefined {
  return value == null ? undefined : new Date(value);
}
