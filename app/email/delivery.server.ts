import { and, eq, inArray, lt, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { db } from "~/db/database.server";
import { outbox } from "~/db/schema";
import { mailConfig } from "./config.server";
import { maskEmail } from "./mask";
import { onOutboxCommitted } from "./outbox.server";
import { messageToSend } from "./sealed-links.server";
import { describeSmtpFailure, isPermanentSmtpFailure } from "./smtp-errors";

export const deliveryQueue = "outbox-deliver";

/** Why a message whose sealed links no longer open (a new app secret) was not sent. */
export const unsealableMessage = "Its links were sealed with an earlier app secret and cannot be sent";
const sweepQueue = "outbox-sweep";

/**
 * Retries double from MAIL_RETRY_DELAY_SECONDS (20 s by default) with jitter; pg-boss waits between
 * d·2^(n-1) and d·2^n before retry n, so 13 retries span at least a day of a mail server being away.
 */
export const deliveryRetryLimit = 13;

interface DeliveryJob {
  id: number;
}

let transporter: Transporter | undefined;
let workerId: string | undefined;
let queueJob: ((id: number) => Promise<void>) | undefined;

function smtpTransport(smtpUrl: string): Transporter {
  // A small pool reuses connections, so a newsletter's hundreds of messages do not each pay a handshake.
  transporter ??= nodemailer.createTransport(smtpUrl, {
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return transporter;
}

/**
 * Every process that serves requests queues a delivery job when a message is committed. Where
 * the delivery worker runs in the same process it is nudged at once; in the other worker
 * processes of a cluster the job waits for that worker's next poll (two seconds at most).
 */
export async function queueEmailDelivery(boss: PgBoss, log: Logger): Promise<void> {
  const retryDelay = mailConfig().retryDelaySeconds;
  await boss.createQueue(deliveryQueue, {
    name: deliveryQueue,
    policy: "singleton",
    retryLimit: deliveryRetryLimit,
    retryDelay,
    retryBackoff: true,
  });
  await boss.createQueue(sweepQueue, { name: sweepQueue, policy: "short" });

  queueJob = async (id) => {
    await boss.send(deliveryQueue, { id } satisfies DeliveryJob, { singletonKey: `outbox-${id}` });
    if (workerId) boss.notifyWorker(workerId);
  };
  onOutboxCommitted((ids) => {
    if (!mailConfig().smtpUrl) return;
    for (const id of ids) queueJob?.(id).catch((error) => log.error({ err: error, outboxId: id }, "could not queue email delivery"));
  });
}

/**
 * One pg-boss job per message. The queue's singleton policy lets only one job per message be
 * active at a time across every instance, and a job whose message is no longer queued does
 * nothing, so a message is handed to the mail server once.
 */
export async function startEmailDelivery(boss: PgBoss, log: Logger): Promise<void> {
  // Batches go out side by side; a message that must be retried fails its own job only, and the
  // rest of the batch completes when the handler returns. A full batch means more are waiting,
  // so the worker fetches again at once instead of sleeping out its polling interval.
  const batchSize = 10;
  workerId = await boss.work<DeliveryJob>(deliveryQueue, { pollingIntervalSeconds: 2, batchSize, includeMetadata: true }, async (jobs) => {
    await Promise.all(
      jobs.map(async (job) => {
        const lastTry = job.retryCount >= job.retryLimit;
        const retry = await deliver(job.data.id, lastTry, log);
        if (retry) await boss.fail(deliveryQueue, job.id, { message: retry });
      }),
    );
    if (jobs.length === batchSize && workerId) boss.notifyWorker(workerId);
  });

  // A nudge lost to a crash between commit and send is caught here, and messages that waited
  // while no mail server was configured go out once one is.
  await boss.schedule(sweepQueue, "* * * * *");
  await boss.work(sweepQueue, { pollingIntervalSeconds: 30 }, async () => {
    await queueForgottenMessages(new Date(Date.now() - 60_000));
  });
  await queueForgottenMessages(new Date());
}

/** Queues a delivery job for every message never tried and older than `before`. */
export async function queueForgottenMessages(before: Date): Promise<number> {
  if (!mailConfig().smtpUrl || !queueJob) return 0;
  const rows = await db()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "queued"), eq(outbox.attempts, 0), lt(outbox.createdAt, before)));
  for (const row of rows) await queueJob(row.id);
  return rows.length;
}

/** The admin's retry: a failed message goes back in the queue and is tried again at once. */
export async function retryMessage(id: number): Promise<boolean> {
  const updated = await db()
    .update(outbox)
    .set({ status: "queued", updatedAt: new Date() })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ["failed", "queued"])))
    .returning({ id: outbox.id });
  if (updated.length === 0) return false;
  if (mailConfig().smtpUrl) await queueJob?.(id);
  return true;
}

/**
 * Hands one message to the mail server. After a transient failure it returns why, and its job is
 * failed so pg-boss retries it later; a 5xx rejection, or the last retry, marks it failed with
 * the server's reply.
 */
async function deliver(id: number, lastTry: boolean, log: Logger): Promise<string | undefined> {
  const [message] = await db().select().from(outbox).where(eq(outbox.id, id));
  if (!message || message.status !== "queued") return undefined;
  const smtpUrl = mailConfig().smtpUrl;
  if (!smtpUrl) return undefined;

  const logFields = { outboxId: id, kind: message.kind, to: maskEmail(message.toAddress) };
  const whole = messageToSend(message);
  if (!whole) {
    await db().update(outbox).set({ status: "failed", lastError: unsealableMessage, updatedAt: new Date() }).where(eq(outbox.id, id));
    log.warn(logFields, "email links could not be unsealed");
    return undefined;
  }
  const started = Date.now();
  try {
    await smtpTransport(smtpUrl).sendMail({
      from: message.fromAddress,
      to: message.toAddress,
      subject: whole.subject,
      text: whole.textBody,
      html: whole.htmlBody,
      headers: whole.headers,
      attachments: whole.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    });
  } catch (error) {
    const permanent = isPermanentSmtpFailure(error);
    const failed = permanent || lastTry;
    await db()
      .update(outbox)
      .set({
        status: failed ? "failed" : "queued",
        attempts: sql`${outbox.attempts} + 1`,
        lastError: describeSmtpFailure(error),
        updatedAt: new Date(),
      })
      .where(eq(outbox.id, id));
    log.warn({ ...logFields, permanent, failed }, "email delivery failed");
    return failed ? undefined : `delivery of outbox message ${id} will be retried`;
  }
  const sentAt = new Date();
  await db()
    .update(outbox)
    .set({ status: "sent", attempts: sql`${outbox.attempts} + 1`, lastError: null, sentAt, updatedAt: sentAt })
    .where(eq(outbox.id, id));
  log.info({ ...logFields, ms: sentAt.getTime() - started }, "email sent");
  return undefined;
}

/** Forgets the transport and the job hooks (the server stopping, or a test starting afresh). */
export function stopEmailDelivery(): void {
  transporter?.close();
  transporter = undefined;
  workerId = undefined;
  queueJob = undefined;
  onOutboxCommitted(() => {});
}
