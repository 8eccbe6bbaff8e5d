import { ErrorList } from "~/ui/error-list";
import { dealFieldLabels, fieldId, type DealField, type DealFormErrors } from "./deal-form";

const fields = (Object.keys(dealFieldLabels) as DealField[]).map((name) => ({ name, id: fieldId(name), label: dealFieldLabels[name] }));
const title = (count: number) => `The deal was not saved. Please correct ${count === 1 ? "this field" : `these ${count} fields`}:`;

/** Every problem at the top of the deal editor, each linking to its field. */
export function ErrorSummary({ errors }: { errors: DealFormErrors }) {
  return <ErrorList title={title} fields={fields} errors={errors} />;
}
