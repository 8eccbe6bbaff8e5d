import { describe, expect, it } from "vitest";
import { looksLikeAddress, mentionPattern, normaliseAddress } from "./email-address";

describe("addresses", () => {
  it("normalises by trimming and lower-casing", () => {
    expect(normaliseAddress("  Ann.Lee@Example.COM ")).toBe("ann.lee@example.com");
  });

  it("accepts plain addresses only", () => {
    expect(looksLikeAddress("ann@example.com")).toBe(true);
    expect(looksLikeAddress("ann@example")).toBe(false);
    expect(looksLikeAddress("ann example.com")).toBe(false);
    expect(looksLikeAddress(`${"a".repeat(250)}@example.com`)).toBe(false);
  });

  it("finds the address in free text, but not inside a longer address", () => {
    const pattern = new RegExp(mentionPattern("Ann@Example.com"), "i");
    for (const text of [
      "ann@example.com",
      "mail ANN@example.com.",
      "<ann@example.com>",
      '{"email":"ann@example.com"}',
      "mailto:ann@example.com?x",
    ]) {
      expect(pattern.test(text), text).toBe(true);
    }
    for (const text of ["joann@example.com", "ann@example.co", "ann@example.com.uk", "ann@example.community", "x.ann@example.com"]) {
      expect(pattern.test(text), text).toBe(false);
    }
  });

  it("treats the address's own characters literally", () => {
    expect(new RegExp(mentionPattern("a.b+c@example.com"), "i").test("axb+c@example.com")).toBe(false);
  });
});
