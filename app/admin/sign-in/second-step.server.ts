import { eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { admins } from "~/db/schema";
import { hit, peek, reset, secondsUntil } from "~/security/rate-limit.server";
import { recordAudit } from "../audit/audit.server";
import { checkSecondStepCode } from "../factors/factors.server";
import { completeSignIn, type SignInMethod } from "./login.server";
import { checkPasskey } from "../factors/passkeys.server";
import type { AdminIdentity } from "./sessions.server";

export const secondStepWindowMs = 15 * 60 * 1000;
/**
 * Wrong codes on one account in a window, wherever they come from: a six-digit code with one
 * step of drift either side has 3 chances in a million per guess, so 10 guesses a quarter hour
 * keep guessing hopeless. The password was right to get here, so only the owner is paused.
 */
export const secondStepFailuresPerAccount = 10;
/** Second-step attempts from one address in a window, whatever the account. */
export const secondStepAttemptsPerIp = 30;

const accountKey = (adminId: number) => `2fa:fail:${adminId}`;
const ipKey = (ip: string) => `2fa:ip:${ip}`;

export type Pause = { retryAfterSeconds: number } | undefined;

/**
 * Whether this attempt is refused before any code is checked: two small queries, nothing else,
 * like the sign-in's own refusals (decision 035).
 */
export async function secondStepPause(adminId: number, ip: string): Promise<Pause> {
  const byIp = await hit(ipKey(ip), secondStepWindowMs);
  if (byIp.count > secondStepAttemptsPerIp) return { retryAfterSeconds: secondsUntil(byIp.resetAt) };
  const failures = await peek(accountKey(adminId));
  if (failures.count >= secondStepFailuresPerAccount) return { retryAfterSeconds: secondsUntil(failures.resetAt) };
  return undefined;
}

/** A wrong code, passkey or recovery code: counted against the account, and logged. */
export async function recordSecondStepFailure(admin: AdminIdentity, ip: string, what: string): Promise<void> {
  await hit(accountKey(admin.id), secondStepWindowMs);
  await recordAudit({ kind: "second-step-failed", summary: `Failed second step (${what})`, admin, ip, details: { what } });
}

export async function clearSecondStepFailures(adminId: number): Promise<void> {
  await reset(accountKey(adminId));
}

export async function findAdminById(adminId: number): Promise<AdminIdentity | undefined> {
  const [row] = await db().select({ id: admins.id, email: admins.email }).from(admins).where(eq(admins.id, adminId));
  return row;
}

export type SecondStepOutcome =
  { ok: true; token: string; deviceToken: string } | { ok: false; reason: "invalid" | "limited" | "gone"; retryAfterSeconds?: number };

/**
 * The second step, with a typed code or a passkey's answer: refused cheaply while paused, a
 * failure counted and logged, and a session only when it succeeds.
 */
export async function attemptSecondStep(input: {
  adminId: number;
  ip: string;
  userAgent: string | null;
  siteUrl: string;
  code?: string;
  passkeyResponse?: string;
  /** Uses up the pending step; false when another request already finished it. */
  claim: () => Promise<boolean>;
}): Promise<SecondStepOutcome> {
  const admin = await findAdminById(input.adminId);
  if (!admin) return { ok: false, reason: "gone" };
  const pause = await secondStepPause(admin.id, input.ip);
  if (pause) return { ok: false, reason: "limited", retryAfterSeconds: pause.retryAfterSeconds };

  let method: SignInMethod;
  let factorName: string;
  if (input.passkeyResponse !== undefined) {
    const passkey = await checkPasskey(admin.id, input.passkeyResponse, input.siteUrl);
    if (!passkey.ok) {
      await recordSecondStepFailure(admin, input.ip, "passkey");
      return { ok: false, reason: "invalid" };
    }
    method = "a password and a passkey";
    factorName = passkey.name;
  } else {
    const checked = await checkSecondStepCode(admin.id, input.code ?? "");
    if (!checked.ok) {
      await recordSecondStepFailure(admin, input.ip, checked.reason === "replayed" ? "a code already used" : "a wrong code");
      return { ok: false, reason: "invalid" };
    }
    method = checked.factor === "totp" ? "a password and an authenticator app code" : "a password and a recovery code";
    factorName = checked.name;
  }
  await clearSecondStepFailures(admin.id);
  if (!(await input.claim())) return { ok: false, reason: "gone" };
  const session = await completeSignIn(admin, { ip: input.ip, userAgent: input.userAgent, method, factorName });
  return { ok: true, token: session.token, deviceToken: session.deviceToken };
}
