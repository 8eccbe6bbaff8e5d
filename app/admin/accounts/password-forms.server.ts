import { z } from "~/lib/zod";
import { maxNewPasswordLength, passwordMessages } from "./password-forms";

/** A new password typed twice; how strong it is is checked afterwards (checkNewPassword, asynchronous). */
const newPasswordShape = {
  password: z.string().min(1, passwordMessages.newPassword).max(maxNewPasswordLength, passwordMessages.tooLong),
  confirmPassword: z.string().max(maxNewPasswordLength, passwordMessages.tooLong),
};

function sameTwice<T extends { password: string; confirmPassword: string }>(value: T): boolean {
  return value.password === value.confirmPassword;
}

const mismatch = { message: passwordMessages.mismatch, path: ["confirmPassword"] };

/** The reset page and the invitation page: the link's token travels in a hidden field. */
export const newPasswordSchema = z.object({ token: z.string().max(200), ...newPasswordShape }).refine(sameTwice, mismatch);

/** The account page: the current password, then the new one twice. */
export const passwordChangeSchema = z
  .object({ currentPassword: z.string().min(1, passwordMessages.currentPassword).max(1024), ...newPasswordShape })
  .refine(sameTwice, mismatch);

/** One email address (the reset request, an invitation). */
export const emailSchema = z.object({
  email: z.string().trim().max(254, passwordMessages.email).pipe(z.email(passwordMessages.email)),
});
