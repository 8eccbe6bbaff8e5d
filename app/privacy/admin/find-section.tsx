import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { Checkbox } from "~/ui/checkbox";
import { DataTable } from "~/ui/data-table";
import { FieldError, TextInput } from "~/ui/field";
import { maxAddressLength } from "~/lib/email-address";
import { columnLabel, findSummary, shownRowsPerPart, type FindView } from "./view";

/** Find a person by address; then export or erase everything found. */
export function FindSection({
  query,
  queryError,
  found,
  confirmError,
}: {
  query: string;
  queryError?: string;
  found?: FindView;
  confirmError?: string;
}) {
  return (
    <section aria-labelledby="privacy-find" className="mt-8">
      <h2 id="privacy-find" className="text-lg font-semibold text-brand-900">
        Find a person
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every table that holds personal data is searched for the exact address (trimmed, any letter case), and free-text fields for the
        address typed inside them.
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <TextInput
          label="Email address"
          name="email"
          type="email"
          autoComplete="off"
          maxLength={maxAddressLength}
          defaultValue={query}
          error={queryError}
          className="w-full max-w-md"
          required
        />
        <button type="submit" className={buttonClass()}>
          Find
        </button>
      </Form>
      {found ? <FoundResults found={found} confirmError={confirmError} /> : null}
    </section>
  );
}

function FoundResults({ found, confirmError }: { found: FindView; confirmError?: string }) {
  const withRows = found.parts.filter((part) => part.count > 0);
  const empty = found.parts.filter((part) => part.count === 0);
  return (
    <div className="mt-6">
      <p role="status" className="font-medium text-slate-900">
        {findSummary(found)}
      </p>
      {withRows.map((part) => (
        <div key={part.name} className="mt-6">
          <h3 className="font-semibold text-slate-900">
            {part.label} ({part.capped ? `more than ${part.count}` : part.count})
          </h3>
          <p className="text-sm text-slate-600">On erase: {part.onErase}</p>
          <DataTable caption={part.label} captionHidden columns={part.columns.map(columnLabel)} dense className="mt-2">
            {part.rows.map((row, index) => (
              <tr key={index} className="align-top">
                {row.map((cell, cellIndex) => (
                  <td key={cellIndex} className="max-w-xs px-3 py-2 break-words text-slate-800">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </DataTable>
          {part.count > shownRowsPerPart ? (
            <p className="mt-1 text-sm text-slate-600">The first {shownRowsPerPart} are shown; the export has all.</p>
          ) : null}
        </div>
      ))}
      {empty.length > 0 ? <p className="mt-6 text-sm text-slate-600">Nothing in: {empty.map((part) => part.label).join(", ")}.</p> : null}
      {found.total > 0 ? (
        <div className="mt-8 flex flex-col gap-6 border-t border-slate-200 pt-6 md:flex-row md:items-start">
          {/* A plain form: the answer is a file, which the browser saves without leaving the page. */}
          <form method="post" action="/admin/privacy/export" className="md:w-1/3">
            <input type="hidden" name="email" value={found.address} />
            <button type="submit" className={buttonClass("secondary")}>
              Download export (JSON)
            </button>
            <p className="mt-2 text-sm text-slate-600">Everything above, machine-readable, with a header explaining each part.</p>
          </form>
          <Form method="post" className="rounded-md border border-red-200 bg-red-50 p-4 md:w-2/3" noValidate>
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="email" value={found.address} />
            <Checkbox
              id="privacy-erase-confirm"
              name="confirm"
              label={`Erase everything above about ${found.address}`}
              hint="This cannot be undone. What accounting needs is kept without the person's details; the address is kept only as a keyed hash so it is not added again."
            />
            <FieldError id="privacy-erase-confirm-error">{confirmError}</FieldError>
            <button type="submit" className="mt-3 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
              Erase personal data
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}
