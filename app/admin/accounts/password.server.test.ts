import { afterEach, describe, expect, it, vi } from "vitest";
import { hashingCost, hashPassword, productionCost, verifyPassword } from "./password.server";

afterEach(() => vi.unstubAllEnvs());

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
  });

  it("uses scrypt with N=2^17, r=8 and a fresh salt each time", async () => {
    // In production, whatever the test runner's own cheaper cost says.
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("PASSWORD_HASH_TEST_LOG2N", "10");
    const first = await hashPassword("same password");
    const second = await hashPassword("same password");
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("same password");
    expect(await verifyPassword("same password", first)).toBe(true);
  });

  it("refuses a malformed stored hash", async () => {
    expect(await verifyPassword("anything", "plain-text")).toBe(false);
  });
});

describe("the cost of new hashes", () => {
  it("is the production cost whenever NODE_ENV is not test, the test variable notwithstanding", () => {
    for (const NODE_ENV of ["production", "development", undefined]) {
      expect(hashingCost({ NODE_ENV, PASSWORD_HASH_TEST_LOG2N: "10" })).toEqual({ log2N: 17, r: 8, p: 1 });
    }
    expect(productionCost).toEqual({ log2N: 17, r: 8, p: 1 });
  });

  it("is lowered under the test runner only when asked, and only within bounds", () => {
    expect(hashingCost({ NODE_ENV: "test" })).toEqual(productionCost);
    expect(hashingCost({ NODE_ENV: "test", PASSWORD_HASH_TEST_LOG2N: "10" })).toEqual({ log2N: 10, r: 8, p: 1 });
    for (const wrong of ["9", "18", "12.5", "cheap", ""]) {
      expect(() => hashingCost({ NODE_ENV: "test", PASSWORD_HASH_TEST_LOG2N: wrong })).toThrow(/PASSWORD_HASH_TEST_LOG2N/);
    }
  });

  it("travels in the hash, so a cheap test hash still verifies, and a production one under the test cost", async () => {
    vi.stubEnv("PASSWORD_HASH_TEST_LOG2N", "10");
    const cheap = await hashPassword("one password");
    expect(cheap).toMatch(/^scrypt\$10\$8\$1\$/);
    vi.stubEnv("NODE_ENV", "production");
    const full = await hashPassword("one password");
    vi.unstubAllEnvs();
    vi.stubEnv("PASSWORD_HASH_TEST_LOG2N", "10");
    expect(await verifyPassword("one password", cheap)).toBe(true);
    expect(await verifyPassword("one password", full)).toBe(true);
    expect(await verifyPassword("other password", full)).toBe(false);
  });
});
