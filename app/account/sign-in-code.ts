/**
 * The emailed sign-in code (issue 30): six digits, good for ten minutes and five tries, once.
 * Pure rules and the words a visitor reads; storing and checking live in sign-in.server.ts.
 */
export const codeDigits = 6;
export const codeValidMinutes = 10;
export const codeTries = 5;

export const signInMessages = {
  invalidEmail: "Enter a valid email address, like name@example.com.",
  invalidCode: `Enter the ${codeDigits}-digit code from the email.`,
  wrongCode: (triesLeft: number) => `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
  noTriesLeft: "That code is not right, and it has had too many tries. Ask for a new code.",
  expired: "That code has expired. Ask for a new code.",
  spent: "That code has already been used. Ask for a new code.",
  sentTitle: "Check your email",
  sent: (address: string) => `We sent a ${codeDigits}-digit code to ${address}. It works for ${codeValidMinutes} minutes.`,
} as const;

/** What the visitor typed, as the code it must be: spaces and dashes (as in "482 913") ignored. */
export function parseTypedCode(typed: unknown): string | undefined {
  if (typeof typed !== "string" || typed.length > 40) return undefined;
  const digits = typed.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${codeDigits}}$`).test(digits) ? digits : undefined;
}

export interface StoredCode {
  expiresAt: Date;
  attempts: number;
  usedAt: Date | null;
}

export type CodeRefusal = "expired" | "spent" | "noTriesLeft";

/**
 * Why a code that could not be tried any more was refused: spent first (a second tab after the
 * first signed in), then out of tries, then expired.
 */
export function refusalOf(code: StoredCode, now: Date): CodeRefusal | undefined {
  if (code.usedAt) return "spent";
  if (code.attempts >= codeTries) return "noTriesLeft";
  if (code.expiresAt.getTime() <= now.getTime()) return "expired";
  return undefined;
}

/** The message beside the code field after a wrong try that left `attempts` used. */
export function wrongCodeMessage(attempts: number): string {
  const left = codeTries - attempts;
  return left > 0 ? signInMessages.wrongCode(left) : signInMessages.noTriesLeft;
}

export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + codeValidMinutes * 60 * 1000);
}
