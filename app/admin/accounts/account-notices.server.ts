import type { RouterContextProvider } from "react-router";
import { queueEmail } from "~/email/outbox.server";
import { formatDateTime } from "~/lib/format-date";
import { requestInfoContext } from "~/request-context";
import { db } from "~/db/database.server";
import { admins } from "~/db/schema";
import { accountChangedEmail, adminTeamChangedEmail, secondStepWarningEmail } from "./account-emails";
import { adminContext } from "../sign-in/guard.server";

/**
 * Emails an admin that their password or second factors changed (`what` is one sentence, "Your
 * password was changed."). Sent through the outbox after the change is saved: the change stands
 * even if the notice is delayed, and the outbox retries it.
 */
export async function sendAccountNotice(to: string, what: string, ip: string | null, at = new Date()): Promise<void> {
  await queueEmail(accountChangedEmail(to, { what, when: formatDateTime(at), ip }));
}

/** The same, for the signed-in admin making the change. */
export function noticeSignedInAdmin(context: Readonly<RouterContextProvider>, what: string): Promise<void> {
  return sendAccountNotice(context.get(adminContext).email, what, context.get(requestInfoContext).ip);
}

/**
 * Emails every admin (and `also`, such as the admin just removed) that the admins changed:
 * `what` is one sentence ("a@example.com invited b@example.com to be an admin.").
 */
export async function noticeEveryAdmin(what: string, ip: string | null, also: string[] = [], at = new Date()): Promise<void> {
  const everyone = await db().select({ email: admins.email }).from(admins);
  const addresses = new Set([...everyone.map((admin) => admin.email), ...also]);
  for (const to of addresses) await queueEmail(adminTeamChangedEmail(to, { what, when: formatDateTime(at), ip }));
}

/** Warns an admin that wrong second-step codes keep coming after a right password (issue 29 item 10). */
export async function sendSecondStepWarning(to: string, count: number, ip: string | null, at = new Date()): Promise<void> {
  await queueEmail(secondStepWarningEmail(to, { count, when: formatDateTime(at), ip }));
}
