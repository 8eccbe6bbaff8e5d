import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { Checkbox } from "~/ui/checkbox";
import { ErrorList } from "~/ui/error-list";
import { Select, TextArea, TextInput, type SelectOption } from "~/ui/field";
import { Fieldset } from "~/ui/fieldset";
import { confidenceLabels, exemptionLabels, ruleFieldId, ruleFieldLabels, type RuleField } from "./labels";
import type { RuleFormErrors, RuleFormValues } from "./rule-form";

export interface IssuerChoice {
  id: string;
  name: string;
}

const kindOptions = [
  { value: "", label: "Every kind" },
  { value: "personal", label: "Personal cards" },
  { value: "business", label: "Business cards" },
];
const cardTypeOptions = [
  { value: "", label: "Credit and charge cards" },
  { value: "credit", label: "Credit cards" },
  { value: "charge", label: "Charge cards" },
];
const confidenceOptions = Object.entries(confidenceLabels).map(([value, label]) => ({ value, label }));
const exemptionOptions = Object.entries(exemptionLabels).map(([value, label]) => ({ value, label }));
const unitOptions = [
  { value: "months", label: "Months" },
  { value: "days", label: "Days" },
];
const sinceOptions = [
  { value: "bonus", label: "A bonus received on such a card" },
  { value: "opened", label: "Opening such a card at all" },
];
const productsHint = "Product ids from the card catalogue (listed below), separated by commas. Blank: every product.";

/** The fields the form shows for a rule of this type, in form order: what the error summary lists. */
function fieldsFor(type: "count" | "bonus"): RuleField[] {
  const scope = (prefix: "appliesTo" | "counts" | "family") =>
    [
      ...(prefix === "appliesTo" ? [] : [`${prefix}.issuer`]),
      `${prefix}.kinds`,
      `${prefix}.cardTypes`,
      `${prefix}.products`,
    ] as RuleField[];
  const shape: RuleField[] =
    type === "count"
      ? ["windowLength", "windowUnit", "limit", "exemptWith", ...scope("appliesTo"), ...scope("counts")]
      : ["windowLength", "windowUnit", "since", ...scope("appliesTo"), ...scope("family")];
  return ["name", "summary", "note", "sourceUrl", "confidence", "checkedOn", ...shape];
}

const title = (count: number) => `The rule was not saved. Please correct ${count === 1 ? "this field" : `these ${count} fields`}:`;

/**
 * The owner's edit of one rule: its words, its source, and its shape's numbers and scopes. The
 * type (a count or a bonus rule), the id and the issuer stay; a different rule is a new row.
 */
