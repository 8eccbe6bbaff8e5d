import { Form, Link } from "react-router";
import { buttonClass } from "~/ui/button";
import type { SelectOption } from "~/ui/field";
import { dealFormIntents, type DealFormErrors, type DealFormValues, type DealPreview } from "./deal-form";
import { BasicsSection, CardSection, OfferSection } from "./deal-form-sections";
import { ErrorSummary } from "./error-summary";
import { WriteUpSection } from "./write-up-section";

interface DealEditorProps {
  values: DealFormValues;
  errors?: DealFormErrors;
  preview?: DealPreview;
  /** What a bonus can be paid in (the points catalog's currencies and programs), given by the route. */
  currencyOptions?: readonly SelectOption[];
}

/**
 * The one form for a new deal and an edited one. It posts natively (noValidate: the server's
 * messages are the ones shown), so it works the same with JavaScript off.
 */
export function DealEditor({ values, errors = {}, preview, currencyOptions = [] }: DealEditorProps) {
  const state = { values, errors };
  return (
    <Form method="post" noValidate className="mt-6 space-y-8">
      <ErrorSummary errors={errors} />
      {/* The default intent; the Preview button, when pressed, adds its own. */}
      <input type="hidden" name="intent" value={dealFormIntents.save} />
      <BasicsSection state={state} />
      <CardSection state={state} />
      <OfferSection state={state} currencyOptions={currencyOptions} />
      <WriteUpSection state={state} preview={preview} />
      <div className="flex flex-wrap items-center gap-3">
        {/* Save comes first: it is the button Enter in a field presses. */}
        <button type="submit" className={buttonClass("primary")}>
          Save
        </button>
        <button type="submit" name="intent" value={dealFormIntents.preview} className={buttonClass("secondary")}>
          Preview
        </button>
        <Link to="/admin/deals" className={buttonClass("secondary")}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
