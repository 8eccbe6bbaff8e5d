import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { db } from "~/db/database.server";
import { admins } from "~/db/schema";
import { parseSubmission } from "~/lib/form-submission";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { noticeSignedInAdmin } from "./account-notices.server";
import { auditAdminAction } from "../audit/audit.server";
import { adminContext } from "../sign-in/guard.server";
import { retireResetLinks } from "./one-time-links.server";
import { passwordMessages } from "./password-forms";
import { checkPasswordAgain } from "../sign-in/password-reentry.server";
import { passwordChangeSchema } from "./password-forms.server";
import { hashPassword } from "./password.server";
import { checkNewPassword } from "./password-strength.server";
import { revokeOtherSessions } from "../sign-in/sessions.server";

export interface PasswordChangeErrors {
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
}

/** What the account page's action returns when the form is refused; the page shows it in the section. */
export interface PasswordChangeRefusal {
  passwordChange: PasswordChangeErrors;
}

function refuse(errors: PasswordChangeErrors, status = 400, headers?: HeadersInit) {
  return data<PasswordChangeRefusal>({ passwordChange: errors }, { status, headers });
}

/**
 * The account page's `password-change` intent: the current password, then the new one (checked
 * like every new password). Every other session of the account ends; this one stays. Nothing
 * typed is sent back.
 */
export async function passwordChangeAction(form: FormData, context: Readonly<RouterContextProvider>, currentToken: string) {
  const submission = parseSubmission(form, passwordChangeSchema);
  if (!submission.ok) return refuse(submission.errors);
  const { currentPassword, password } = submission.value;
  const admin = context.get(adminContext);

  const again = await checkPasswordAgain(admin.id, currentPassword);
  if (!again.ok) {
    if (again.reason === "wrong") return refuse({ currentPassword: passwordMessages.wrongCurrent });
    return refuse({ currentPassword: again.message }, again.status, { "Retry-After": String(again.retryAfterSeconds) });
  }
  const verdict = await checkNewPassword(password, admin.email);
  if (!verdict.ok) return refuse({ password: verdict.reason });

  const passwordHash = await hashPassword(password);
  const ended = await db().transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, admin.id));
    await retireResetLinks(tx, admin.id);
    return revokeOtherSessions(admin.id, currentToken, tx);
  });
  const sessions = ended === 1 ? "1 other session" : `${ended} other sessions`;
  await auditAdminAction(context, "password-changed", `Changed their password; ${sessions} ended`, { sessionsEnded: ended });
  await noticeSignedInAdmin(context, `Your password was changed, and ${sessions} ended.`);
  return redirectWithNotice(context, "/admin/account", successNotice("Password changed", `Your new password is saved; ${sessions} ended.`));
}
