import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";
import { NewPasswordFields } from "./new-password-fields";
import { passwordChangeIntent } from "./password-forms";

export interface PasswordChangeSectionErrors {
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
}

/** The account page's "Change your password" form; it posts the `password-change` intent to the page. */
export function PasswordChangeSection({ errors }: { errors?: PasswordChangeSectionErrors }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === passwordChangeIntent;
  return (
    <section aria-labelledby="password-heading" className="mt-8 max-w-md">
      <h2 id="password-heading" className="text-lg font-semibold text-brand-900">
        Change your password
      </h2>
      <p className="mt-1 text-sm text-slate-700">Every other browser signed in to this account is signed out; this one stays.</p>
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value={passwordChangeIntent} />
        <TextInput
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          required
          error={errors?.currentPassword}
        />
        <NewPasswordFields errors={errors} />
        <button type="submit" disabled={submitting} className={buttonClass()}>
          {submitting ? "Changing password..." : "Change password"}
        </button>
      </Form>
    </section>
  );
}
