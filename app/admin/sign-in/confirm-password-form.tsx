import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";
import { factorIntents, factorMessages } from "../factors/factor-intents";

/**
 * Shown instead of the forms that add a factor when this session's sign-in is no longer recent
 * (decision 050), and on the confirm page before other sensitive actions (`standalone`: the page
 * has its own heading and message).
 */
export function ConfirmPasswordForm({ error, standalone = false }: { error?: string; standalone?: boolean }) {
  return (
    <div id="confirm-password" className="mt-6">
      {standalone ? null : (
        <>
          <h3 className="font-semibold text-slate-900">Confirm it is you</h3>
          <p className="mt-1 text-sm text-slate-700">{factorMessages.confirmFirst}</p>
        </>
      )}
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-3" noValidate>
        {standalone ? null : <input type="hidden" name="intent" value={factorIntents.confirmPassword} />}
        <TextInput
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          required
          error={error}
        />
        <button type="submit" className={buttonClass()}>
          Confirm password
        </button>
      </Form>
    </div>
  );
}
