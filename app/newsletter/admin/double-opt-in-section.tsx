import { Form, useNavigation } from "react-router";
import { buttonClass } from "~/ui/button";
import { Checkbox } from "~/ui/checkbox";

/** The intent this section posts with, so any admin page's action can mount it beside its own forms. */
export const doubleOptInIntent = "double-opt-in";
export const doubleOptInField = "enabled";

/**
 * The owner's double opt-in switch, a self-contained section: it posts to the page it is on,
 * whose action hands the form to `saveDoubleOptIn` when the intent is `double-opt-in`.
 */
export function DoubleOptInSection({ enabled, unconfirmedDays }: { enabled: boolean; unconfirmedDays: number }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="double-opt-in-heading" className="mt-10 max-w-2xl rounded-md border border-slate-200 p-5">
      <h2 id="double-opt-in-heading" className="text-xl font-semibold text-brand-900">
        Double opt-in
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {`When on, a new subscriber is pending until they follow the link in a confirmation email; only then do they get the welcome email with the guide and receive issues. Subscriptions not confirmed within ${unconfirmedDays} days are deleted. Off, subscribing works in one step.`}
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={doubleOptInIntent} />
        {/* Keyed on the saved value so the box follows it after the save, with or without JavaScript. */}
        <Checkbox
          key={String(enabled)}
          id="double-opt-in"
          name={doubleOptInField}
          label="Ask new subscribers to confirm their address (double opt-in)"
          defaultChecked={enabled}
        />
        <button type="submit" disabled={busy} className={buttonClass("secondary")}>
          Save double opt-in
        </button>
      </Form>
    </section>
  );
}
