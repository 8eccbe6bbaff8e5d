import type { RouterContextProvider } from "react-router";
import { queueEmail } from "~/email/outbox.server";
import { formatDateTime } from "~/lib/format-date";
import { requestInfoContext } from "~/request-context";
import { accountChangedEmail } from "./account-emails";
import { adminContext } from "./guard.server";

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
