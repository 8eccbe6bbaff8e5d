import { buttonClass } from "~/ui/button";
import { Checkbox } from "~/ui/checkbox";
import { Select, TextInput } from "~/ui/field";
import type { SelectGroup } from "~/ui/field";
import { cardKinds, issuerNames, issuers, maxCardNameLength } from "./card-names";
import { historyFieldName, maxHistoryRows, type HistoryFieldName, type HistoryRowFields } from "./card-history-form";

/** The id of a row's field, for the error list's links. */
export const historyFieldId = (row: number, field: HistoryFieldName) => `history-${row}-${field}`;

const fieldLabels: ReadonlyArray<readonly [HistoryFieldName, string]> = [
  ["productId", "Card"],
  ["name", "Name"],
  ["issuer", "Issuer"],
  ["kind", "Personal or business"],
  ["openedMonth", "Opened"],
  ["closedMonth", "Closed"],
  ["bonusMonth", "Bonus received"],
];

/** Every field of every row, in form order, named `row.field` as the error list (app/ui/error-list.tsx) reads them. */
export function historyListedFields(rows: readonly unknown[]) {
  return rows.flatMap((_, row) =>
    fieldLabels.map(([field, label]) => ({ name: `${row}.${field}`, id: historyFieldId(row, field), label: `Card ${row + 1}: ${label}` })),
  );
}

/** The rows' messages keyed `row.field`, as the error list reads them. */
export function historyErrorsByField(errors: ReadonlyArray<Partial<Record<HistoryFieldName, string>>>): Record<string, string> {
  return Object.fromEntries(
    errors.flatMap((rowErrors, row) => Object.entries(rowErrors).map(([field, text]) => [`${row}.${field}`, text as string])),
  );
}

/**
 * One typed card of the eligibility checker: the card, the three fields for one the catalogue
 * lacks, its months, and whether the person is only an authorised user on it.
 */
function HistoryRow({
  row,
  fields,
  errors,
  cardChoices,
}: {
  row: number;
  fields: HistoryRowFields;
  errors: Partial<Record<HistoryFieldName, string>>;
  cardChoices: readonly SelectGroup[];
}) {
  const bind = (field: HistoryFieldName) => ({
    id: historyFieldId(row, field),
    name: historyFieldName(row, field),
    defaultValue: fields[field],
    error: errors[field],
  });
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-brand-900">{`Card ${row + 1}`}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select label="Card" {...bind("productId")} placeholder="Choose a card" options={cardChoices} className="sm:col-span-3" />
        <TextInput label="Name, if not listed" {...bind("name")} maxLength={maxCardNameLength} />
        <Select
          label="Issuer, if not listed"
          {...bind("issuer")}
          placeholder="Choose"
          options={issuers.map((issuer) => ({ value: issuer, label: issuerNames[issuer] }))}
        />
        <Select
          label="Personal or business, if not listed"
          {...bind("kind")}
          placeholder="Choose"
          options={cardKinds.map((kind) => ({ value: kind, label: kind === "personal" ? "Personal" : "Business" }))}
        />
        <TextInput type="month" label="Opened (YYYY-MM)" {...bind("openedMonth")} placeholder="2025-03" />
        <TextInput type="month" label="Closed, if it is" {...bind("closedMonth")} placeholder="YYYY-MM" />
        <TextInput type="month" label="Bonus received, if it was" {...bind("bonusMonth")} placeholder="YYYY-MM" />
      </div>
      <Checkbox
        name={historyFieldName(row, "authorizedUser")}
        label="I am an authorised user on this card, not the account holder"
        defaultChecked={fields.authorizedUser}
        className="mt-4"
      />
    </fieldset>
  );
}

/** Every row of the checker's form, numbered from 1. */
export function CardHistoryFields({
  rows,
  errors,
  cardChoices,
}: {
  rows: readonly HistoryRowFields[];
  errors: ReadonlyArray<Partial<Record<HistoryFieldName, string>>>;
  cardChoices: readonly SelectGroup[];
}) {
  return (
    <div className="space-y-6">
      {rows.map((fields, row) => (
        <HistoryRow key={row} row={row} fields={fields} errors={errors[row] ?? {}} cardChoices={cardChoices} />
      ))}
    </div>
  );
}

/** The intent of the button that adds a row: a submit, so it works without JavaScript too. */
export const addHistoryRowIntent = "add-row";

/** "Add another card", until the form has the most rows it takes. */
export function AddHistoryRowButton({ rows }: { rows: number }) {
  if (rows >= maxHistoryRows) return null;
  return (
    <button type="submit" name="intent" value={addHistoryRowIntent} className={buttonClass("secondary")}>
      Add another card
    </button>
  );
}
