import { findAdminByEmail, normaliseEmail } from "./accounts.server";
import { verifyAgainstDecoy, verifyPassword } from "./password.server";
import { createSession } from "./sessions.server";
import { hit, peek, reset, secondsUntil } from "~/security/rate-limit.server";

/** Attempts from one address in a window, whatever the account. */
export const loginAttemptsPerIp = 20;
/** Failed attempts on one account in a window before it is paused. */
export const loginFailuresPerAccount = 5;
export const loginWindowMs = 15 * 60 * 1000;

export type LoginResult =
  | { ok: true; token: string; adminId: number }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * Checks a login. An unknown account and a wrong password take the same time and give the
 * same answer; the per-account pause applies to unknown addresses too, so it reveals nothing.
 */
export async function attemptLogin(input: {
  email: string;
  password: string;
  ip: string;
}): Promise<LoginResult> {
  const email = normaliseEmail(input.email);
  const accountKey = `login:account:${email}`;

  const byIp = await hit(`login:ip:${input.ip}`, loginWindowMs);
  if (byIp.count > loginAttemptsPerIp) {
    return { ok: false, reason: "limited", retryAfterSeconds: secondsUntil(byIp.resetAt) };
  }
  const failures = await peek(accountKey);
  if (failures.count >= loginFailuresPerAccount) {
    return { ok: false, reason: "limited", retryAfterSeconds: secondsUntil(failures.resetAt) };
  }

  const admin = await findAdminByEmail(email);
  const valid = admin
    ? await verifyPassword(input.password, admin.passwordHash)
    : await verifyAgainstDecoy(input.password);

  if (!admin || !valid) {
    await hit(accountKey, loginWindowMs);
    return { ok: false, reason: "invalid" };
  }
  await reset(accountKey);
  return { ok: true, token: await createSession(admin.id), adminId: admin.id };
}
