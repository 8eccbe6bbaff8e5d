import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { businessDay } from "~/lib/calendar-day";
import { decideBonusAlerts, undecidedBonuses } from "~/newsletter/alerts.server";
import { queueAlertBatch } from "~/newsletter/send-job.server";
import { readCatalog } from "~/points/catalog.server";
import { onBonusesPublished } from "~/transfer-bonuses/bonuses.server";
import { matchBonus } from "./bonus-matches";

export const alertsQueue = "bonus-alerts-decide";
/** A backstop for a publish whose nudge was lost (a crash right after it): every few minutes. */
const sweepCron = "*/5 * * * *";

/**
 * Decides the alerts of every bonus published since the last time: matched to a currency and a
 * program through the catalog, and alerted only while it still runs and is listed (a built-in
 * bonus seeded long after it ended, or one already withdrawn, is only marked decided). Returns
 * how many alerts were written.
 */
export async function decideNewBonusAlerts(now = new Date()): Promise<number> {
  const pending = await undecidedBonuses();
  if (pending.length === 0) return 0;
  const catalog = await readCatalog();
  const today = businessDay(now);
  let added = 0;
  for (const bonus of pending) {
    const live = !bonus.removed && bonus.endDate >= today;
    added += await decideBonusAlerts(bonus, matchBonus(catalog, bonus), live);
  }
  if (added > 0) await queueAlertBatch();
  return added;
}

/** In every process: a publish there asks for a decision at once (the leading worker runs it). */
export async function queueBonusAlertDecisions(boss: PgBoss, log: Logger): Promise<void> {
  // Stately: one decision waiting at most, however many publishes nudge it meanwhile.
  await boss.createQueue(alertsQueue, { name: alertsQueue, policy: "stately" });
  const off = onBonusesPublished(() => {
    boss.send(alertsQueue, {}).catch((error: unknown) => log.error({ err: error }, "bonus alert nudge failed"));
  });
  boss.once("stopped", off);
}

export async function startBonusAlerts(boss: PgBoss, log: Logger): Promise<void> {
  await boss.schedule(alertsQueue, sweepCron);
  await boss.work(alertsQueue, { pollingIntervalSeconds: 2 }, async () => {
    const added = await decideNewBonusAlerts();
    if (added > 0) log.info({ added }, "bonus alerts queued");
  });
}
