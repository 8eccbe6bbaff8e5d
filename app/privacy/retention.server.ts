import { and, desc, eq, lte } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { businessTimeZone } from "~/config/business";
import type { Db } from "~/db/client.server";
import { db } from "~/db/database.server";
import { privacyRequests, privacyRetentionRuns, settings } from "~/db/schema";
import { setSetting } from "~/db/settings.server";
import { businessDay } from "~/lib/calendar-day";
import { personalDataMap, type Tx } from "./data-map.server";
import { eraseInTransaction } from "./personal-data.server";
import { cutoff, readRetention, type RetentionSettings } from "./retention-settings";

export const retentionQueue = "privacy-retention";
/** 04:23 in New York: after the nightly backup (03:41), off the hour other work starts on. */
export const retentionCron = "23 4 * * *";
export const retentionSettingKey = "privacy.retention";
/** Rows each table may lose in one run; a backlog is worked off over the following days. */
export const retentionBatch = 5_000;
/** Erasure requests one run carries out. */
const erasuresPerRun = 100;

export type RetentionRun = typeof privacyRetentionRuns.$inferSelect;

export async function retentionSettings(tx: Tx = db()): Promise<RetentionSettings> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, retentionSettingKey));
  return readRetention(row?.value);
}

export async function saveRetentionSettings(value: RetentionSettings): Promise<void> {
  await setSetting(retentionSettingKey, value);
}

/**
 * The daily run: every table's rows past their retention are deleted or anonymised, and erasure
 * requests older than the automatic delay are carried out. All in one transaction that starts by
 * claiming the day: a second instance (or a retry after success) finds the day taken and does
 * nothing, and a run that fails leaves no claim, so pg-boss's retry can run it again.
 * Returns undefined when the day had already been run.
 */
export async function runRetention(now = new Date(), database: Db = db()): Promise<RetentionRun | undefined> {
  return database.transaction(async (tx) => {
    const [claim] = await tx
      .insert(privacyRetentionRuns)
      .values({ day: businessDay(now), startedAt: now })
      .onConflictDoNothing()
      .returning({ id: privacyRetentionRuns.id });
    if (!claim) return undefined;
    const policy = await retentionSettings(tx);
    const touched: Record<string, number> = {};
    for (const entry of personalDataMap) {
      const count = (await entry.expire?.(tx, now, policy, retentionBatch)) ?? 0;
      if (count > 0) touched[entry.name] = count;
    }
    if (policy.autoEraseDays > 0) {
      const due = await tx
        .select({ email: privacyRequests.email })
        .from(privacyRequests)
        .where(and(eq(privacyRequests.status, "pending"), lte(privacyRequests.requestedAt, cutoff(now, policy.autoEraseDays, "days"))))
        .orderBy(privacyRequests.id)
        .limit(erasuresPerRun);
      for (const { email } of due) {
        const erased = await eraseInTransaction(tx, email, "schedule", now);
        for (const [table, count] of Object.entries(erased.touched)) touched[table] = (touched[table] ?? 0) + count;
      }
      if (due.length) touched.erasure_requests_carried_out = due.length;
    }
    const total = Object.entries(touched).reduce((sum, [key, count]) => (key === "erasure_requests_carried_out" ? sum : sum + count), 0);
    const [run] = await tx
      .update(privacyRetentionRuns)
      .set({ finishedAt: new Date(), touched, total })
      .where(eq(privacyRetentionRuns.id, claim.id))
      .returning();
    return run;
  });
}

export async function lastRetentionRun(): Promise<RetentionRun | undefined> {
  const [run] = await db().select().from(privacyRetentionRuns).orderBy(desc(privacyRetentionRuns.day)).limit(1);
  return run;
}

/**
 * pg-boss's schedule is shared, so the cron fires once across instances; the day's claim makes
 * a second firing (a retry, a clock skew between instances) change nothing. Returns the worker's id.
 */
export async function startRetention(boss: PgBoss, log: Logger, database: () => Db = db): Promise<string> {
  await boss.createQueue(retentionQueue);
  await boss.schedule(retentionQueue, retentionCron, undefined, { tz: businessTimeZone });
  return boss.work(retentionQueue, { pollingIntervalSeconds: 60 }, async () => {
    const run = await runRetention(new Date(), database());
    if (run) log.info({ touched: run.touched, total: run.total }, "privacy retention done");
    else log.info("privacy retention already ran today");
  });
}
