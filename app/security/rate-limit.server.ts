import { eq, sql } from "drizzle-orm";
import { db } from "~/db/database.server";
import { rateLimits } from "~/db/schema";

export interface WindowCount {
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit against `key` in a fixed window and returns the window's total.
 * One atomic upsert, so concurrent instances never lose a hit.
 */
export async function hit(key: string, windowMs: number, now = new Date()): Promise<WindowCount> {
  const freshReset = new Date(now.getTime() + windowMs);
  const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db()
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: freshReset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${expired} then ${freshReset.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error("rate limit upsert returned nothing");
  return row;
}

/** The current window's count without adding to it (0 once the window has passed). */
export async function peek(key: string, now = new Date()): Promise<WindowCount> {
  const [row] = await db().select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.resetAt <= now) return { count: 0, resetAt: now };
  return { count: row.count, resetAt: row.resetAt };
}

export async function reset(key: string): Promise<void> {
  await db().delete(rateLimits).where(eq(rateLimits.key, key));
}

export function secondsUntil(date: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000));
}
