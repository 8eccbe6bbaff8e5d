import { describe, expect, it } from "vitest";
import { codeExpiry, codeTries, parseTypedCode, refusalOf, signInMessages, wrongCodeMessage } from "./sign-in-code";

const now = new Date("2026-11-27T12:00:00Z");

describe("reading a typed code", () => {
  it("takes six digits, with the spaces or dashes people type between them", () => {
    expect(parseTypedCode("482913")).toBe("482913");
    expect(parseTypedCode(" 482 913 ")).toBe("482913");
    expect(parseTypedCode("482-913")).toBe("482913");
  });

  it("refuses anything else", () => {
    for (const typed of ["48291", "4829134", "48291a", "", "４８２９１３", "1".repeat(41), null, 482913]) {
      expect(parseTypedCode(typed)).toBeUndefined();
    }
  });
});

describe("a stored code's lifecycle", () => {
  const fresh = { expiresAt: codeExpiry(now), attempts: 0, usedAt: null };

  it("is good for ten minutes", () => {
    expect(refusalOf(fresh, new Date(now.getTime() + 9 * 60_000 + 59_000))).toBeUndefined();
    expect(refusalOf(fresh, new Date(now.getTime() + 10 * 60_000))).toBe("expired");
  });

  it("is spent once used, whatever else is true", () => {
    expect(refusalOf({ ...fresh, usedAt: now, attempts: codeTries }, now)).toBe("spent");
  });

  it("takes five tries", () => {
    expect(refusalOf({ ...fresh, attempts: codeTries - 1 }, now)).toBeUndefined();
    expect(refusalOf({ ...fresh, attempts: codeTries }, now)).toBe("noTriesLeft");
  });

  it("counts the tries left after a wrong one", () => {
    expect(wrongCodeMessage(1)).toBe("That code is not right. You have 4 tries left.");
    expect(wrongCodeMessage(4)).toBe("That code is not right. You have 1 try left.");
    expect(wrongCodeMessage(5)).toBe(signInMessages.noTriesLeft);
  });
});
