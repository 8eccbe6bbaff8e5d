import { randomBytes } from "node:crypto";
import { defineCookie } from "~/lib/cookies";
import { signToken, verifyToken } from "~/security/signing.server";

/**
 * OWASP's device cookie: a browser that signed in to an account gets a signed, random device id
 * for it. Its failed attempts are counted on their own, so wrong passwords sent from anywhere else
 * never pause it (decision 031). Sent only to the login page, so it never reaches a cached one.
 */
const devicePurpose = "login-device";
const deviceMaxAgeSeconds = 365 * 24 * 60 * 60;
export const loginPath = "/admin/login";
const deviceCookie = defineCookie("pw_device", { path: loginPath, sameSite: "Strict", maxAgeSeconds: deviceMaxAgeSeconds });

export function issueDeviceToken(adminId: number, now = new Date()): string {
  const payload = `${adminId}.${randomBytes(12).toString("base64url")}`;
  return signToken(devicePurpose, payload, new Date(now.getTime() + deviceMaxAgeSeconds * 1000));
}

/** The device id in `token` when it is a valid, unexpired device cookie of this admin. */
export function trustedDeviceId(token: string | undefined, adminId: number, now = new Date()): string | undefined {
  const [owner, device] = verifyToken(devicePurpose, token, now)?.split(".") ?? [];
  return owner === String(adminId) ? device : undefined;
}

export function serializeDeviceCookie(token: string, secure: boolean): string {
  return deviceCookie.serialize(token, secure);
}

export function readDeviceToken(cookieHeader: string | null): string | undefined {
  const token = deviceCookie.read(cookieHeader);
  return token && /^[\w.-]{1,512}$/.test(token) ? token : undefined;
}

/** Whether the request carries a device cookie this site signed and that has not expired, for any admin. */
export function hasSignedDeviceCookie(cookieHeader: string | null, now = new Date()): boolean {
  return verifyToken(devicePurpose, readDeviceToken(cookieHeader), now) !== undefined;
}
