import { and, eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { subscribers, type AlertChoiceKind } from "~/db/schema";
import { transactionWithEmail } from "~/email/outbox.server";
import { successNotice, type Notice } from "~/notices/notice";
import { addAlertChoices } from "./alerts.server";
import { normaliseEmail } from "./email-address";
import { preferencesUrl } from "./preferences-link.server";
import { subscribe } from "./subscribe.server";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe-link.server";

export interface AlertChoice {
  kind: AlertChoiceKind;
  /** A catalog id, checked by the caller. */
  id: string;
  /** Its name, for the messages. */
  name: string;
}

export type AlertSignupOutcome =
  { ok: true; notice: Notice } | { ok: false; status: number; notice: Notice; email: string; fieldError?: string };

export const alertSignupTitle = "Alert saved";

/**
 * "Email me when a bonus for this starts": a newsletter subscribe (the same guard, address check,
 * consent record and welcome email) that also records the choice. An address already on the list
 * is not changed from here, since whoever typed it may not own it: its owner gets an email with
 * the link to their own alert choices instead.
 */
export async function subscribeForAlert(form: FormData, ip: string, choice: AlertChoice): Promise<AlertSignupOutcome> {
  const outcome = await subscribe(form, ip);
  const email = normaliseEmail(String(form.get("email") ?? ""));
  const choices = { currencies: choice.kind === "currency" ? [choice.id] : [], programs: choice.kind === "program" ? [choice.id] : [] };
  if (outcome.ok) {
    await db().transaction(async (tx) => {
      const [subscriber] = await tx.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.email, email));
      if (subscriber) await addAlertChoices(tx, subscriber.id, choices);
    });
    // With double opt-in the choice waits with the subscription: alerts go to confirmed subscribers only.
    const text = outcome.pending
      ? `Check your inbox and click the link in our email to confirm your subscription; then we'll email you when a bonus for ${choice.name} starts.`
      : `You're subscribed, and we'll email you when a bonus for ${choice.name} starts.`;
    return { ok: true, notice: successNotice(alertSignupTitle, text) };
  }
  if (outcome.status !== 409) return outcome;
  const [subscriber] = await db()
    .select({ id: subscribers.id, linkKey: subscribers.linkKey })
    .from(subscribers)
    .where(and(eq(subscribers.email, email), eq(subscribers.status, "active")));
  if (!subscriber) return outcome;
  await transactionWithEmail(async (_tx, outbox) => {
    const unsubscribe = unsubscribeUrl(subscriber);
    await outbox.queue({
      kind: "alert-choices-link",
      to: email,
      subject: "Your Pointwise transfer bonus alerts",
      content: {
        heading: "Choose your transfer bonus alerts",
        paragraphs: [
          `Someone, probably you, asked for an email when a transfer bonus for ${choice.name} starts. You are already subscribed, so nothing was changed.`,
          "To get these alerts, open the link below and tick the currencies and programs you care about.",
        ],
        action: { label: "Choose my alerts", url: preferencesUrl(subscriber) },
        footnotes: ["If this was not you, ignore this email.", `Unsubscribe with one click: ${unsubscribe}`],
      },
      headers: unsubscribeHeaders(unsubscribe),
    });
  });
  return {
    ok: true,
    notice: successNotice("Check your inbox", "This address is already subscribed: we've emailed it a link to choose its alerts."),
  };
}