export function RuleEditForm({
  type,
  issuerName,
  values,
  errors = {},
  issuers,
  products,
}: {
  type: "count" | "bonus";
  issuerName: string;
  values: RuleFormValues;
  errors?: RuleFormErrors;
  issuers: readonly IssuerChoice[];
  /** The card catalogue's product ids by issuer, for the owner to copy from. */
  products: ReadonlyArray<{ issuer: string; ids: readonly string[] }>;
}) {
  const field = (name: RuleField, defaultValue: string) => ({
    id: ruleFieldId(name),
    name,
    label: ruleFieldLabels[name],
    defaultValue,
    error: errors[name],
  });
  const listed = fieldsFor(type).map((name) => ({ name, id: ruleFieldId(name), label: ruleFieldLabels[name] }));
  const issuerOptions = (blank?: SelectOption): SelectOption[] => [
    ...(blank ? [blank] : []),
    { value: "any", label: "Any bank" },
    ...issuers.map((issuer) => ({ value: issuer.id, label: issuer.name })),
  ];
  const scope = (prefix: "appliesTo" | "counts" | "family", scoped: { kinds: string; cardTypes: string; products: string }) => (
    <>
      <Select {...field(`${prefix}.kinds`, scoped.kinds)} options={kindOptions} />
      <Select {...field(`${prefix}.cardTypes`, scoped.cardTypes)} options={cardTypeOptions} />
      <TextInput {...field(`${prefix}.products`, scoped.products)} hint={productsHint} maxLength={2000} className="sm:col-span-2" />
    </>
  );
  return (
    <Form method="post" className="mt-6 max-w-3xl space-y-6" noValidate>
      <ErrorList title={title} fields={listed} errors={errors} />
      <Fieldset legend="The rule" bodyClass="grid gap-5">
        <TextInput {...field("name", values.name)} hint="What readers call it, such as Chase 5/24." maxLength={120} required />
        <TextArea
          {...field("summary", values.summary)}
          rows={3}
          hint="The rule in one plain sentence, as the public page shows it."
          maxLength={400}
          required
        />
        <TextArea
          {...field("note", values.note)}
          rows={3}
          hint="What the shape below cannot say (exceptions, how strictly it is applied). Leave blank for none."
          maxLength={400}
        />
      </Fieldset>
      <Fieldset legend="Source">
        <TextInput
          {...field("sourceUrl", values.sourceUrl)}
          type="url"
          hint="The https:// page the rule was read on."
          maxLength={1000}
          required
          className="sm:col-span-2"
        />
        <Select {...field("confidence", values.confidence)} options={confidenceOptions} />
        <TextInput {...field("checkedOn", values.checkedOn)} type="date" hint="YYYY-MM-DD, not later than today." maxLength={10} required />
      </Fieldset>
      <Fieldset legend={type === "count" ? "The count" : "The bonus limit"}>
        <TextInput
          {...field("windowLength", values.windowLength)}
          inputMode="numeric"
          hint={type === "count" ? "How far back opened cards are counted." : "How long the limit lasts. Leave blank for ever."}
          maxLength={4}
          required={type === "count"}
        />
        <Select {...field("windowUnit", values.windowUnit)} options={unitOptions} />
        {type === "count" ? (
          <TextInput
            {...field("limit", values.limit)}
            inputMode="numeric"
            hint="Refused once this many cards were opened in the window."
            maxLength={3}
            required
          />
        ) : null}
        {type === "count" ? (
          <Select
            {...field("exemptWith", values.exemptWith)}
            options={exemptionOptions}
            hint="A rule for only some people asks the visitor the question when their count would refuse them."
          />
        ) : (
          <>
            <Select {...field("since", values.since)} options={sinceOptions} />
            <Checkbox
              id={ruleFieldId("whileHolding")}
              name="whileHolding"
              label={ruleFieldLabels.whileHolding}
              defaultChecked={values.whileHolding}
            />
            <Checkbox
              id={ruleFieldId("refusesCard")}
              name="refusesCard"
              label={ruleFieldLabels.refusesCard}
              hint="The issuer declines the application, not only the bonus."
              defaultChecked={values.refusesCard}
            />
          </>
        )}
      </Fieldset>
      <Fieldset legend={`Applications it limits: ${issuerName} cards`}>{scope("appliesTo", values.appliesTo)}</Fieldset>
      {type === "count" ? (
        <Fieldset legend="Cards it counts">
          <Select {...field("counts.issuer", values.counts.issuer)} options={issuerOptions()} className="sm:col-span-2" />
          {scope("counts", values.counts)}
          <Checkbox
            id={ruleFieldId("counts.authorizedUserCards")}
            name="counts.authorizedUserCards"
            label={ruleFieldLabels["counts.authorizedUserCards"]}
            hint="Cards the person is an authorised user on, which credit reports list."
            defaultChecked={values.counts.authorizedUserCards}
          />
        </Fieldset>
      ) : (
        <Fieldset legend="The family of cards">
          <Select
            {...field("family.issuer", values.family.issuer)}
            options={issuerOptions({ value: "", label: "None: only the card applied for" })}
            hint="Whose cards count towards the limit. None: only the very card applied for."
            className="sm:col-span-2"
          />
          {scope("family", values.family)}
        </Fieldset>
      )}
      <details className="rounded-md border border-slate-200 p-4 text-sm">
        <summary className="cursor-pointer font-medium text-brand-900">Product ids in the card catalogue</summary>
        <dl className="mt-3 space-y-2">
          {products.map((group) => (
            <div key={group.issuer}>
              <dt className="font-medium text-slate-800">{issuers.find((issuer) => issuer.id === group.issuer)?.name ?? group.issuer}</dt>
              <dd className="font-mono text-slate-700">{group.ids.join(", ")}</dd>
            </div>
          ))}
        </dl>
      </details>
      <button type="submit" className={buttonClass()}>
        Save rule
      </button>
    </Form>
  );
}
