import { count, eq, inArray, min, sql } from "drizzle-orm";
import { db } from "~/db/database.server";
import { outbox } from "~/db/schema";
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

/** The statuses a message leaves: sent messages pile up for good, and counting them grows with them. */
export const waitingStatuses = outboxStatuses.filter((status) => status !== "sent");

/**
 * Messages queued and failed, each named (0 when none), read through the (status, created_at)
 * index; sent ones are left out, since counting them grows with the outbox (figures: decision 036).
 */
export async function outboxCounts(): Promise<Record<string, number>> {
  const rows = await db()
    .select({ status: outbox.status, count: count() })
    .from(outbox)
    .where(inArray(outbox.status, waitingStatuses))
    .groupBy(outbox.status);
  const counts: Record<string, number> = Object.fromEntries(waitingStatuses.map((status) => [status, 0]));
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** Raw SQL aggregates come back as a Date from node-postgres and as text from some drivers. */
function asDate(value: Date | string | null | undefined): Date | undefined {
  return value == null ? undefined : new Date(value);
}
