import type { RouterContextProvider } from "react-router";
import { z } from "~/lib/zod";
import { parseSubmission } from "~/lib/form-submission";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { auditAdminAction } from "../audit/audit.server";
import { secondFactorRequired, setSecondFactorRequired } from "./factor-policy.server";
import { requireRecentSignIn } from "../sign-in/recent-sign-in.server";

const factorPolicySchema = z.object({ requireSecondFactor: z.boolean() });

/** Saves the owner's "require a second factor" setting; a change is logged, a save without one is not. */
export async function saveFactorPolicy(form: FormData, context: Readonly<RouterContextProvider>): Promise<Response> {
  const submission = parseSubmission(form, factorPolicySchema);
  const required = submission.ok && submission.value.requireSecondFactor;
  const wasRequired = await secondFactorRequired();
  // Turning the requirement off weakens every account's sign-in: it needs a recent sign-in.
  if (wasRequired && !required) await requireRecentSignIn(context, "/admin/settings");
  if (required !== wasRequired) {
    await setSecondFactorRequired(required);
    await auditAdminAction(
      context,
      "settings-changed",
      required ? "Every admin now needs a second factor" : "A second factor is no longer required",
      { requireSecondFactor: required },
    );
  }
  const description = required ? "Every admin needs a second factor to sign in." : "A second factor is optional.";
  return redirectWithNotice(context, "/admin/settings", successNotice("Settings saved", description));
}
