import { randomBytes } from "node:crypto";
import { defineCookie } from "~/lib/cookies";
import { signToken, verifyToken } from "~/security/signing.server";

/**
 * OWASP's device cookie: a browser that signed in to an account gets a signed, random device id
 * for it. Its failed attempts are counted on their own, so wrong passwords sent from anywhere else
 * never pause it (decision 031). Sent only to the two sign-in forms' targets (the login page and
 * the home page's Admin toggle), so it never reaches a cached page.
 */
const devicePurpose = "login-device";
const deviceMaxAgeSeconds = 365 * 24 * 60 * 60;
export const loginPath = "/admin/login";
/** Where the home page's hidden Admin toggle posts its sign-in (the newsletter section's admin route). */
export const sectionLoginPath = "/newsletter/admin";
const deviceCookies = [loginPath, sectionLoginPath].map((path) =>
  defineCookie("pw_device", { path, sameSite: "Strict", maxAgeSeconds: deviceMaxAgeSeconds }),
);

/** The payload is `admin.random.issued` (issued in milliseconds), so a revocation can date it. */
export function issueDeviceToken(adminId: number, now = new Date()): string {
  const payload = `${adminId}.${randomBytes(12).toString("base64url")}.${now.getTime()}`;
  return signToken(devicePurpose, payload, new Date(now.getTime() + deviceMaxAgeSeconds * 1000));
}

/** The account a device cookie is checked against: a cookie issued before `devicesRevokedAt` is no longer trusted. */
export interface DeviceOwner {
  id: number;
  devicesRevokedAt?: Date | null;
}

/** The device id in `token` when it is a valid, unexpired, unrevoked device cookie of this admin. */
export function trustedDeviceId(token: string | undefined, admin: DeviceOwner, now = new Date()): string | undefined {
  const [owner, device, issued] = verifyToken(devicePurpose, token, now)?.split(".") ?? [];
  if (owner !== String(admin.id)) return undefined;
  // A cookie from before issue times were recorded counts as issued at the start of time.
  const issuedMs = Number(issued ?? 0);
  return admin.devicesRevokedAt && issuedMs < admin.devicesRevokedAt.getTime() ? undefined : device;
}

/** The Set-Cookie values that give this browser its device cookie, one per sign-in form's path. */
export function serializeDeviceCookies(token: string, secure: boolean): string[] {
  return deviceCookies.map((cookie) => cookie.serialize(token, secure));
}

export function readDeviceToken(cookieHeader: string | null): string | undefined {
  const token = deviceCookies[0]!.read(cookieHeader);
  return token && /^[\w.-]{1,512}$/.test(token) ? token : undefined;
}

/** Whether the request carries a device cookie this site signed and that has not expired, for any admin. */
export function hasSignedDeviceCookie(cookieHeader: string | null, now = new Date()): boolean {
  return verifyToken(devicePurpose, readDeviceToken(cookieHeader), now) !== undefined;
}
