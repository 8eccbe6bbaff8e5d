import type { RouterContextProvider } from "react-router";
import { redirectWithNotice } from "~/notices/flash.server";
import { destructiveNotice, successNotice } from "~/notices/notice";
import { adminsIntents } from "./admins-intents";
import { auditAdminAction } from "../audit/audit.server";
import { adminContext } from "../sign-in/guard.server";
import { cancelInvitation, signOutAdminEverywhere } from "./invitations.server";
import { requireRecentSignIn } from "../sign-in/recent-sign-in.server";

const adminsPath = "/admin/admins";

/** The admins page's intent forms, or undefined for the invitation form. */
export async function adminsIntentAction(form: FormData, context: Readonly<RouterContextProvider>) {
  const intent = form.get("intent");
  if (intent === adminsIntents.cancelInvitation) {
    const email = await cancelInvitation(Number(form.get("invitation")));
    if (!email) return redirectWithNotice(context, adminsPath, destructiveNotice("Not cancelled", "That invitation was no longer open."));
    await auditAdminAction(context, "invitation-cancelled", `Cancelled the invitation to ${email}`, { email });
    return redirectWithNotice(context, adminsPath, successNotice("Invitation cancelled", `The link sent to ${email} no longer works.`));
  }
  if (intent === adminsIntents.signOutEverywhere) {
    await requireRecentSignIn(context, adminsPath);
    const id = Number(form.get("admin"));
    // Your own browsers are on your account page, where this one is kept signed in.
    const ended = id === context.get(adminContext).id ? undefined : await signOutAdminEverywhere(id);
    if (!ended) return redirectWithNotice(context, adminsPath, destructiveNotice("Not signed out", "That is not another admin."));
    const sessions = ended.sessionsEnded === 1 ? "1 session" : `${ended.sessionsEnded} sessions`;
    await auditAdminAction(context, "session-revoked", `Signed ${ended.email} out everywhere; ${sessions} ended`, {
      email: ended.email,
      count: ended.sessionsEnded,
    });
    return redirectWithNotice(context, adminsPath, successNotice("Signed out everywhere", `${ended.email}: ${sessions} ended.`));
  }
  return undefined;
}
