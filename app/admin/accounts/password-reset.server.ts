import { eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { admins } from "~/db/schema";
import { transactionWithEmail } from "~/email/outbox.server";
import { keyedDigest } from "~/security/signing.server";
import { hit, secondsUntil } from "~/security/rate-limit.server";
import { findAdminByEmail, normaliseEmail } from "./accounts.server";
import { passwordResetEmail } from "./account-emails";
import { resetPath } from "./account-links";
import { sendAccountNotice } from "./account-notices.server";
import { recordAudit } from "../audit/audit.server";
import { takeAtLeast } from "../sign-in/even-time";
import { consumeLink, findValidLink, issueLink, retireResetLinks } from "./one-time-links.server";
import { hashPassword } from "./password.server";
import { checkNewPassword } from "./password-strength.server";
import { revokeAllSessions } from "../sign-in/sessions.server";

export const resetRequestWindowMs = 60 * 60 * 1000;
/** Requests from one client address in an hour, whatever the address typed. */
export const resetRequestsPerAddress = 10;
/** Requests for one email address in an hour, from anywhere: the owner's inbox is not a target. */
export const resetRequestsPerEmail = 3;
/**
 * Every answer takes at least this long: looking an account up, storing a link and queuing its
 * email fit well within it, so the answer's timing says nothing about whether the address exists.
 */
export const resetRequestMinimumMs = 600;

export type ResetRequestResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Handles "Forgot your password?": the same answer, in the same time, whether or not the address
 * has an account. Only an existing account gets an email (through the outbox) with a link valid
 * 30 minutes; both cases are logged.
 */
export function requestPasswordReset(emailInput: string, ip: string): Promise<ResetRequestResult> {
  return takeAtLeast(resetRequestMinimumMs, async () => {
    const email = normaliseEmail(emailInput);
    const byAddress = await hit(`reset:ip:${ip}`, resetRequestWindowMs);
    if (byAddress.count > resetRequestsPerAddress) return { ok: false, retryAfterSeconds: secondsUntil(byAddress.resetAt) };
    const byEmail = await hit(`reset:email:${keyedDigest("reset-email", email)}`, resetRequestWindowMs);
    if (byEmail.count > resetRequestsPerEmail) return { ok: false, retryAfterSeconds: secondsUntil(byEmail.resetAt) };

    const admin = await findAdminByEmail(email);
    if (!admin) {
      await recordAudit({ kind: "password-reset-requested", summary: `Password reset asked for ${email}, which has no account`, ip });
      return { ok: true };
    }
    await transactionWithEmail(async (tx, outbox) => {
      const token = await issueLink(tx, "reset", { adminId: admin.id });
      await outbox.queue(passwordResetEmail(admin.email, resetPath(token)));
    });
    await recordAudit({
      kind: "password-reset-requested",
      summary: "Password reset link sent by email (valid 30 minutes)",
      admin: { id: admin.id, email: admin.email },
      ip,
    });
    return { ok: true };
  });
}

/** The account a reset link is for, while the link is unused and unexpired (the reset page's form). */
export async function resetLinkAccount(token: string | null | undefined) {
  const link = await findValidLink("reset", token);
  if (!link?.adminId) return undefined;
  const [admin] = await db().select({ id: admins.id, email: admins.email }).from(admins).where(eq(admins.id, link.adminId));
  return admin;
}

export type ResetResult = { ok: true; email: string } | { ok: false; reason: "expired" } | { ok: false; reason: "weak"; message: string };

/**
 * Sets the new password from a reset link: checked like every new password, then in one
 * transaction the link is used up, the password set, the account's other reset links retired
 * and every session ended. No session is created here: the person signs in again, second factor
 * included.
 */
export async function completePasswordReset(token: string, password: string, ip: string): Promise<ResetResult> {
  const admin = await resetLinkAccount(token);
  if (!admin) return { ok: false, reason: "expired" };
  const verdict = await checkNewPassword(password, admin.email);
  if (!verdict.ok) return { ok: false, reason: "weak", message: verdict.reason };

  const passwordHash = await hashPassword(password);
  const ended = await db().transaction(async (tx) => {
    const link = await consumeLink(tx, "reset", token);
    if (!link || link.adminId !== admin.id) return undefined;
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, admin.id));
    await retireResetLinks(tx, admin.id);
    return revokeAllSessions(admin.id, tx);
  });
  if (ended === undefined) return { ok: false, reason: "expired" };
  await recordAudit({
    kind: "password-reset",
    summary: `Password reset with an emailed link; ${ended === 1 ? "1 session" : `${ended} sessions`} ended`,
    admin,
    ip,
    details: { sessionsEnded: ended },
  });
  await sendAccountNotice(admin.email, "Your password was reset with an emailed link, and every browser was signed out.", ip);
  return { ok: true, email: admin.email };
}
