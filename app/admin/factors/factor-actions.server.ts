import { data, type RouterContextProvider } from "react-router";
import { parseSubmission } from "~/lib/form-submission";
import { redirectWithNotice } from "~/notices/flash.server";
import { destructiveNotice, successNotice } from "~/notices/notice";
import { noticeSignedInAdmin } from "../accounts/account-notices.server";
import { auditAdminAction } from "../audit/audit.server";
import { factorIntents, factorMessages } from "./factor-intents";
import { factorNameSchema, factorRemoveSchema, passwordAgainSchema, totpConfirmSchema } from "./factor-schemas.server";
import { confirmTotp, hasVerifiedFactor, removeFactor, replaceRecoveryCodes, startTotpEnrolment } from "./factors.server";
import { adminContext } from "../sign-in/guard.server";
import { checkPasswordAgain, type PasswordReentry } from "../sign-in/password-reentry.server";
import { registerPasskey } from "./passkeys.server";
import { confirmThisSession } from "../sign-in/recent-sign-in.server";
import { isRecentlyAuthenticated } from "../sign-in/sessions.server";

const accountPath = "/admin/account";

/** What a refused second-factor form sends back: which form, and its field messages. */
export interface FactorFormErrors {
  form: string;
  /** The factor the form was about (a remove form or a code form). */
  factor?: number;
  /** What was typed in a name field (never a code or a password). */
  name?: string;
  errors: Record<string, string | undefined>;
}

export interface FactorActionData {
  factorErrors?: FactorFormErrors;
  /** New recovery codes, in this answer only: shown once, never stored in the clear. */
  recoveryCodes?: string[];
}

const kindWords = { totp: "authenticator app", passkey: "passkey" } as const;

function refused(errors: FactorFormErrors, status = 400, headers?: HeadersInit) {
  return data<FactorActionData>({ factorErrors: errors }, { status, headers });
}

/** A password typed again that did not pass: wrong, or paused after too many wrong ones. */
function passwordRefused(form: string, factor: number | undefined, refusal: Exclude<PasswordReentry, { ok: true }>) {
  if (refusal.reason === "wrong") return refused({ form, factor, errors: { password: factorMessages.wrongPassword } });
  const retry = { "Retry-After": String(refusal.retryAfterSeconds) };
  return refused({ form, factor, errors: { password: refusal.message } }, refusal.status, retry);
}

/**
 * Forms that add a way to sign in: they need a recent sign-in or the password typed again. Finishing
 * an app too (issue 29 item 10): starting it was not enough once the sign-in is no longer recent.
 */
const needsRecentPassword: ReadonlySet<unknown> = new Set([
  factorIntents.totpStart,
  factorIntents.totpConfirm,
  factorIntents.passkeyRegister,
  factorIntents.recoveryRegenerate,
]);

