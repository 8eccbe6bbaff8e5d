import { Secret, TOTP } from "otpauth";

/**
 * RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. A code from the
 * step before or after is accepted too (a phone's clock a little off, a code typed as it turned).
 */
export const totpPeriodSeconds = 30;
export const totpDigits = 6;
const acceptedDrift = 1;
export const totpIssuer = "Pointwise";

function totp(secretBase32: string, label = "admin"): TOTP {
  return new TOTP({
    issuer: totpIssuer,
    label,
    algorithm: "SHA1",
    digits: totpDigits,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret, in base32 as authenticator apps take it typed in. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, account: string): string {
  return totp(secretBase32, account).toString();
}

/** The secret in groups of four, easier to type from the screen. */
export function groupSecret(secretBase32: string): string {
  return secretBase32.replace(/(.{4})(?=.)/g, "$1 ");
}

/** Only digits are kept, so "123 456" and "123-456" are read as typed. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, "");
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: "invalid" | "replayed" };

/**
 * Checks a code at `now`. `lastStep` is the time step of the last code accepted for this factor:
 * a code for that step or an earlier one is refused, so a code seen over a shoulder (or sent
 * twice) cannot be used again within its window.
 */
export function checkTotp(secretBase32: string, code: string, lastStep: number | null, now = Date.now()): TotpCheck {
  const token = normaliseCode(code);
  if (!new RegExp(`^\\d{${totpDigits}}$`).test(token)) return { ok: false, reason: "invalid" };
  const delta = totp(secretBase32).validate({ token, timestamp: now, window: acceptedDrift });
  if (delta === null) return { ok: false, reason: "invalid" };
  const step = Math.floor(now / 1000 / totpPeriodSeconds) + delta;
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: "replayed" };
  return { ok: true, step };
}

/** The code an app shows at `now`: for tests, and nothing else. */
export function totpCodeAt(secretBase32: string, now: number): string {
  return totp(secretBase32).generate({ timestamp: now });
}
