import { Link } from "react-router";
import { formatIsoDate } from "~/lib/format-date";
import { DataTable } from "~/ui/data-table";
import type { PartnerRow } from "../catalog";
import { formatRatio } from "../ratio";
import { formatCents, type ValueLine } from "../values-page";
import { pointsAdminPath, valuesAdminPath } from "./labels";

const linkClass = "font-medium text-brand-700 underline hover:text-brand-900";
const amount = (value: number | null) => (value === null ? "—" : value.toLocaleString("en-US"));

/** One currency's partner rows, each with its edit link. */
export function PartnerRowsTable({ rows, caption }: { rows: readonly (PartnerRow & { programName: string })[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={["Partner", "Ratio", "Transfer time", "Minimum", "Increment", "Checked on", "Confirmed", { hidden: "Edit" }]}
      dense
      className="mt-6"
    >
      {rows.map((row) => (
        <tr key={row.programId}>
          <th scope="row" className="px-3 py-2 font-medium text-slate-900">
            {row.programName}
          </th>
          <td className="px-3 py-2">{formatRatio(row.ratio)}</td>
          <td className="px-3 py-2">{row.transferTime ?? "—"}</td>
          <td className="px-3 py-2">{amount(row.minimum)}</td>
          <td className="px-3 py-2">{amount(row.increment)}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatIsoDate(row.checkedOn)}</td>
          <td className="px-3 py-2">{row.verified ? "Yes" : "Not yet"}</td>
          <td className="px-3 py-2">
            <Link to={`${pointsAdminPath}/${row.currencyId}/${row.programId}`} className={linkClass} aria-label={`Edit ${row.programName}`}>
              Edit
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Values of one kind (currencies, airlines or hotels), each with its edit link. */
export function ValueRowsTable({
  lines,
  caption,
  subject,
}: {
  lines: readonly ValueLine[];
  caption: string;
  subject: "currency" | "program";
}) {
  return (
    <DataTable caption={caption} columns={["Name", "Value", "Last reviewed", { hidden: "Edit" }]} dense className="mt-6">
      {lines.map((line) => (
        <tr key={line.id}>
          <th scope="row" className="px-3 py-2 font-medium text-slate-900">
            {line.name}
          </th>
          <td className="px-3 py-2">{formatCents(line.cents)}</td>
          <td className="px-3 py-2">{formatIsoDate(line.reviewedOn)}</td>
          <td className="px-3 py-2">
            <Link to={`${valuesAdminPath}/${subject}/${line.id}`} className={linkClass} aria-label={`Edit the value of ${line.name}`}>
              Edit
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
