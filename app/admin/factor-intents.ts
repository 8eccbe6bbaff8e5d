/**
 * The account page's second-factor forms, by their `intent` value: all start with `factor-` or
 * `recovery-`, so the page's action hands them to one handler.
 */
export const factorIntents = {
  totpStart: "factor-totp-start",
  totpConfirm: "factor-totp-confirm",
  passkeyRegister: "factor-passkey-register",
  remove: "factor-remove",
  recoveryRegenerate: "recovery-regenerate",
} as const;

export function isFactorIntent(intent: FormDataEntryValue | null): boolean {
  return typeof intent === "string" && (intent.startsWith("factor-") || intent.startsWith("recovery-"));
}

/** Messages of the second-factor forms and the second step, defined once for pages and tests. */
export const factorMessages = {
  wrongCode: "That code is not right. Enter the newest code from your app, or a recovery code.",
  wrongEnrolmentCode: "That code is not right. Enter the newest code your app shows for Pointwise.",
  wrongPassword: "That password is not right.",
  passkeyFailed: "The passkey could not be checked. Try again, or enter a code instead.",
  paused: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  },
} as const;
