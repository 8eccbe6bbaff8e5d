import { describe, expect, it } from "vitest";
import { signToken } from "~/security/signing.server";
import { clearFlashCookie, flashSetCookie, readFlash } from "./flash.server";
import { copiedToastDurationMs, destructiveNotice, parseNotice, successNotice, toastDurationMs } from "./notice";

const cookieValue = (setCookie: string) => setCookie.split(";")[0]!;

describe("flash notices", () => {
  it("survives the trip through the cookie", () => {
    const notice = successNotice("Success", "You've been subscribed!");
    expect(readFlash(cookieValue(flashSetCookie({ notice }, false)))).toEqual({ notice });
    expect(readFlash(`other=1; ${cookieValue(flashSetCookie({ notice }, true))}`)).toEqual({ notice });
  });

  it("is short-lived, HttpOnly and Secure when asked", () => {
    const cookie = flashSetCookie({ notice: successNotice("Saved") }, true);
    expect(cookie).toMatch(/Max-Age=60/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure$/);
    expect(clearFlashCookie(false)).toBe("pw_flash=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  it("expires after a minute", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const cookie = cookieValue(flashSetCookie({ notice: successNotice("Saved") }, false, now));
    expect(readFlash(cookie, new Date(now.getTime() + 59_000))).toBeDefined();
    expect(readFlash(cookie, new Date(now.getTime() + 61_000))).toBeUndefined();
  });

  it("drops a forged or malformed cookie", () => {
    expect(readFlash("pw_flash=abc.def.ghi")).toBeUndefined();
    expect(readFlash(`pw_flash=${signToken("flash", "not json")}`)).toBeUndefined();
    expect(readFlash(`pw_flash=${signToken("flash", JSON.stringify({ notice: { title: "No kind" } }))}`)).toBeUndefined();
    expect(readFlash(null)).toBeUndefined();
  });
});

describe("a refused form's fields in the flash", () => {
  const notice = destructiveNotice("Error", "Please enter a valid email address.");
  const form = { id: "newsletter", fields: { email: "not-an-email", fieldError: "Please enter a valid email address." } };

  it("travel with the notice and come back under the form's id", () => {
    expect(readFlash(cookieValue(flashSetCookie({ notice, form }, false)))).toEqual({ notice, form });
  });

  it("are cut to 300 characters each", () => {
    const long = { id: "newsletter", fields: { email: "a".repeat(400) } };
    expect(readFlash(cookieValue(flashSetCookie({ notice, form: long }, false)))?.form?.fields.email).toBe("a".repeat(300));
  });

  it("are left out, never the notice, when they would not fit one cookie", () => {
    const many = { id: "big", fields: Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`field${index}`, "x".repeat(300)])) };
    const cookie = flashSetCookie({ notice, form: many }, false);
    expect(cookie.length).toBeLessThanOrEqual(4096);
    expect(readFlash(cookieValue(cookie))).toEqual({ notice });
  });

  it("are dropped when they are not text, keeping the notice", () => {
    const token = signToken("flash", JSON.stringify({ notice, form: { id: "newsletter", fields: { email: 42 } } }));
    expect(readFlash(`pw_flash=${token}`)).toEqual({ notice });
  });
});

describe("notices", () => {
  it("last three seconds, or two for 'Copied', as the spec says", () => {
    expect(successNotice("Success").durationMs).toBe(3_000);
    expect(toastDurationMs).toBe(3_000);
    expect(copiedToastDurationMs).toBe(2_000);
    expect(destructiveNotice("Error", "Failed to send message. Please try again.")).toEqual({
      title: "Error",
      description: "Failed to send message. Please try again.",
      kind: "destructive",
      durationMs: 3_000,
    });
  });

  it("are checked when read back", () => {
    expect(parseNotice({ title: "Hi", kind: "success", durationMs: 3000 })).toEqual({ title: "Hi", kind: "success", durationMs: 3000 });
    expect(parseNotice({ title: "", kind: "success", durationMs: 3000 })).toBeUndefined();
    expect(parseNotice({ title: "Hi", kind: "sneaky", durationMs: 3000 })).toBeUndefined();
    expect(parseNotice({ title: "Hi", kind: "success", durationMs: 1e9 })).toBeUndefined();
    expect(parseNotice("Hi")).toBeUndefined();
  });
});
