import { Form, useNavigation } from "react-router";
import { TextInput } from "~/ui/field";
import { PasskeyButton } from "~/ui/passkey-button";

/** The second step of signing in: a code (no JavaScript needed) and, with JavaScript, a passkey. */
export function SecondStepForm({
  hasApp,
  passkeyOptions,
  fieldError,
  formError,
}: {
  hasApp: boolean;
  passkeyOptions: unknown;
  fieldError?: string;
  formError?: string;
}) {
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold text-brand-900">Confirm it is you</h1>
      <p className="mt-2 text-sm text-slate-700">Your password was right. Finish signing in with your second factor.</p>
      {formError ? (
        <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p>{formError}</p>
        </div>
      ) : null}
      {passkeyOptions ? (
        <section aria-labelledby="passkey-heading" className="mt-6">
          <h2 id="passkey-heading" className="text-lg font-semibold text-brand-900">
            Use a passkey
          </h2>
          <div className="mt-2">
            <PasskeyButton
              ceremony="authenticate"
              options={passkeyOptions}
              intent="passkey"
              label="Sign in with a passkey"
              noScript="Signing in with a passkey needs JavaScript. Enter a code below instead."
            />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="code-heading" className="mt-6">
        <h2 id="code-heading" className="text-lg font-semibold text-brand-900">
          Enter a code
        </h2>
        <Form method="post" className="mt-2 space-y-4" noValidate>
          <input type="hidden" name="intent" value="code" />
          <TextInput
            label={hasApp ? "Code from your authenticator app, or a recovery code" : "Recovery code"}
            name="code"
            autoComplete="one-time-code"
            inputMode={hasApp ? "numeric" : "text"}
            maxLength={64}
            required
            error={fieldError}
          />
          <button
            type="submit"
            disabled={submitting}
            className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            Verify
          </button>
        </Form>
      </section>
      <p className="mt-6 text-sm text-slate-700">
        Lost your phone and your recovery codes? The site's owner can remove your second factors with{" "}
        <code>npm run admin:remove-factors</code>.
      </p>
    </div>
  );
}
