import { availableParallelism } from "node:os";
import { findAdminByEmail, normaliseEmail } from "../accounts/accounts.server";
import { recordAudit } from "../audit/audit.server";
import { issueDeviceToken, trustedDeviceId } from "./device-cookie.server";
import { secondFactorRequired } from "../factors/factor-policy.server";
import { hasVerifiedFactor } from "../factors/factors.server";
import { verifyAgainstDecoy, verifyPassword } from "../accounts/password.server";
import { createSession, type AdminIdentity } from "./sessions.server";
import { describeUserAgent } from "~/lib/user-agent";
import { createConcurrencyLimit, QueueFullError } from "~/lib/concurrency-limit";
import { hit, peek, reset, secondsUntil, type WindowCount } from "~/security/rate-limit.server";

export const loginWindowMs = 15 * 60 * 1000;
/** Attempts from one address in a window, whatever the account. */
export const loginAttemptsPerIp = 20;
/** Failed attempts on one account from one address (or one signed-in browser) before that pair is paused. */
export const loginFailuresPerAccountAndAddress = 5;
/**
 * Failed attempts on one account in a window, from browsers and addresses it never signed in
 * from, before those are paused: a bound on guessing from many addresses that never pauses the
 * owner's own browser or address (decision 031).
 */
export const loginFailuresPerAccount = 10;
/** How long an address that signed in to an account is exempt from that account's overall pause. */
const knownAddressMs = 30 * 24 * 60 * 60 * 1000;

/**
 * Each scrypt check takes about 128 MB and 260 ms of one of libuv's 4 threads (shared with
 * compression and file reads): at most two at a time, and never on every core, so a flood of
 * checks always leaves a core for the event loop; a short queue, and the rest are refused at once.
 */
const passwordCheckLimits = { concurrency: Math.max(1, Math.min(2, availableParallelism() - 1)), maxWaiting: 8 };
export const passwordChecks = createConcurrencyLimit(passwordCheckLimits);

/** Sign-ins that can be worked on at once: the checks running and those waiting for a slot. */
export const passwordCheckCapacity = passwordCheckLimits.concurrency + passwordCheckLimits.maxWaiting;
/** The queue drains in about a second; a refused attempt may come back soon. */
const busyRetryAfterSeconds = 5;

export type LoginResult =
  | { ok: true; token: string; adminId: number; deviceToken: string }
  | { ok: false; reason: "invalid" }
  /** The password was right, but no session yet: the account has a second factor, or must enrol one. */
  | { ok: false; reason: "second-step"; adminId: number; enrol: boolean }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/**
 * Checks a login. An unknown account and a wrong password take the same time and give the
 * same answer; the pauses apply to unknown addresses too, so they reveal nothing. A browser with
 * this account's device cookie is counted on its own and its check is queued first.
 */
export async function attemptLogin(input: {
  email: string;
  password: string;
  ip: string;
  /** The `pw_device` cookie the browser sent, if any. */
  deviceToken?: string;
  /** Kept with the session so the admin can recognise it in their session list. */
  userAgent?: string | null;
}): Promise<LoginResult> {
  const email = normaliseEmail(input.email);
  const admin = await findAdminByEmail(email);
  const device = admin && trustedDeviceId(input.deviceToken, admin);
  const pairKey = device ? `login:fail:${email}:device:${device}` : `login:fail:${email}:${input.ip}`;
  const accountKey = `login:fail:${email}`;
  const knownKey = `login:known:${email}:${input.ip}`;

  const paused = device ? await pairPause(pairKey) : await newBrowserPause(input.ip, pairKey, accountKey, knownKey);
  if (paused) return paused;

  let valid: boolean;
  try {
    valid = await passwordChecks.run(
      () => (admin ? verifyPassword(input.password, admin.passwordHash) : verifyAgainstDecoy(input.password)),
      { priority: Boolean(device) },
    );
  } catch (error) {
    if (error instanceof QueueFullError) return { ok: false, reason: "limited", retryAfterSeconds: busyRetryAfterSeconds };
    throw error;
  }

  if (!admin || !valid) {
    await hit(pairKey, loginWindowMs);
    if (!device) await hit(accountKey, loginWindowMs);
    // Only attempts that got a password check are logged: refusals under a flood write nothing.
    await recordAudit({ kind: "sign-in-failed", summary: `Failed sign-in as ${email}`, details: { email }, ip: input.ip });
    return { ok: false, reason: "invalid" };
  }
  // The account's overall count stays: a flood must not end because the owner signed in.
  await reset(pairKey);
  await reset(knownKey);
  await hit(knownKey, knownAddressMs);
  if (await hasVerifiedFactor(admin.id)) return { ok: false, reason: "second-step", adminId: admin.id, enrol: false };
  if (await secondFactorRequired()) return { ok: false, reason: "second-step", adminId: admin.id, enrol: true };
  return completeSignIn(admin, { ip: input.ip, userAgent: input.userAgent, method: "a password" });
}

/** How the admin proved who they are, for the audit entry ("Signed in with a password and …"). */
export type SignInMethod =
  "a password" | "a password and an authenticator app code" | "a password and a passkey" | "a password and a recovery code";

const factorOf: Record<SignInMethod, string> = {
  "a password": "password",
  "a password and an authenticator app code": "totp",
  "a password and a passkey": "passkey",
  "a password and a recovery code": "recovery-code",
};

/** Opens the session once every step is done, logs the sign-in with the factor used, and names this browser's device. */
export async function completeSignIn(
  admin: AdminIdentity,
  input: { ip: string; userAgent?: string | null; method: SignInMethod; factorName?: string },
): Promise<{ ok: true; token: string; adminId: number; deviceToken: string }> {
  const token = await createSession(admin.id, new Date(), input.userAgent);
  const browser = describeUserAgent(input.userAgent);
  await recordAudit({
    kind: "sign-in",
    summary: `Signed in with ${input.method} on ${browser}`,
    admin: { id: admin.id, email: admin.email },
    ip: input.ip,
    details: { device: browser, factor: factorOf[input.method], ...(input.factorName ? { factorName: input.factorName } : {}) },
  });
  return { ok: true, token, adminId: admin.id, deviceToken: issueDeviceToken(admin.id) };
}

/** A browser without this account's device cookie: its address, the pair, then the account overall. */
async function newBrowserPause(ip: string, pairKey: string, accountKey: string, knownKey: string) {
  const byIp = await hit(`login:ip:${ip}`, loginWindowMs);
  if (byIp.count > loginAttemptsPerIp) return limited(byIp);
  const pairPaused = await pairPause(pairKey);
  if (pairPaused) return pairPaused;
  const account = await peek(accountKey);
  if (account.count < loginFailuresPerAccount || (await peek(knownKey)).count > 0) return undefined;
  return limited(account);
}

async function pairPause(pairKey: string) {
  const failures = await peek(pairKey);
  return failures.count >= loginFailuresPerAccountAndAddress ? limited(failures) : undefined;
}

function limited(window: WindowCount) {
  return { ok: false, reason: "limited", retryAfterSeconds: secondsUntil(window.resetAt) } as const;
}
