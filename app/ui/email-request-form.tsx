import { Form } from "react-router";
import { maxAddressLength } from "~/lib/email-address";
import { buttonClass } from "./button";
import { TextInput } from "./field";
import { FormGuardFields } from "./form-guard-fields";

/**
 * A public form that asks only for an email address and sends something to it (a sign-in code,
 * a link to one's data): spam-guarded, the typed address kept and its message beside it.
 */
export function EmailRequestForm({
  stamp,
  email,
  error,
  submitLabel,
}: {
  stamp: string;
  email: string;
  error: string | undefined;
  submitLabel: string;
}) {
  return (
    <Form method="post" className="mt-6 space-y-4" noValidate>
      <FormGuardFields stamp={stamp} />
      <TextInput
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={maxAddressLength}
        defaultValue={email}
        error={error}
        required
      />
      <button type="submit" className={buttonClass()}>
        {submitLabel}
      </button>
    </Form>
  );
}
