import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
  });

  it("uses scrypt with N=2^17, r=8 and a fresh salt each time", async () => {
    const first = await hashPassword("same password");
    const second = await hashPassword("same password");
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("same password");
  });

  it("refuses a malformed stored hash", async () => {
    expect(await verifyPassword("anything", "plain-text")).toBe(false);
  });
});
