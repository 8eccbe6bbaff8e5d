import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import { queueEmailDelivery, startEmailDelivery } from "~/email/delivery.server";
import { addAlertSender, queueNewsletterSending, startNewsletterSending } from "~/newsletter/send-job.server";
import { offerAlertsWaiting, sendOfferAlertBatch } from "~/deals/offer-alerts.server";
import { queueBonusAlertDecisions, startBonusAlerts } from "./bonus-alerts.server";
import { startHousekeeping } from "./housekeeping.server";
import { awardSeatsWaiting, sendAwardSeatBatch, startAwardWatches } from "./award-watches.server";
import { startBalanceReminders } from "./balance-reminders.server";
import { startTransferBonusSchedule } from "~/transfer-bonuses/schedule.server";
import { startStrategySessionJobs } from "~/strategy-session/jobs.server";
import { startNightlyBackup } from "~/backup/nightly.server";
import { startRetention } from "~/privacy/retention.server";
import { jobFailures } from "~/observability/metrics.server";
import { countJobFailures, watchJobQueue } from "./job-failures.server";

export interface JobOptions {
  /**
   * Whether this process works the queues, fires the schedules and maintains pg-boss's tables.
   * In a cluster only the leading worker does (decision 015); the others only queue jobs.
   */
  runWorkers: boolean;
}

/**
 * pg-boss runs on the app's own database connection: on PGlite through the adapter's
 * `executeSql` (PGlite allows one connection), on PostgreSQL through the shared pool.
 */
export async function startJobs(database: Database, log: Logger, { runWorkers }: JobOptions = { runWorkers: true }): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: "pgboss",
    migrate: runWorkers,
    supervise: runWorkers,
    schedule: runWorkers,
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  countJobFailures(boss, (queue, jobs) => jobFailures.inc({ queue }, jobs));
  await boss.start();
  watchJobQueue(boss);
  // Requests queue mail and newsletter batches in whichever process serves them.
  await queueEmailDelivery(boss, log);
  await queueNewsletterSending(boss);
  await queueBonusAlertDecisions(boss, log);
  if (!runWorkers) return boss;
  // Every scheduled or queued job of the site, one line each.
  await startHousekeeping(boss, log);
  await startEmailDelivery(boss, log);
  await startTransferBonusSchedule(boss, log);
  addAlertSender({ kind: "offer-alert", send: (limit) => sendOfferAlertBatch(limit), waiting: offerAlertsWaiting });
  addAlertSender({ kind: "award-seat", send: (limit) => sendAwardSeatBatch(limit), waiting: awardSeatsWaiting });
  await startNewsletterSending(boss, log);
  await startBonusAlerts(boss, log);
  await startStrategySessionJobs(boss, log);
  await startNightlyBackup(boss, log);
  await startRetention(boss, log);
  await startAwardWatches(boss, log);
  await startBalanceReminders(boss, log);
  log.info("jobs started");
  return boss;
}
