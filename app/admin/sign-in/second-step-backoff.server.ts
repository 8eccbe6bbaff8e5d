import { hit, peek, reset, secondsUntil } from "~/security/rate-limit.server";
import { sendSecondStepWarning } from "../accounts/account-notices.server";
import { pauseAfterWrongCodes, wrongCodesBeforeEmail } from "./second-step-backoff";
import type { AdminIdentity } from "./sessions.server";

/** A streak ends a day after its last wrong code even without a right one, like the per-account window does. */
const streakWindowMs = 24 * 60 * 60 * 1000;
const streakKey = (adminId: number) => `2fa:streak:${adminId}`;
const pauseKey = (adminId: number) => `2fa:backoff:${adminId}`;

/** Seconds this account's second step still waits after its last wrong code, or undefined when it may try now. */
export async function secondStepBackoff(adminId: number, now = new Date()): Promise<number | undefined> {
  const pause = await peek(pauseKey(adminId), now);
  return pause.count > 0 ? secondsUntil(pause.resetAt, now) : undefined;
}

/**
 * Counts a wrong code in this account's streak, sets the pause it earns (shared by every
 * instance through the rate-limit table), and emails the admin on the fifth in a row.
 */
export async function recordWrongSecondStep(admin: AdminIdentity, ip: string, now = new Date()): Promise<void> {
  const streak = (await hit(streakKey(admin.id), streakWindowMs, now)).count;
  const seconds = pauseAfterWrongCodes(streak);
  if (seconds > 0) {
    await reset(pauseKey(admin.id));
    await hit(pauseKey(admin.id), seconds * 1000, now);
  }
  if (streak === wrongCodesBeforeEmail) await sendSecondStepWarning(admin.email, streak, ip, now);
}

/** A right code: the streak and its pause end. */
export async function clearSecondStepBackoff(adminId: number): Promise<void> {
  await reset(streakKey(adminId));
  await reset(pauseKey(adminId));
}
