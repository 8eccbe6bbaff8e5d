import { Checkbox } from "~/ui/checkbox";
import { Select, TextArea, TextInput, type SelectOption } from "~/ui/field";
import { Fieldset } from "~/ui/fieldset";
import { bonusUnits, issuers } from "../deal";
import { dealFieldLabels, dealFieldProps, fieldId, type DealFormState } from "./deal-form";

const issuerOptions = issuers.map((issuer) => ({ value: issuer, label: issuer }));
const bonusUnitLabels: Record<(typeof bonusUnits)[number], string> = { points: "Points", cash: "Cash (dollars)" };
const bonusUnitOptions = bonusUnits.map((unit) => ({ value: unit, label: bonusUnitLabels[unit] }));

export function BasicsSection({ state }: { state: DealFormState }) {
  return (
    <Fieldset legend="Deal">
      <TextInput {...dealFieldProps("title", state)} className="sm:col-span-2" />
      <TextInput
        {...dealFieldProps("slug", state)}
        hint="The deal's address: /deals/your-slug. Lower-case letters, digits and hyphens."
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextInput {...dealFieldProps("date", state)} type="date" />
      <TextArea {...dealFieldProps("excerpt", state)} className="sm:col-span-2" rows={3} />
      <Checkbox
        id={fieldId("published")}
        name="published"
        label={dealFieldLabels.published}
        hint="Shown on the public site. Unticked, the deal is a draft only you can see here."
        defaultChecked={state.values.published}
        className="sm:col-span-2"
      />
    </Fieldset>
  );
}

export function CardSection({ state }: { state: DealFormState }) {
  return (
    <Fieldset legend="Card">
      <TextInput {...dealFieldProps("cardName", state)} />
      <Select {...dealFieldProps("issuer", state)} options={issuerOptions} />
      <TextInput
        {...dealFieldProps("referralLink", state)}
        className="sm:col-span-2"
        hint="A full https:// address."
        type="url"
        inputMode="url"
      />
    </Fieldset>
  );
}

/** `currencyOptions`: the points currencies and programs a bonus can be paid in, from the route. */
export function OfferSection({ state, currencyOptions }: { state: DealFormState; currencyOptions: readonly SelectOption[] }) {
  return (
    <Fieldset legend="Offer">
      <TextInput {...dealFieldProps("welcomeBonus", state)} className="sm:col-span-2" />
      <TextInput {...dealFieldProps("annualFee", state)} />
      <TextInput {...dealFieldProps("minSpend", state)} />
      <TextInput {...dealFieldProps("transferPartners", state)} hint="For example: 14 airlines, 3 hotels." />
      <TextInput {...dealFieldProps("dealScore", state)} hint="From 0 to 10." type="number" min={0} max={10} step={0.1} />
      <TextInput
        {...dealFieldProps("signupBonusAmount", state)}
        hint="A whole number: points, or dollars for cash back. Used to sort by Highest Bonus."
        type="number"
        min={0}
        step={1}
      />
      <Select {...dealFieldProps("bonusUnit", state)} options={bonusUnitOptions} />
      <Select
        {...dealFieldProps("pointsCurrency", state)}
        options={currencyOptions}
        placeholder="The issuer's points currency (automatic)"
        hint="Its value per point gives the deal's estimated first-year value. A cash bonus left on automatic shows none."
      />
    </Fieldset>
  );
}
