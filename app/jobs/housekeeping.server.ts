import { lte } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { deleteExpiredVisitorSessions } from "~/account/sessions.server";
import { deleteExpiredSessions } from "~/admin/sign-in/sessions.server";
import { db } from "~/db/database.server";
import { rateLimits } from "~/db/schema";

export const housekeepingQueue = "housekeeping";
/** Hourly, off the hour so it does not coincide with other hourly work. */
export const housekeepingCron = "17 * * * *";

/** Removes what has expired: admin and visitor sessions, and rate-limit windows (one row per address otherwise stays forever). */
export async function runHousekeeping(now = new Date()): Promise<void> {
  await deleteExpiredSessions(now);
  await deleteExpiredVisitorSessions(now);
  await db().delete(rateLimits).where(lte(rateLimits.resetAt, now));
}

/** Schedules the sweep; pg-boss's schedule is shared, so several instances still run it once an hour. */
export async function startHousekeeping(boss: PgBoss, log: Logger): Promise<void> {
  await boss.createQueue(housekeepingQueue);
  await boss.schedule(housekeepingQueue, housekeepingCron);
  // Work arrives once an hour; polling rarely keeps the embedded database idle.
  await boss.work(housekeepingQueue, { pollingIntervalSeconds: 60 }, async () => {
    await runHousekeeping();
    log.info("housekeeping done");
  });
}
