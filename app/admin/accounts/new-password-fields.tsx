import { TextInput } from "~/ui/field";
import { minimumPasswordLength } from "~/config/password-policy";
import { maxNewPasswordLength } from "./password-forms";

export interface NewPasswordErrors {
  password?: string;
  confirmPassword?: string;
}

/** The new password, typed twice; a password is never filled in again from the server. */
export function NewPasswordFields({ errors, label = "New password" }: { errors?: NewPasswordErrors; label?: string }) {
  return (
    <>
      <TextInput
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={maxNewPasswordLength}
        required
        hint={`At least ${minimumPasswordLength} characters. A passphrase of four or more unrelated words works well; common passwords are refused.`}
        error={errors?.password}
      />
      <TextInput
        label={`${label}, again`}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        maxLength={maxNewPasswordLength}
        required
        error={errors?.confirmPassword}
      />
    </>
  );
}
