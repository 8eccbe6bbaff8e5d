import type { SubscriberSource } from "~/db/schema";
import { transactionWithEmail, type OutboxWriter } from "~/email/outbox.server";
import type { Transaction } from "~/db/database.server";
import { claimFits, type RowClaim } from "~/security/row-links.server";
import { isSuppressed, liftSuppression } from "~/security/suppression.server";
import { confirmUrl } from "./confirm-link.server";
import { confirmationEmailContent, confirmationValidDays } from "./confirmation-email";
import { consentVersion } from "./consent";
import {
  insertSubscriber,
  lockSubscriber,
  lockSubscriberByEmail,
  subscriberForClaim,
  updateSubscriber,
  type Subscriber,
} from "./subscribers.server";
import { preferencesUrl } from "./preferences-link.server";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe-link.server";
import { welcomeEmailContent } from "./welcome-email";

/** A pending subscriber asking again gets another confirmation email at most this often. */
export const confirmationResendMs = 10 * 60 * 1000;

/** What a subscribe post did: subscribed at once, waiting for confirmation, or already on the list. */
export type Joined = "active" | "pending" | "duplicate";

async function queueWelcome(outbox: OutboxWriter, subscriber: Subscriber): Promise<void> {
  const link = unsubscribeUrl(subscriber);
  const welcome = welcomeEmailContent({
    to: subscriber.email,
    subscribedAt: subscriber.createdAt,
    unsubscribeUrl: link,
    preferencesUrl: preferencesUrl(subscriber),
  });
  await outbox.queue({ kind: "welcome", to: subscriber.email, ...welcome, headers: unsubscribeHeaders(link) });
}

async function queueConfirmation(outbox: OutboxWriter, subscriber: Subscriber, now: Date, leftBefore: boolean): Promise<void> {
  const email = confirmationEmailContent({
    to: subscriber.email,
    requestedAt: now,
    confirmUrl: confirmUrl(subscriber, now),
    validDays: confirmationValidDays,
    leftBefore,
  });
  await outbox.queue({ kind: "newsletter-confirm", to: subscriber.email, ...email });
}

/** Whether the address left the list (an erasure or unsubscribe left its hash, or an older site kept the row). */
async function leftTheList(tx: Transaction, email: string, existing: Subscriber | undefined): Promise<boolean> {
  return existing?.status === "unsubscribed" || (await isSuppressed(tx, email));
}

/**
 * Puts an address on the list with its email, in one transaction. With double opt-in the row is
 * pending and gets the confirmation email; asking again while pending sends it again (at most
 * every ten minutes) instead of "Already Subscribed". Without double opt-in the row is active
 * and gets the welcome email; a row left pending from when double opt-in was on is activated,
 * since the person has just subscribed under the rules now in force. An address that left the
 * list always waits for confirmation: only its owner may lift its suppression (issue 29).
 */
export async function joinList(input: { email: string; source: SubscriberSource; doubleOptIn: boolean; now?: Date }): Promise<Joined> {
  const now = input.now ?? new Date();
  return transactionWithEmail(async (tx, outbox) => {
    const existing = await lockSubscriberByEmail(tx, input.email);
    if (existing?.status === "active") return "duplicate";
    const left = await leftTheList(tx, input.email, existing);
    // Double opt-in for an address that left, whatever the setting: the form says to check the inbox.
    const status = input.doubleOptIn || left ? "pending" : "active";
    if (existing?.status === "pending") {
      if (status === "active") {
        await queueWelcome(outbox, await updateSubscriber(tx, existing.id, { status: "active", source: input.source, createdAt: now }));
        return "active";
      }
      const lastSent = existing.confirmationSentAt ?? existing.createdAt;
      if (now.getTime() - lastSent.getTime() >= confirmationResendMs) {
        await queueConfirmation(outbox, await updateSubscriber(tx, existing.id, { confirmationSentAt: now }), now, left);
      }
      return status;
    }
    const added = await insertSubscriber(tx, { email: input.email, source: input.source, consentVersion, status, now });
    // Another post for the same new address committed first; it has sent the email.
    if (!added) return status === "active" ? "duplicate" : status;
    if (status === "pending") await queueConfirmation(outbox, added, now, left);
    else await queueWelcome(outbox, added);
    return status;
  });
}

export type Confirmed = "confirmed" | "already" | "invalid";

/**
 * The confirmation link followed: a pending subscriber becomes active and gets the welcome email
 * with the guide, in one transaction under a row lock, so the email goes out exactly once however
 * often (or however concurrently) the link is used.
 */
export async function confirmSubscription(claim: RowClaim, now = new Date()): Promise<Confirmed> {
  return transactionWithEmail(async (tx, outbox) => {
    const locked = await lockSubscriber(tx, claim.id);
    const subscriber = locked && claimFits(claim, locked) ? locked : undefined;
    if (subscriber?.status === "active") return "already";
    if (subscriber?.status !== "pending") return "invalid";
    // The owner of the address has just confirmed: their new consent replaces a suppression.
    await liftSuppression(tx, subscriber.email);
    await queueWelcome(outbox, await updateSubscriber(tx, subscriber.id, { status: "active", confirmedAt: now }));
    return "confirmed";
  });
}

/** What the confirmation page shows before the visitor presses the button. */
export async function confirmationState(claim: RowClaim): Promise<"pending" | "already" | "invalid"> {
  const subscriber = await subscriberForClaim(claim);
  return subscriber?.status === "pending" ? "pending" : subscriber?.status === "active" ? "already" : "invalid";
}
