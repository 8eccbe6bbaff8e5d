import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { Checkbox } from "~/ui/checkbox";

export const factorPolicyIntent = "factor-policy";

/** The owner's setting on /admin/settings: every admin must have a second factor. */
export function FactorPolicyForm({ required }: { required: boolean }) {
  return (
    <Form method="post" className="mt-8 space-y-3 border-t border-slate-200 pt-6">
      <input type="hidden" name="intent" value={factorPolicyIntent} />
      <h2 className="text-lg font-semibold text-brand-900">Sign-in security</h2>
      <Checkbox
        name="requireSecondFactor"
        label="Require a second factor for every admin"
        hint="An admin without one is asked to add an authenticator app right after entering their password."
        defaultChecked={required}
      />
      <button type="submit" className={buttonClass()}>
        Save sign-in security
      </button>
    </Form>
  );
}
