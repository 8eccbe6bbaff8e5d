import { describe, expect, it } from "vitest";
import { hasSignedDeviceCookie, issueDeviceToken, readDeviceToken, serializeDeviceCookie, trustedDeviceId } from "./device-cookie.server";

describe("device cookie", () => {
  it("identifies a device of the admin it was issued to, and of no other", () => {
    const token = issueDeviceToken(7);
    expect(trustedDeviceId(token, 7)).toMatch(/^[\w-]{16}$/);
    expect(trustedDeviceId(issueDeviceToken(7), 7)).not.toBe(trustedDeviceId(token, 7));
    expect(trustedDeviceId(token, 8)).toBeUndefined();
  });

  it("is refused when forged, missing or expired", () => {
    const token = issueDeviceToken(7, new Date("2026-01-01T00:00:00Z"));
    expect(trustedDeviceId(`${token}x`, 7)).toBeUndefined();
    expect(trustedDeviceId(undefined, 7)).toBeUndefined();
    expect(trustedDeviceId(token, 7, new Date("2027-01-02T00:00:00Z"))).toBeUndefined();
  });

  it("goes only to the login page, HttpOnly and SameSite=Strict, for a year", () => {
    expect(serializeDeviceCookie("abc.def.ghi", true)).toBe(
      "pw_device=abc.def.ghi; Path=/admin/login; HttpOnly; SameSite=Strict; Max-Age=31536000; Secure",
    );
    expect(serializeDeviceCookie("abc.def.ghi", false)).not.toContain("Secure");
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
