import { defineSignedCookie } from "~/security/signed-cookie.server";
import { loginPath } from "./device-cookie.server";
import { findSecondStep, startSecondStep, type PendingSecondStep, type SecondStepMode } from "./second-step-pending.server";

/**
 * "Password accepted, second step pending": a cookie sent only to the login pages, holding the
 * random id of a row that lives five minutes. It is not a session: the admin guard reads only the
 * session cookie. Who and which step come from the row, never from the cookie, so a cookie
 * signed with the site's key but naming no row is refused (issue 29, decision 060).
 */
export const secondStepSeconds = 5 * 60;
const cookie = defineSignedCookie("pw_second_step", "admin-second-step", {
  path: loginPath,
  sameSite: "Lax",
  maxAgeSeconds: secondStepSeconds,
});

export type { PendingSecondStep, SecondStepMode };

/** Starts the pending step on the server and returns the Set-Cookie header that points to it. */
export async function beginSecondStep(adminId: number, mode: SecondStepMode, secure: boolean, now = new Date()): Promise<string> {
  const token = await startSecondStep(adminId, mode, secondStepSeconds * 1000, now);
  return cookie.serialize(token, secure, now);
}

export async function readSecondStep(cookieHeader: string | null, now = new Date()): Promise<PendingSecondStep | undefined> {
  const token = cookie.read(cookieHeader, now);
  return token ? findSecondStep(token, now) : undefined;
}

export function clearSecondStepCookie(secure: boolean): string {
  return cookie.clear(secure);
}
