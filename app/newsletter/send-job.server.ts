import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { alertsWaiting, sendAlertBatch } from "./alerts.server";
import { issuesSending, sendBatch } from "./issues.server";

export const sendQueue = "newsletter-send";
/** Every minute, anything still sending gets its next batch queued (after a restart, for one). */
const sweepCron = "* * * * *";
/** Batches go out this often; each holds a sixth of the per-minute rate. */
export const batchIntervalSeconds = 10;
export const defaultSendRatePerMinute = 60;

/** NEWSLETTER_SEND_RATE: messages per minute handed to the mail server (validated at start). */
export function sendRatePerMinute(): number {
  const configured = Number(process.env.NEWSLETTER_SEND_RATE);
  return Number.isInteger(configured) && configured > 0 ? configured : defaultSendRatePerMinute;
}

export function batchSize(ratePerMinute: number): number {
  return Math.max(1, Math.ceil((ratePerMinute * batchIntervalSeconds) / 60));
}

let queue: PgBoss | undefined;

/** Queues the next batch of an issue; one waiting batch per issue (the queue is "stately"). */
export async function queueNextBatch(issueId: number, afterSeconds = 0): Promise<void> {
  await queue?.send(sendQueue, { issueId }, { singletonKey: String(issueId), startAfter: afterSeconds });
}

/** Bonus alerts go out through the same queue and at the same rate, as one more chain beside the issues'. */
const alertsKey = "bonus-alerts";

/** Queues the next batch of bonus alerts (one waiting at a time, like an issue's). */
export async function queueAlertBatch(afterSeconds = 0): Promise<void> {
  await queue?.send(sendQueue, { alerts: true }, { singletonKey: alertsKey, startAfter: afterSeconds });
}

/** Every process that serves the admin can start a send; the job worker may run elsewhere. */
export async function queueNewsletterSending(boss: PgBoss): Promise<void> {
  queue = boss;
  await boss.createQueue(sendQueue, { name: sendQueue, policy: "stately" });
}

/**
 * The throttled send: each job moves one batch into the outbox and queues the next one
 * `batchIntervalSeconds` later. Progress lives in the database, so a restart only delays it.
 */
export async function startNewsletterSending(boss: PgBoss, log: Logger): Promise<void> {
  await boss.createQueue(`${sendQueue}-sweep`, { name: `${sendQueue}-sweep` });
  await boss.schedule(`${sendQueue}-sweep`, sweepCron);
  await boss.work<{ issueId?: number; alerts?: true }>(sendQueue, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    if (job.data.alerts) {
      const remaining = await sendAlertBatch(batchSize(sendRatePerMinute()));
      log.info({ remaining }, "bonus alert batch queued");
      if (remaining > 0) await queueAlertBatch(batchIntervalSeconds);
      return;
    }
    if (job.data.issueId === undefined) return;
    const remaining = await sendBatch(job.data.issueId, batchSize(sendRatePerMinute()));
    log.info({ issueId: job.data.issueId, remaining }, "newsletter batch queued");
    if (remaining > 0) await queueNextBatch(job.data.issueId, batchIntervalSeconds);
  });
  await boss.work(`${sendQueue}-sweep`, { pollingIntervalSeconds: 30 }, async () => {
    for (const issueId of await issuesSending()) await queueNextBatch(issueId);
    if ((await alertsWaiting()) > 0) await queueAlertBatch();
  });
}
