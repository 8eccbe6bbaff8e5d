import { describe, expect, it } from "vitest";
import { clearFlashCookie, flashCookie, readFlashNotice } from "./flash.server";
import { copiedToastDurationMs, destructiveNotice, parseNotice, successNotice, toastDurationMs } from "./notice";

const cookieValue = (setCookie: string) => setCookie.split(";")[0]!;

describe("flash notices", () => {
  it("survives the trip through the cookie", () => {
    const notice = successNotice("Success", "You've been subscribed!");
    expect(readFlashNotice(cookieValue(flashCookie(notice, false)))).toEqual(notice);
    expect(readFlashNotice(`other=1; ${cookieValue(flashCookie(notice, true))}`)).toEqual(notice);
  });

  it("is short-lived, HttpOnly and Secure when asked", () => {
    const cookie = flashCookie(successNotice("Saved"), true);
    expect(cookie).toMatch(/Max-Age=60/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure$/);
    expect(clearFlashCookie(false)).toBe("pw_flash=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  it("expires after a minute", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const cookie = cookieValue(flashCookie(successNotice("Saved"), false, now));
    expect(readFlashNotice(cookie, new Date(now.getTime() + 59_000))).toBeDefined();
    expect(readFlashNotice(cookie, new Date(now.getTime() + 61_000))).toBeUndefined();
  });

  it("drops a forged or malformed cookie", () => {
    expect(readFlashNotice("pw_flash=abc.def.ghi")).toBeUndefined();
    expect(readFlashNotice(null)).toBeUndefined();
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
