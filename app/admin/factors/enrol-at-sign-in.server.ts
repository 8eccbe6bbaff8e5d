import { sendAccountNotice } from "../accounts/account-notices.server";
import { recordAudit } from "../audit/audit.server";
import { secondFactorRequired } from "./factor-policy.server";
import { confirmTotp, hasVerifiedFactor, pendingTotpFactor, totpEnrolment, type TotpEnrolment } from "./factors.server";
import { completeSignIn } from "../sign-in/login.server";
import { findAdminById, recordSecondStepFailure, secondStepPause } from "../sign-in/second-step.server";
import type { AdminIdentity } from "../sign-in/sessions.server";

/**
 * Whether adding a factor may finish this admin's sign-in: only while the owner requires one and
 * the account has none. Asked again on every request, whatever the pending step says: an account
 * that has a factor must prove it, never add another one in its place.
 */
async function enrolmentAllowed(adminId: number): Promise<AdminIdentity | undefined> {
  const admin = await findAdminById(adminId);
  if (!admin || (await hasVerifiedFactor(admin.id)) || !(await secondFactorRequired())) return undefined;
  return admin;
}

/**
 * The owner requires a second factor and this admin has none: right after the password, they add
 * an authenticator app, and its first correct code finishes the sign-in.
 */
export async function enrolmentAtSignIn(adminId: number): Promise<{ admin: AdminIdentity; enrolment: TotpEnrolment } | undefined> {
  const admin = await enrolmentAllowed(adminId);
  if (!admin) return undefined;
  const factor = await pendingTotpFactor(admin.id);
  const enrolment = factor === "full" ? undefined : await totpEnrolment(admin.id, factor, admin.email);
  return enrolment ? { admin, enrolment } : undefined;
}

export type EnrolOutcome =
  | { ok: true; token: string; deviceToken: string; recoveryCodes?: string[] }
  | { ok: false; reason: "invalid" | "limited" | "gone"; retryAfterSeconds?: number };

export async function finishEnrolmentAtSignIn(input: {
  adminId: number;
  factorId: number;
  code: string;
  ip: string;
  userAgent: string | null;
  /** Uses up the pending step; false when another request already finished it. */
  claim: () => Promise<boolean>;
}): Promise<EnrolOutcome> {
  const admin = await enrolmentAllowed(input.adminId);
  if (!admin) return { ok: false, reason: "gone" };
  const pause = await secondStepPause(admin.id, input.ip);
  if (pause) return { ok: false, reason: "limited", retryAfterSeconds: pause.retryAfterSeconds };
  const confirmed = await confirmTotp(admin.id, input.factorId, input.code);
  if (!confirmed.ok) {
    await recordSecondStepFailure(admin, input.ip, "a wrong code while adding an app");
    return { ok: false, reason: "invalid" };
  }
  if (!(await input.claim())) return { ok: false, reason: "gone" };
  await recordAudit({
    kind: "factor-added",
    summary: `Added the authenticator app "${confirmed.name}" at sign-in (required by the owner)`,
    admin,
    ip: input.ip,
    details: { kind: "totp", name: confirmed.name },
  });
  await sendAccountNotice(
    admin.email,
    `The authenticator app "${confirmed.name}" was added as a second factor while signing in.`,
    input.ip,
  );
  if (confirmed.recoveryCodes) {
    await recordAudit({
      kind: "recovery-codes-regenerated",
      summary: "Recovery codes created with the first second factor",
      admin,
      ip: input.ip,
      details: { count: confirmed.recoveryCodes.length },
    });
  }
  const session = await completeSignIn(admin, {
    ip: input.ip,
    userAgent: input.userAgent,
    method: "a password and an authenticator app code",
    factorName: confirmed.name,
  });
  return { ok: true, token: session.token, deviceToken: session.deviceToken, recoveryCodes: confirmed.recoveryCodes };
}
