import { describe, expect, it } from "vitest";
import { consentFromCookieHeader, consentSetCookie, parseConsent, serialiseChoices, serialiseConsent } from "./consent-cookie";

const consent = {
  choices: { necessary: true, analytics: true, functional: false, marketing: false },
  date: "2026-11-23T09:45:12.345Z",
} as const;

describe("the consent cookie", () => {
  it("round-trips through its compact value", () => {
    expect(serialiseConsent(consent)).toBe("a1f0m0.2026-11-23T09:45:12.345Z");
    expect(parseConsent(serialiseConsent(consent))).toEqual(consent);
  });

  it("reads every value written before the shared codec, with or without milliseconds", () => {
    expect(parseConsent("a0f1m1.2026-05-02T08:00:00Z")).toEqual({
      choices: { necessary: true, analytics: false, functional: true, marketing: true },
      date: "2026-05-02T08:00:00Z",
    });
    for (const flags of ["a0f0m0", "a1f0m0", "a0f1m0", "a0f0m1", "a1f1m1"]) {
      expect(serialiseChoices(parseConsent(`${flags}.2026-11-23T09:45:12.345Z`)!.choices)).toBe(flags);
    }
  });

  it("reads nothing from a missing or malformed value", () => {
    for (const value of [undefined, "", "a1f0m0", "a2f0m0.2026-11-23T09:45:12.345Z", "a1f0m0.2026-13-45T99:00:00Z", "a1f1m1.x"]) {
      expect(parseConsent(value), String(value)).toBeNull();
    }
  });

  it("is found among the other cookies of a request, quoted or not", () => {
    expect(consentFromCookieHeader(`pw_session=abc; pw_consent=${serialiseConsent(consent)}; other=1`)).toEqual(consent);
    expect(consentFromCookieHeader(`pw_consent="${serialiseConsent(consent)}"`)).toEqual(consent);
    expect(consentFromCookieHeader("pw_session=abc")).toBeNull();
    expect(consentFromCookieHeader("pw_consent=garbage")).toBeNull();
    expect(consentFromCookieHeader(null)).toBeNull();
  });

  it("is first-party, HttpOnly, Lax, for six months, and Secure over HTTPS", () => {
    expect(consentSetCookie(consent, false)).toBe(
      "pw_consent=a1f0m0.2026-11-23T09:45:12.345Z; Path=/; HttpOnly; SameSite=Lax; Max-Age=15811200",
    );
    expect(consentSetCookie(consent, true)).toMatch(/; Secure$/);
  });
});
