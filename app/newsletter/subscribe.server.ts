import { z } from "~/lib/zod";
import type { SubscriberSource } from "~/db/schema";
import { mailConfig } from "~/email/config.server";
import { parseSubmission } from "~/lib/form-submission";
import { destructiveNotice, type Notice } from "~/notices/notice";
import { checkFormGuard } from "~/security/form-guard.server";
import { formGuardMessages } from "~/security/form-guard";
import { hit } from "~/security/rate-limit.server";
import { keyedDigest } from "~/security/signing.server";
import { doubleOptInEnabled } from "./double-opt-in.server";
import { isValidEmail, maxEmailLength, normaliseEmail } from "./email-address";
import { duplicateNotice, invalidEmailNotice, newsletterMessages, notSubscribedTitle, pendingNotice, subscribedNotice } from "./messages";
import { joinList } from "./subscription.server";

const hourMs = 60 * 60 * 1000;
/** Subscribes from one connection per hour: generous for a household or an office. */
export const subscribesPerIpPerHour = 30;
/** Attempts on one address per hour: stops a script mail-bombing someone with welcome emails. */
export const subscribesPerAddressPerHour = 5;

export type SubscribeOutcome =
  | { ok: true; source: SubscriberSource; notice: Notice; pending: boolean }
  | { ok: false; source: SubscriberSource; status: number; notice: Notice; email: string; fieldError?: string };

/** The subscribe form: the address (checked after the spam guard) and which form sent it. */
const subscribeForm = z.object({
  email: z.string().refine(isValidEmail, newsletterMessages.invalid),
  source: z.string(),
});

export function sourceOf(value: FormDataEntryValue | null): SubscriberSource {
  return value === "popup" ? "popup" : "section";
}

/**
 * One subscribe post from the section or the popup: the spam guard, the address rule, then
 * the subscriber and its email in one transaction (the email can fail later; the subscription
 * stays): the welcome email, or with double opt-in the confirmation email.
 */
export async function subscribe(form: FormData, ip: string): Promise<SubscribeOutcome> {
  const submission = parseSubmission(form, subscribeForm);
  const source = sourceOf(submission.posted.source);
  const typed = submission.posted.email.slice(0, maxEmailLength + 10);
  const refuse = (status: number, notice: Notice, fieldError?: string): SubscribeOutcome => ({
    ok: false,
    source,
    status,
    notice,
    email: typed,
    fieldError,
  });

  const guard = await checkFormGuard(form, {
    form: "newsletter",
    client: ip,
    rateKeys: [ip],
    limit: subscribesPerIpPerHour,
    windowMs: hourMs,
  });
  if (!guard.ok) return refuse(guard.reason === "rateLimited" ? 429 : 400, destructiveNotice(notSubscribedTitle, guard.message));

  if (!submission.ok) return refuse(400, invalidEmailNotice(), submission.errors.email);
  const email = normaliseEmail(submission.value.email);
  // Keyed by a keyed hash: the rate-limit table holds no address, nor a digest anyone could check a guess against.
  const addressKey = keyedDigest("newsletter-address-limit", email);
  const perAddress = await hit(`form:newsletter-address:${addressKey}`, hourMs);
  if (perAddress.count > subscribesPerAddressPerHour) {
    return refuse(429, destructiveNotice(notSubscribedTitle, formGuardMessages.rateLimited));
  }

  const joined = await joinList({ email, source, doubleOptIn: await doubleOptInEnabled() });
  if (joined === "duplicate") return refuse(409, duplicateNotice(), newsletterMessages.duplicate);
  if (joined === "pending") return { ok: true, source, notice: pendingNotice(), pending: true };
  return { ok: true, source, notice: subscribedNotice(source, Boolean(mailConfig().smtpUrl)), pending: false };
}
