import { describe, expect, it } from "vitest";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeCount } from "./recovery-codes.server";

describe("recovery codes", () => {
  it("makes ten distinct codes of three groups of four", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(recoveryCodeCount);
    expect(new Set(codes).size).toBe(recoveryCodeCount);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(code).not.toMatch(/[01ilo]/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
  });

  it("hashes a code the same however it was typed, and never stores it as it is", () => {
    const [code] = newRecoveryCodes();
    const hash = hashRecoveryCode(code!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code!.replace(/-/g, ""));
    expect(hashRecoveryCode(code!.toUpperCase().replace(/-/g, " "))).toBe(hash);
    expect(hashRecoveryCode(code!.replace(/-/g, ""))).toBe(hash);
  });

  it("tells a recovery code from a six-digit authenticator code", () => {
    expect(looksLikeRecoveryCode("123456")).toBe(false);
    expect(looksLikeRecoveryCode("abcd-efgh-jkmn")).toBe(true);
  });
});
