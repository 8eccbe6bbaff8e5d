import { Link } from "react-router";
import { buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";
import { FormGuardFields } from "~/ui/form-guard-fields";
import { consentText } from "./consent";

export const alertSignupAction = "/newsletter/alert-signup";
/** The flash form id the partners page reads back after a refused post. */
export const alertSignupFormId = "alert-signup";

export interface AlertSignupView {
  kind: "currency" | "program";
  id: string;
  name: string;
  stamp: string;
  /** After a refused post: what was typed and the message beside the field. */
  email?: string;
  error?: string;
}

/**
 * A small subscribe form for one currency or program. It posts natively with or without
 * JavaScript and comes back to the same page with its notice (post/redirect/get).
 */
export function AlertSignupForm({ signup }: { signup: AlertSignupView }) {
  return (
    <section aria-labelledby="alert-signup-heading" className="rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h2 id="alert-signup-heading" className="text-lg font-semibold text-brand-900">
        Email me when a bonus for {signup.name} starts
      </h2>
      <form method="post" action={alertSignupAction} className="mt-3" noValidate>
        <FormGuardFields stamp={signup.stamp} />
        <input type="hidden" name="source" value="section" />
        <input type="hidden" name="kind" value={signup.kind} />
        <input type="hidden" name="id" value={signup.id} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextInput
            id="alert-signup-email"
            name="email"
            label="Email address"
            className="flex-1"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            defaultValue={signup.email}
            maxLength={254}
            aria-required="true"
            describedBy="alert-signup-consent"
            error={signup.error}
          />
          <button type="submit" className={buttonClass("primary", "sm:mt-7")}>
            Email me
          </button>
        </div>
        <p id="alert-signup-consent" className="mt-3 text-sm text-slate-700">
          {consentText} We'll also email you when a transfer bonus for {signup.name} starts; each email links to your alert choices.{" "}
          <Link to="/privacy-policy" className="font-medium text-brand-700 underline hover:text-brand-900">
            Privacy policy
          </Link>
        </p>
      </form>
    </section>
  );
}
