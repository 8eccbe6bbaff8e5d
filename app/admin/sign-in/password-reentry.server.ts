import { eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { admins } from "~/db/schema";
import { QueueFullError } from "~/lib/concurrency-limit";
import { hit, peek, reset, secondsUntil } from "~/security/rate-limit.server";
import { passwordChecks } from "./login.server";
import { passwordMessages, retryInMinutes } from "../accounts/password-forms";
import { verifyPassword } from "../accounts/password.server";

/**
 * Wrong passwords typed inside a signed-in session, per account, before those forms pause: one
 * count for the password change, the factor removal and the confirmation before adding a factor,
 * so a stolen session gets five guesses in all, not five per form.
 */
export const passwordReentryFailures = 5;
const failureWindowMs = 15 * 60 * 1000;

export type PasswordReentry =
  | { ok: true }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "paused" | "busy"; message: string; status: 429 | 503; retryAfterSeconds: number };

/** Checks the password a signed-in admin typed again, counting wrong ones against the account. */
export async function checkPasswordAgain(adminId: number, password: string): Promise<PasswordReentry> {
  const failureKey = `password-reentry:fail:${adminId}`;
  const failures = await peek(failureKey);
  if (failures.count >= passwordReentryFailures) {
    const seconds = secondsUntil(failures.resetAt);
    const message = `Too many wrong passwords. Please try again in ${retryInMinutes(seconds)}.`;
    return { ok: false, reason: "paused", message, status: 429, retryAfterSeconds: seconds };
  }
  const [row] = await db().select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, adminId));
  let valid: boolean;
  try {
    valid = row ? await passwordChecks.run(() => verifyPassword(password, row.passwordHash), { priority: true }) : false;
  } catch (error) {
    if (error instanceof QueueFullError) {
      return { ok: false, reason: "busy", message: passwordMessages.busy, status: 503, retryAfterSeconds: 5 };
    }
    throw error;
  }
  if (!valid) {
    await hit(failureKey, failureWindowMs);
    return { ok: false, reason: "wrong" };
  }
  await reset(failureKey);
  return { ok: true };
}
