import { describe, expect, it } from "vitest";
import { checkNewPassword } from "./password-strength.server";

describe("checkNewPassword", () => {
  it("accepts a long passphrase and an unpredictable password", async () => {
    expect(await checkNewPassword("correct horse battery staple")).toEqual({ ok: true });
    expect(await checkNewPassword("Tr0ub4dor&3xyz")).toEqual({ ok: true });
  });

  it("keeps the length rule", async () => {
    expect(await checkNewPassword("Zq8#tLw2")).toEqual({ ok: false, reason: "The password must be at least 12 characters." });
  });

  it("refuses a password from the common list and says so", async () => {
    const verdict = await checkNewPassword("1q2w3e4r5t6y");
    expect(verdict).toEqual({ ok: false, reason: expect.stringContaining("on the list of the most common passwords") });
  });

  it("names the weakness of a guessable password in plain words", async () => {
    const reasonFor = async (password: string, email?: string) => {
      const verdict = await checkNewPassword(password, email);
      return verdict.ok ? "accepted" : verdict.reason;
    };
    expect(await reasonFor("password1234")).toContain("built from common passwords");
    expect(await reasonFor("abcdefghijklmnop")).toContain("a sequence such as abc or 1234");
    expect(await reasonFor("aaaaaaaaaaaaaa")).toContain("repeats characters");
    expect(await reasonFor("mnbvcxzlkjhgf")).toContain("keyboard pattern");
    expect(await reasonFor("owner@example.com2026", "owner@example.com")).toContain("your email address");
  });

  it("counts the site's own name and words as guessable", async () => {
    // zxcvbn alone scores this 3 ("safely unguessable"); with the site's words it is a name typed twice.
    expect(await checkNewPassword("PointwisePointwise")).toEqual({
      ok: false,
      reason: expect.stringContaining("it contains the site's name or a word about the site"),
    });
    expect(await checkNewPassword("correct horse battery staple")).toEqual({ ok: true });
  });
});
