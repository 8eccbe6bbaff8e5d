import { describe, expect, it } from "vitest";
import { checkTotp, groupSecret, newTotpSecret, totpCodeAt, totpUri } from "./totp";

// RFC 6238 appendix B's SHA-1 secret ("12345678901234567890") in base32, and its test vector.
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const at = 1_111_111_109_000;
const step = Math.floor(at / 1000 / 30);

describe("TOTP", () => {
  it("matches RFC 6238's SHA-1 test vector, 6 digits", () => {
    expect(totpCodeAt(rfcSecret, 59_000)).toBe("287082");
    expect(totpCodeAt(rfcSecret, at)).toBe("081804");
  });

  it("accepts the current step and one step either side, and nothing further", () => {
    const code = totpCodeAt(rfcSecret, at);
    expect(checkTotp(rfcSecret, code, null, at)).toEqual({ ok: true, step });
    expect(checkTotp(rfcSecret, code, null, at + 30_000)).toEqual({ ok: true, step });
    expect(checkTotp(rfcSecret, code, null, at - 30_000)).toEqual({ ok: true, step });
    expect(checkTotp(rfcSecret, code, null, at + 60_000)).toEqual({ ok: false, reason: "invalid" });
    expect(checkTotp(rfcSecret, code, null, at - 60_000)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a code already used, and any code from an earlier step, within the window", () => {
    const code = totpCodeAt(rfcSecret, at);
    expect(checkTotp(rfcSecret, code, step, at)).toEqual({ ok: false, reason: "replayed" });
    expect(checkTotp(rfcSecret, code, step, at + 29_000)).toEqual({ ok: false, reason: "replayed" });
    const earlier = totpCodeAt(rfcSecret, at - 30_000);
    expect(checkTotp(rfcSecret, earlier, step, at)).toEqual({ ok: false, reason: "replayed" });
    // The next step's code is still good.
    const next = totpCodeAt(rfcSecret, at + 30_000);
    expect(checkTotp(rfcSecret, next, step, at + 30_000)).toEqual({ ok: true, step: step + 1 });
  });

  it("reads a code typed with a space or a dash, and refuses anything that is not six digits", () => {
    const code = totpCodeAt(rfcSecret, at);
    expect(checkTotp(rfcSecret, `${code.slice(0, 3)} ${code.slice(3)}`, null, at).ok).toBe(true);
    expect(checkTotp(rfcSecret, `${code.slice(0, 3)}-${code.slice(3)}`, null, at).ok).toBe(true);
    expect(checkTotp(rfcSecret, "12345", null, at)).toEqual({ ok: false, reason: "invalid" });
    expect(checkTotp(rfcSecret, "abcdef", null, at)).toEqual({ ok: false, reason: "invalid" });
  });

  it("makes 160-bit secrets and an otpauth URI apps read (SHA1, 6 digits, 30 s)", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, "owner@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Pointwise");
    expect(uri.searchParams.get("algorithm")).toBe("SHA1");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
    expect(decodeURIComponent(uri.pathname)).toContain("owner@example.com");
    expect(groupSecret("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
  });
});
