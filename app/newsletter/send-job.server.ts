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

/**
 * A kind of alert email written by another domain (card offers, award seats): its waiting rows
 * go out in the alerts' chain, so every alert together keeps to the newsletter's rate.
 * `send` moves up to `limit` into the outbox and returns how many of its kind still wait.
 */
export interface AlertSender {
  /** Names the kind: adding a kind again (a restart of the jobs in one process) replaces it. */
  kind: string;
  send(limit: number): Promise<number>;
  waiting(): Promise<number>;
}

const alertSenders: AlertSender[] = [{ kind: "bonus-alert", send: (limit) => sendAlertBatch(limit), waiting: alertsWaiting }];

/** Called once at start (app/jobs), for each kind beside the transfer-bonus alerts. */
export function addAlertSender(sender: AlertSender): void {
  const known = alertSenders.findIndex((each) => each.kind === sender.kind);
  if (known >= 0) alertSenders[known] = sender;
  else alertSenders.push(sender);
}

async function alertsWaitingOfEveryKind(): Promise<number> {
  let total = 0;
  for (const sender of alertSenders) total += await sender.waiting();
  return total;
}

/** One batch from the first kind with alerts waiting; returns how many wait in all afterwards. */
export async function sendNextAlertBatch(limit: number): Promise<number> {
  for (const sender of alertSenders) {
    if ((await sender.waiting()) === 0) continue;
    await sender.send(limit);
    break;
  }
  return alertsWaitingOfEveryKind();
}

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
      const remaining = await sendNextAlertBatch(batchSize(sendRatePerMinute()));
      log.info({ remaining }, "alert batch queued");
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
    if ((await alertsWaitingOfEveryKind()) > 0) await queueAlertBatch();
  });
}
