import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import { startEmailDelivery } from "~/email/delivery.server";
import { startNewsletterSending } from "~/newsletter/send-job.server";
import { startHousekeeping } from "./housekeeping.server";
import { startTransferBonusSchedule } from "~/transfer-bonuses/schedule.server";
import { startStrategySessionJobs } from "~/strategy-session/jobs.server";

/**
 * pg-boss runs on the app's own database connection: on PGlite through the adapter's
 * `executeSql` (PGlite allows one connection), on PostgreSQL through the shared pool.
 */
export async function startJobs(database: Database, log: Logger): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: "pgboss",
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  // Every scheduled or queued job of the site, one line each.
  await startHousekeeping(boss, log);
  await startEmailDelivery(boss, log);
  await startTransferBonusSchedule(boss, log);
  await startNewsletterSending(boss, log);
  await startStrategySessionJobs(boss, log);
  return boss;
}
