import { defineSignedCookie } from "~/security/signed-cookie.server";
import { loginPath } from "./device-cookie.server";

/**
 * "Password accepted, second step pending": a signed cookie bound to the admin's id that lives
 * five minutes and is sent only to the login pages. It is not a session: the admin guard reads
 * only the session cookie, so nothing behind it accepts this one.
 */
export const secondStepSeconds = 5 * 60;
const cookie = defineSignedCookie("pw_second_step", "admin-second-step", {
  path: loginPath,
  sameSite: "Lax",
  maxAgeSeconds: secondStepSeconds,
});

/** "verify": asks for a factor; "enrol": the owner requires one and this admin has none yet. */
export type SecondStepMode = "verify" | "enrol";

export interface PendingSecondStep {
  adminId: number;
  mode: SecondStepMode;
}

export function serializeSecondStepCookie(pending: PendingSecondStep, secure: boolean, now = new Date()): string {
  return cookie.serialize(`${pending.adminId}.${pending.mode}`, secure, now);
}

export function readSecondStep(cookieHeader: string | null, now = new Date()): PendingSecondStep | undefined {
  const [id, mode] = cookie.read(cookieHeader, now)?.split(".") ?? [];
  const adminId = Number(id);
  if (!Number.isSafeInteger(adminId) || adminId <= 0 || (mode !== "verify" && mode !== "enrol")) return undefined;
  return { adminId, mode };
}

export function clearSecondStepCookie(secure: boolean): string {
  return cookie.clear(secure);
}
