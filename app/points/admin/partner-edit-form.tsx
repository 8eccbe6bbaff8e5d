import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { ErrorList } from "~/ui/error-list";
import { TextInput } from "~/ui/field";
import { partnerFieldLabels, valueFieldLabels } from "./labels";

type PartnerField = keyof typeof partnerFieldLabels;
type ValueField = keyof typeof valueFieldLabels;

const partnerFields = (Object.keys(partnerFieldLabels) as PartnerField[]).map((name) => ({
  name,
  id: `partner-${name}`,
  label: partnerFieldLabels[name],
}));
const valueFields = (Object.keys(valueFieldLabels) as ValueField[]).map((name) => ({
  name,
  id: `value-${name}`,
  label: valueFieldLabels[name],
}));
const title = (count: number) => `Not saved. Please correct ${count === 1 ? "this field" : `these ${count} fields`}:`;

export type PartnerFormValues = Record<PartnerField, string>;
export type ValueFormValues = Record<ValueField, string>;

/** The owner's edit of one partner row; blank minimum or increment means the bank publishes none. */
export function PartnerEditForm({ values, errors = {} }: { values: PartnerFormValues; errors?: Partial<Record<PartnerField, string>> }) {
  const field = (name: PartnerField) => ({
    id: `partner-${name}`,
    name,
    label: partnerFieldLabels[name],
    defaultValue: values[name],
    error: errors[name],
  });
  return (
    <Form method="post" className="mt-6 max-w-xl space-y-4" noValidate>
      <ErrorList title={title} fields={partnerFields} errors={errors} />
      <TextInput {...field("ratio")} hint="Bank points to partner points, as published: 1:1, 5:3, 1000:800." maxLength={30} required />
      <TextInput {...field("transferTime")} hint="Leave blank when no source states it." maxLength={200} />
      <TextInput {...field("minimum")} inputMode="numeric" hint="Points. Leave blank when not published." maxLength={9} />
      <TextInput {...field("increment")} inputMode="numeric" hint="Points. Leave blank when not published." maxLength={9} />
      <TextInput {...field("source")} type="url" hint="The page you checked this row against." maxLength={1000} required />
      <TextInput {...field("checkedOn")} type="date" hint="YYYY-MM-DD" maxLength={10} required />
      <button type="submit" className={buttonClass()}>
        Save partner
      </button>
    </Form>
  );
}

export function ValueEditForm({ values, errors = {} }: { values: ValueFormValues; errors?: Partial<Record<ValueField, string>> }) {
  const field = (name: ValueField) => ({
    id: `value-${name}`,
    name,
    label: valueFieldLabels[name],
    defaultValue: values[name],
    error: errors[name],
  });
  return (
    <Form method="post" className="mt-6 max-w-xl space-y-4" noValidate>
      <ErrorList title={title} fields={valueFields} errors={errors} />
      <TextInput {...field("cents")} inputMode="decimal" hint="For example 1.5 for 1.5 cents a point." maxLength={10} required />
      <TextInput {...field("reviewedOn")} type="date" hint="YYYY-MM-DD" maxLength={10} required />
      <button type="submit" className={buttonClass()}>
        Save value
      </button>
    </Form>
  );
}
