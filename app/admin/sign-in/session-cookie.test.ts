import { describe, expect, it } from "vitest";
import { clearSessionCookie, readSessionToken, serializeSessionCookie } from "./session-cookie";

const token = "abcdefghijklmnopqrstuv";

describe("session cookie", () => {
  it("is __Host- prefixed where cookies are Secure: HttpOnly, SameSite=Lax, Path=/, no Domain, for 12 hours", () => {
    expect(serializeSessionCookie(token, true)).toBe(`__Host-pw_session=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure`);
  });

  it("keeps the bare name over plain http in development, where browsers refuse the prefix", () => {
    expect(serializeSessionCookie(token, false)).toBe(`pw_session=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200`);
  });

  it("clears under the name it was written with, with Max-Age=0", () => {
    expect(clearSessionCookie(true)).toBe("__Host-pw_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure");
    expect(clearSessionCookie(false)).toBe("pw_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  it("reads the token among other cookies and ignores malformed values", () => {
    expect(readSessionToken(`a=1; pw_session=${token}; b=2`, false)).toBe(token);
    expect(readSessionToken(`a=1; __Host-pw_session=${token}; b=2`, true)).toBe(token);
    expect(readSessionToken("pw_session=short", false)).toBeUndefined();
    expect(readSessionToken("pw_session=has spaces and ;stuff", false)).toBeUndefined();
    expect(readSessionToken(null, true)).toBeUndefined();
  });

  it("where cookies are Secure, ignores a bare pw_session another subdomain or a plain-http answer could have planted", () => {
    expect(readSessionToken(`pw_session=${token}`, true)).toBeUndefined();
    expect(readSessionToken(`__Host-pw_session=${token}`, false)).toBeUndefined();
  });
});
