import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { db } from "~/db/database.server";
import { admins } from "~/db/schema";
import { QueueFullError } from "~/lib/concurrency-limit";
import { parseSubmission } from "~/lib/form-submission";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { hit, peek, reset, secondsUntil } from "~/security/rate-limit.server";
import { auditAdminAction } from "./audit.server";
import { adminContext } from "./guard.server";
import { passwordChecks } from "./login.server";
import { retireResetLinks } from "./one-time-links.server";
import { passwordMessages, retryInMinutes } from "./password-forms";
import { passwordChangeSchema } from "./password-forms.server";
import { hashPassword, verifyPassword } from "./password.server";
import { checkNewPassword } from "./password-strength.server";
import { revokeOtherSessions } from "./sessions.server";

/** Wrong current passwords per account before the form pauses: a stolen session cannot guess it. */
export const passwordChangeFailures = 5;
const failureWindowMs = 15 * 60 * 1000;

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

  const failureKey = `password-change:fail:${admin.id}`;
  const failures = await peek(failureKey);
  if (failures.count >= passwordChangeFailures) {
    const seconds = secondsUntil(failures.resetAt);
    const message = `Too many wrong passwords. Please try again in ${retryInMinutes(seconds)}.`;
    return refuse({ currentPassword: message }, 429, { "Retry-After": String(seconds) });
  }
  const [row] = await db().select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, admin.id));
  let valid: boolean;
  try {
    valid = row ? await passwordChecks.run(() => verifyPassword(currentPassword, row.passwordHash), { priority: true }) : false;
  } catch (error) {
    if (error instanceof QueueFullError) return refuse({ currentPassword: passwordMessages.busy }, 503, { "Retry-After": "5" });
    throw error;
  }
  if (!valid) {
    await hit(failureKey, failureWindowMs);
    return refuse({ currentPassword: passwordMessages.wrongCurrent });
  }
  const verdict = await checkNewPassword(password, admin.email);
  if (!verdict.ok) return refuse({ password: verdict.reason });

  const passwordHash = await hashPassword(password);
  const ended = await db().transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, admin.id));
    await retireResetLinks(tx, admin.id);
    return revokeOtherSessions(admin.id, currentToken, tx);
  });
  await reset(failureKey);
  const sessions = ended === 1 ? "1 other session" : `${ended} other sessions`;
  await auditAdminAction(context, "password-changed", `Changed their password; ${sessions} ended`, { sessionsEnded: ended });
  return redirectWithNotice(context, "/admin/account", successNotice("Password changed", `Your new password is saved; ${sessions} ended.`));
}
