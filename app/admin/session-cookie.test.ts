import { describe, expect, it } from "vitest";
import { clearSessionCookie, readSessionToken, serializeSessionCookie } from "./session-cookie";

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, lasts 12 hours and is Secure only when asked", () => {
    const cookie = serializeSessionCookie("abcdefghijklmnopqrstuv", true);
    expect(cookie).toBe(
      "pw_session=abcdefghijklmnopqrstuv; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure",
    );
    expect(serializeSessionCookie("abcdefghijklmnopqrstuv", false)).not.toContain("Secure");
  });

  it("clears with Max-Age=0", () => {
    expect(clearSessionCookie(false)).toContain("pw_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  it("reads the token among other cookies and ignores malformed values", () => {
    expect(readSessionToken("a=1; pw_session=abcdefghijklmnopqrstuv; b=2")).toBe("abcdefghijklmnopqrstuv");
    expect(readSessionToken("pw_session=short")).toBeUndefined();
    expect(readSessionToken("pw_session=has spaces and ;stuff")).toBeUndefined();
    expect(readSessionToken(null)).toBeUndefined();
  });
});
