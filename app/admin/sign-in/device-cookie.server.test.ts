import { describe, expect, it } from "vitest";
import { hasSignedDeviceCookie, issueDeviceToken, readDeviceToken, serializeDeviceCookies, trustedDeviceId } from "./device-cookie.server";

describe("device cookie", () => {
  it("identifies a device of the admin it was issued to, and of no other", () => {
    const token = issueDeviceToken(7);
    expect(trustedDeviceId(token, { id: 7 })).toMatch(/^[\w-]{16}$/);
    expect(trustedDeviceId(issueDeviceToken(7), { id: 7 })).not.toBe(trustedDeviceId(token, { id: 7 }));
    expect(trustedDeviceId(token, { id: 8 })).toBeUndefined();
  });

  it("is refused when forged, missing or expired", () => {
    const token = issueDeviceToken(7, new Date("2026-01-01T00:00:00Z"));
    expect(trustedDeviceId(`${token}x`, { id: 7 })).toBeUndefined();
    expect(trustedDeviceId(undefined, { id: 7 })).toBeUndefined();
    expect(trustedDeviceId(token, { id: 7 }, new Date("2027-01-02T00:00:00Z"))).toBeUndefined();
  });

  it("goes only to the two sign-in forms' targets, HttpOnly and SameSite=Strict, for a year", () => {
    expect(serializeDeviceCookies("abc.def.ghi", true)).toEqual([
      "pw_device=abc.def.ghi; Path=/admin/login; HttpOnly; SameSite=Strict; Max-Age=31536000; Secure",
      "pw_device=abc.def.ghi; Path=/newsletter/admin; HttpOnly; SameSite=Strict; Max-Age=31536000; Secure",
    ]);
    expect(serializeDeviceCookies("abc.def.ghi", false).join()).not.toContain("Secure");
  });

  it("is no longer trusted once the account's devices were revoked after it was issued", () => {
    const token = issueDeviceToken(7, new Date("2026-01-01T00:00:00Z"));
    expect(trustedDeviceId(token, { id: 7, devicesRevokedAt: new Date("2026-01-02T00:00:00Z") })).toBeUndefined();
    expect(trustedDeviceId(token, { id: 7, devicesRevokedAt: new Date("2025-12-31T00:00:00Z") })).toMatch(/^[\w-]{16}$/);
    expect(trustedDeviceId(token, { id: 7, devicesRevokedAt: null })).toMatch(/^[\w-]{16}$/);
  });

  it("is read among other cookies", () => {
    const token = issueDeviceToken(7);
    expect(readDeviceToken(`pw_consent=a1f0m0.x; pw_device=${token}; other=1`)).toBe(token);
    expect(readDeviceToken(`pw_device=${token}`)).toBe(token);
    expect(readDeviceToken("not_pw_device=abc")).toBeUndefined();
    expect(readDeviceToken(null)).toBeUndefined();
  });

  it("tells a browser that signed in to any account from one with a forged or no cookie", () => {
    expect(hasSignedDeviceCookie(`pw_consent=a1f0m0.x; pw_device=${issueDeviceToken(3)}`)).toBe(true);
    expect(hasSignedDeviceCookie(`pw_device=${issueDeviceToken(3)}x`)).toBe(false);
    expect(hasSignedDeviceCookie("pw_device=abc.def.ghi")).toBe(false);
    expect(hasSignedDeviceCookie(null)).toBe(false);
  });
});
