import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { TextInput } from "~/ui/field";
import type { BonusUnit } from "../deal";
import { pastOfferIntent, pastOfferLabels, type PastOfferErrors, type PastOfferField, type PastOfferValues } from "./past-offer-form";

const unitHint: Record<BonusUnit, string> = {
  points: "In points, like the deal's bonus.",
  cash: "In dollars, like the deal's cash bonus.",
};

/**
 * "Add a past offer": a separate form on the deal's edit page that posts natively, so it works
 * without JavaScript; the server's messages are shown beside the fields.
 */
export function PastOfferForm({
  values,
  errors = {},
  unit,
  today,
}: {
  values: PastOfferValues;
  errors?: PastOfferErrors;
  unit: BonusUnit;
  today: string;
}) {
  const field = (name: PastOfferField) => ({
    id: `past-offer-${name}`,
    name,
    label: pastOfferLabels[name],
    defaultValue: values[name],
    error: errors[name],
    required: true,
  });
  return (
    <section aria-labelledby="past-offer-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="past-offer-heading" className="text-xl font-bold text-brand-900">
        Add a past offer
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        An offer this card had before, with the public page that shows it. It is added to the deal's offer history.
      </p>
      <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value={pastOfferIntent} />
        <TextInput {...field("startedOn")} type="date" max={today} hint="The day the offer started; not in the future." />
        <TextInput {...field("signupBonusAmount")} type="number" min={0} step={1} hint={unitHint[unit]} />
        <TextInput {...field("minSpend")} hint="For example: $4,000 in 3 months." />
        <TextInput {...field("annualFee")} hint="For example: $95, or $0 first year." />
        <TextInput {...field("source")} type="url" inputMode="url" className="sm:col-span-2" hint="A full https:// address." />
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass("secondary")}>
            Add past offer
          </button>
        </div>
      </Form>
    </section>
  );
}
