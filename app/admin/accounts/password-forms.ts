// Kept free of zod so the pages that show these forms ship no validation library to the browser.

/** The longest password accepted when one is set (the strength check reads every character). */
export const maxNewPasswordLength = 256;

/** The words every password form uses, in one place. */
export const passwordMessages = {
  newPassword: "Please enter a new password.",
  tooLong: `The password must be at most ${maxNewPasswordLength} characters.`,
  mismatch: "The two passwords are not the same. Please type the new password twice.",
  currentPassword: "Please enter your current password.",
  wrongCurrent: "Your current password is not correct.",
  email: "Please enter a valid email address.",
  linkExpiredTitle: "This link has expired or was already used",
  busy: "The site is busy checking passwords. Please try again in a few seconds.",
} as const;

/** The account page's password form posts this `intent` (the page's other forms post their own). */
export const passwordChangeIntent = "password-change";

/** Minutes, rounded up, for a "try again in" message. */
export function retryInMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
