import { bonusUnits, issuers } from "../deal";
import { dealFieldLabels, fieldId } from "./deal-form";
import { Fieldset, SelectField, TextArea, TextInput, type DealFormState } from "./form-fields";

const issuerOptions = issuers.map((issuer) => ({ value: issuer, label: issuer }));
const bonusUnitLabels: Record<(typeof bonusUnits)[number], string> = { points: "Points", cash: "Cash (dollars)" };
const bonusUnitOptions = bonusUnits.map((unit) => ({ value: unit, label: bonusUnitLabels[unit] }));

export function BasicsSection({ state }: { state: DealFormState }) {
  return (
    <Fieldset legend="Deal">
      <TextInput field="title" state={state} className="sm:col-span-2" />
      <TextInput
        field="slug"
        state={state}
        hint="The deal's address: /deals/your-slug. Lower-case letters, digits and hyphens."
        input={{ autoCapitalize: "none", spellCheck: false }}
      />
      <TextInput field="date" state={state} input={{ type: "date" }} />
      <TextArea field="excerpt" state={state} className="sm:col-span-2" textarea={{ rows: 3 }} />
      <PublishedCheckbox state={state} />
    </Fieldset>
  );
}

export function CardSection({ state }: { state: DealFormState }) {
  return (
    <Fieldset legend="Card">
      <TextInput field="cardName" state={state} />
      <SelectField field="issuer" state={state} options={issuerOptions} />
      <TextInput
        field="referralLink"
        state={state}
        className="sm:col-span-2"
        hint="A full https:// address."
        input={{ type: "url", inputMode: "url" }}
      />
    </Fieldset>
  );
}

export function OfferSection({ state }: { state: DealFormState }) {
  return (
    <Fieldset legend="Offer">
      <TextInput field="welcomeBonus" state={state} className="sm:col-span-2" />
      <TextInput field="annualFee" state={state} />
      <TextInput field="minSpend" state={state} />
      <TextInput field="transferPartners" state={state} hint="For example: 14 airlines, 3 hotels." />
      <TextInput field="dealScore" state={state} hint="From 0 to 10." input={{ type: "number", min: 0, max: 10, step: 0.1 }} />
      <TextInput
        field="signupBonusAmount"
        state={state}
        hint="A whole number: points, or dollars for cash back. Used to sort by Highest Bonus."
        input={{ type: "number", min: 0, step: 1 }}
      />
      <SelectField field="bonusUnit" state={state} options={bonusUnitOptions} />
    </Fieldset>
  );
}

function PublishedCheckbox({ state }: { state: DealFormState }) {
  const hintId = `${fieldId("published")}-hint`;
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      <input
        id={fieldId("published")}
        name="published"
        type="checkbox"
        defaultChecked={state.values.published}
        aria-describedby={hintId}
        className="mt-1 size-4 accent-brand-700"
      />
      <div>
        <label htmlFor={fieldId("published")} className="text-sm font-medium text-slate-800">
          {dealFieldLabels.published}
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          Shown on the public site. Unticked, the deal is a draft only you can see here.
        </p>
      </div>
    </div>
  );
}
