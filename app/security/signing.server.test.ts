import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./signing.server";

describe("signed tokens", () => {
  it("carries its payload back", () => {
    expect(verifyToken("unsubscribe", signToken("unsubscribe", "ana@example.com"))).toBe("ana@example.com");
  });

  it("is refused for another purpose", () => {
    expect(verifyToken("booking", signToken("unsubscribe", "42"))).toBeUndefined();
  });

  it("is refused once tampered with", () => {
    const token = signToken("unsubscribe", "42");
    const [, expiry, signature] = token.split(".");
    const forged = `${Buffer.from("43").toString("base64url")}.${expiry}.${signature}`;
    expect(verifyToken("unsubscribe", forged)).toBeUndefined();
    expect(verifyToken("unsubscribe", `${token}x`)).toBeUndefined();
  });

  it("expires", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const token = signToken("flash", "hi", new Date(now.getTime() + 60_000));
    expect(verifyToken("flash", token, now)).toBe("hi");
    expect(verifyToken("flash", token, new Date(now.getTime() + 60_000))).toBeUndefined();
  });

  it("never throws on garbage", () => {
    for (const junk of [null, undefined, "", "...", "a.b.c", "%%%.zz.", "x".repeat(10_000)]) {
      expect(verifyToken("flash", junk)).toBeUndefined();
    }
  });
});
