import { db, type Transaction } from "~/db/database.server";
import { outbox, type OutboxAttachment } from "~/db/schema";
import { mailConfig } from "./config.server";
import { ownerNotificationEmail, type OwnerNotification } from "./owner-notification";
import { holdLinkSecrets } from "./secret-links";
import { sealLinkSecrets } from "./sealed-links.server";
import { headerSafe, renderEmail, type EmailContent } from "./template";
import { ownerEmailAddress } from "./owner.server";

export interface EmailMessage {
  /** What this message is, for the admin's outbox list: "concierge-receipt", "welcome"... */
  kind: string;
  to: string;
  subject: string;
  content: EmailContent;
  /** Extra headers (List-Unsubscribe...). Values are made header-safe. */
  headers?: Record<string, string>;
  attachments?: OutboxAttachment[];
  /** Texts the stored copy must not hold (a sign-in code), for a kind in `literalSecretKinds`. */
  secrets?: string[];
}

export interface OutboxWriter {
  /** Writes the message to the outbox inside the caller's transaction. */
  queue(message: EmailMessage): Promise<number>;
  /** Queues the lead notification for the owner (OWNER_EMAIL or the admin's setting). */
  notifyOwner(notification: OwnerNotification): Promise<number | undefined>;
}

type AfterCommit = (ids: number[]) => void;
let afterCommit: AfterCommit = () => {};

/** The delivery job registers here to hear of new messages as soon as their transaction commits. */
export function onOutboxCommitted(listener: AfterCommit): void {
  afterCommit = listener;
}

/**
 * Runs `work` in one transaction with an outbox writer: the lead, booking or subscription and
 * its emails are stored together or not at all. Once committed, delivery is nudged at once; a
 * sweep every minute catches anything a crash between commit and nudge left behind.
 */
export async function transactionWithEmail<T>(work: (tx: Transaction, outbox: OutboxWriter) => Promise<T>): Promise<T> {
  const queued: number[] = [];
  const result = await db().transaction(async (tx) => {
    const writer: OutboxWriter = {
      async queue(message) {
        const id = await insertMessage(tx, message);
        queued.push(id);
        return id;
      },
      async notifyOwner(notification) {
        const to = await ownerEmailAddress(tx);
        if (!to) return undefined;
        return writer.queue(ownerNotificationEmail(notification, to));
      },
    };
    return work(tx, writer);
  });
  if (queued.length > 0) afterCommit(queued);
  return result;
}

/** Queues one message on its own (a test message from the admin, a scheduled run's report). */
export async function queueEmail(message: EmailMessage): Promise<number> {
  return transactionWithEmail((_tx, writer) => writer.queue(message));
}

/**
 * Queues a message inside a transaction the caller already runs (the daily retention run). Nothing
 * nudges delivery at commit; the minute's sweep sends it.
 */
export function queueEmailIn(tx: Pick<Transaction, "insert">, message: EmailMessage): Promise<number> {
  return insertMessage(tx, message);
}

async function insertMessage(tx: Pick<Transaction, "insert">, message: EmailMessage): Promise<number> {
  const config = mailConfig();
  const rendered = renderEmail(message.subject, message.content, config.site);
  const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [headerSafe(name), headerSafe(value)]));
  const { message: stored, secrets } = holdLinkSecrets(
    {
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      headers,
      attachments: message.attachments ?? [],
    },
    message.secrets,
  );
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: message.kind,
      toAddress: headerSafe(message.to),
      fromAddress: config.from,
      ...stored,
      sealedSecrets: secrets.length > 0 ? sealLinkSecrets(secrets) : null,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned nothing");
  return row.id;
}