/** The account page's `factor-…` and `recovery-…` forms, for the session `sessionToken`. */
export async function factorAction(form: FormData, context: Readonly<RouterContextProvider>, origin: string, sessionToken: string) {
  const admin = context.get(adminContext);
  const intent = form.get("intent");

  if (intent === factorIntents.confirmPassword) return confirmPasswordAction(form, context, sessionToken);
  if (needsRecentPassword.has(intent) && !(await isRecentlyAuthenticated(sessionToken))) {
    return redirectWithNotice(
      context,
      `${accountPath}#confirm-password`,
      destructiveNotice("Enter your password again", factorMessages.confirmFirst),
    );
  }

  if (intent === factorIntents.totpStart) {
    const submission = parseSubmission(form, factorNameSchema);
    if (!submission.ok) return refused({ form: String(intent), name: submission.posted.name, errors: submission.errors });
    const id = await startTotpEnrolment(admin.id, submission.value.name);
    if (id === "full") {
      return refused({
        form: String(intent),
        name: submission.value.name,
        errors: { name: "This account has as many factors as it can keep." },
      });
    }
    return redirectWithNotice(
      context,
      `${accountPath}?enrol=${id}#add-app`,
      successNotice("Scan the code", "Then enter the code your app shows."),
    );
  }

  if (intent === factorIntents.totpConfirm) {
    const submission = parseSubmission(form, totpConfirmSchema);
    if (!submission.ok) return refused({ form: String(intent), errors: submission.errors });
    const result = await confirmTotp(admin.id, submission.value.factor, submission.value.code);
    if (!result.ok)
      return refused({ form: String(intent), factor: submission.value.factor, errors: { code: factorMessages.wrongEnrolmentCode } });
    await auditAdminAction(context, "factor-added", `Added the authenticator app "${result.name}"`, { kind: "totp", name: result.name });
    await noticeSignedInAdmin(context, `The authenticator app "${result.name}" was added as a second factor.`);
    if (result.recoveryCodes) {
      await auditAdminAction(context, "recovery-codes-regenerated", "Recovery codes created with the first second factor", {
        count: result.recoveryCodes.length,
      });
      return data<FactorActionData>({ recoveryCodes: result.recoveryCodes });
    }
    return redirectWithNotice(context, accountPath, successNotice("Authenticator app added", `"${result.name}" is verified.`));
  }

  if (intent === factorIntents.passkeyRegister) {
    const submission = parseSubmission(form, factorNameSchema);
    const name = submission.ok ? submission.value.name : "";
    const result = submission.ok ? await registerPasskey(admin, name, String(form.get("response") ?? ""), origin) : undefined;
    if (!result?.ok) {
      const errors = submission.ok ? { name: result?.reason ?? factorMessages.passkeyFailed } : submission.errors;
      return refused({ form: String(intent), name: submission.posted.name, errors });
    }
    await auditAdminAction(context, "factor-added", `Added the passkey "${name}"`, { kind: "passkey", name });
    await noticeSignedInAdmin(context, `The passkey "${name}" was added as a second factor.`);
    if (result.recoveryCodes) {
      await auditAdminAction(context, "recovery-codes-regenerated", "Recovery codes created with the first second factor", {
        count: result.recoveryCodes.length,
      });
      return data<FactorActionData>({ recoveryCodes: result.recoveryCodes });
    }
    return redirectWithNotice(context, accountPath, successNotice("Passkey added", `"${name}" is verified.`));
  }

  if (intent === factorIntents.remove) {
    const submission = parseSubmission(form, factorRemoveSchema);
    const factor = Number(form.get("factor")) || undefined;
    if (!submission.ok) return refused({ form: String(intent), factor, errors: submission.errors });
    const again = await checkPasswordAgain(admin.id, submission.value.password);
    if (!again.ok) return passwordRefused(String(intent), factor, again);
    const removed = await removeFactor(admin.id, submission.value.factor);
    if (!removed) return redirectWithNotice(context, accountPath, destructiveNotice("Not removed", "That factor had already gone."));
    const what = `${kindWords[removed.kind]} "${removed.name}"`;
    await auditAdminAction(context, "factor-removed", `Removed the ${what}`, { kind: removed.kind, name: removed.name });
    await noticeSignedInAdmin(context, `The ${what} was removed from your second factors.`);
    return redirectWithNotice(context, accountPath, successNotice("Second factor removed", `The ${what} no longer signs in.`));
  }

  if (intent === factorIntents.recoveryRegenerate) {
    if (!(await hasVerifiedFactor(admin.id))) {
      return redirectWithNotice(context, accountPath, destructiveNotice("No recovery codes", "Add a second factor first."));
    }
    const codes = await replaceRecoveryCodes(admin.id);
    await auditAdminAction(context, "recovery-codes-regenerated", "Recovery codes regenerated; the old ones no longer work", {
      count: codes.length,
    });
    await noticeSignedInAdmin(context, "New recovery codes were made; the old ones no longer work.");
    return data<FactorActionData>({ recoveryCodes: codes });
  }
  throw data("Unknown action", { status: 400 });
}

/** The password typed again: for a few minutes this session may add factors and make new codes. */
async function confirmPasswordAction(form: FormData, context: Readonly<RouterContextProvider>, sessionToken: string) {
  const intent = factorIntents.confirmPassword;
  const submission = parseSubmission(form, passwordAgainSchema);
  if (!submission.ok) return refused({ form: intent, errors: submission.errors });
  const again = await confirmThisSession(context, submission.value.password, sessionToken);
  if (!again.ok) return passwordRefused(intent, undefined, again);
  return redirectWithNotice(context, `${accountPath}#add-app`, successNotice("Password confirmed", factorMessages.confirmed));
}
