import { describe, expect, it } from "vitest";
import { defineSignedCookie } from "./signed-cookie.server";

const cookie = defineSignedCookie("pw_signed", "test-purpose", { path: "/", sameSite: "Lax", maxAgeSeconds: 60 });
const pair = (setCookie: string) => setCookie.split("; ")[0]!;
const now = new Date("2026-11-24T12:00:00Z");

describe("a signed cookie", () => {
  it("round-trips its payload, whatever characters it holds", () => {
    const payload = JSON.stringify({ title: 'Saved; "quoted" ü' });
    expect(cookie.read(`a=1; ${pair(cookie.serialize(payload, false, now))}`, now)).toBe(payload);
  });

  it("refuses a value changed by one character, or signed for another purpose", () => {
    const token = pair(cookie.serialize("payload", false, now)).slice("pw_signed=".length);
    const [body, expiry, signature] = token.split(".") as [string, string, string];
    const tampered = `${Buffer.from("other").toString("base64url")}.${expiry}.${signature}`;
    expect(cookie.read(`pw_signed=${tampered}`, now)).toBeUndefined();
    const changed = signature.endsWith("A") ? "B" : "A";
    expect(cookie.read(`pw_signed=${body}.${expiry}.${signature.slice(0, -1)}${changed}`, now)).toBeUndefined();
    const other = defineSignedCookie("pw_signed", "other-purpose", { path: "/", sameSite: "Lax", maxAgeSeconds: 60 });
    expect(other.read(`pw_signed=${token}`, now)).toBeUndefined();
  });

  it("stops verifying when its Max-Age runs out", () => {
    const header = pair(cookie.serialize("payload", false, now));
    expect(cookie.read(header, new Date(now.getTime() + 59_000))).toBe("payload");
    expect(cookie.read(header, new Date(now.getTime() + 61_000))).toBeUndefined();
  });

  it("is present even when it does not verify, so it can be cleared", () => {
    expect(cookie.isPresent("pw_signed=forged")).toBe(true);
    expect(cookie.read("pw_signed=forged")).toBeUndefined();
    expect(cookie.isPresent("other=1")).toBe(false);
    expect(cookie.clear(false)).toBe("pw_signed=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });
});
