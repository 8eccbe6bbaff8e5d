import { Form } from "react-router";
import { formatIsoDate } from "~/lib/format-date";
import { ceilingVariables, paidServiceNames, type PaidCallUse, type PaidService } from "~/security/paid-calls";
import { buttonClass } from "~/ui/button";
import { DataTable } from "~/ui/data-table";
import { TextInput } from "~/ui/field";

/** The intent of the ceiling form, on whichever admin page configures the service. */
export const dailyCeilingIntent = "daily-ceiling";

/** What the form posted and why it was refused, shown beside the field. */
export interface CeilingFormError {
  ceilingError?: string;
  ceilingPosted: string;
  /** Whose form it was, when a page shows more than one service's. */
  service?: PaidService;
}

/**
 * A paid service's calls today against its daily ceiling, the week before, and the form that sets
 * the ceiling. Server-rendered; the form posts without JavaScript.
 */
export function DailyCeilingPanel({
  use,
  refused: posted,
  intent = dailyCeilingIntent,
}: {
  use: PaidCallUse;
  refused?: CeilingFormError;
  /** A second panel on one page posts its own intent. */
  intent?: string;
}) {
  const refused = posted && (posted.service ?? use.service) === use.service ? posted : undefined;
  const name = paidServiceNames[use.service];
  const today = use.days[0]!;
  const heading = `${use.service}-ceiling-heading`;
  return (
    <section aria-labelledby={heading} className="rounded-lg border border-slate-200 p-6">
      <h2 id={heading} className="text-lg font-semibold text-slate-900">
        Daily ceiling on {name} calls
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Today (UTC):{" "}
        <strong>
          {today.calls} of {use.ceiling} calls
        </strong>
        {today.refused > 0 ? `, ${today.refused} refused at the ceiling` : ""}. Every instance of the site counts against this one ceiling,
        and the count starts again at midnight UTC.
      </p>
      <DataTable
        caption={`${name} calls per UTC day`}
        columns={["Day", { numeric: "Calls" }, { numeric: "Refused" }]}
        dense
        className="mt-3 max-w-md"
      >
        {use.days.map((day) => (
          <tr key={day.day}>
            <td className="px-3 py-2">{formatIsoDate(day.day)}</td>
            <td className="px-3 py-2 text-right">{day.calls}</td>
            <td className="px-3 py-2 text-right">{day.refused}</td>
          </tr>
        ))}
      </DataTable>
      <Form method="post" className="mt-4 flex flex-wrap items-start gap-3" noValidate>
        <input type="hidden" name="intent" value={intent} />
        <TextInput
          id={`${use.service}-ceiling`}
          name="ceiling"
          label="Most calls a day"
          inputMode="numeric"
          className="w-72"
          defaultValue={refused?.ceilingPosted ?? String(use.ceiling)}
          error={refused?.ceilingError}
          hint={
            use.source === "saved"
              ? `Saved here; wins over ${ceilingVariables[use.service]}. 0 stops every call.`
              : `From ${ceilingVariables[use.service]} (or its default) until saved here. 0 stops every call.`
          }
        />
        <button type="submit" className={`${buttonClass("secondary")} mt-6`}>
          Save ceiling
        </button>
      </Form>
    </section>
  );
}
