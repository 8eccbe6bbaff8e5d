import { createHash, randomInt } from "node:crypto";

/** Ten single-use codes, each 12 characters (60 bits) from an alphabet without look-alikes. */
export const recoveryCodeCount = 10;
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
const groups = 3;
const groupLength = 4;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () =>
    Array.from({ length: groups }, () => Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join("")).join(
      "-",
    ),
  );
}

/** What was typed, lower-cased and without spaces or dashes, so a code is read however it was copied. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

/** Whether the text looks like a recovery code rather than an authenticator code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return new RegExp(`^[${alphabet}]{${groups * groupLength}}$`).test(normaliseRecoveryCode(code));
}

/**
 * Codes are random and long enough that a plain SHA-256 is safe to store (no password to guess
 * from a dictionary), and cheap to check at sign-in.
 */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
}
