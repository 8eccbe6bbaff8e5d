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
  confirmPassword: "factor-confirm-password",
} as const;

export function isFactorIntent(intent: FormDataEntryValue | null): boolean {
  return typeof intent === "string" && (intent.startsWith("factor-") || intent.startsWith("recovery-"));
}

/**
 * How long a sign-in, or the password typed again, counts as recent enough to change second
 * factors (ASVS 7.5.1): a browser left signed in cannot add an attacker's factor later on.
 */
export const recentAuthenticationMinutes = 10;

/** Messages of the second-factor forms and the second step, defined once for pages and tests. */
export const factorMessages = {
  wrongCode: "That code is not right. Enter the newest code from your app, or a recovery code.",
  wrongEnrolmentCode: "That code is not right. Enter the newest code your app shows for Pointwise.",
  wrongPassword: "That password is not right.",
  confirmFirst: "To add a second factor or make new recovery codes, enter your password again.",
  confirmed: `For the next ${recentAuthenticationMinutes} minutes you can add second factors and make new recovery codes.`,
  passkeyFailed: "The passkey could not be checked. Try again, or enter a code instead.",
  paused: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  },
} as const;
