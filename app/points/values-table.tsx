import { formatIsoDate } from "~/lib/format-date";
import { DataTable } from "~/ui/data-table";
import { formatCents, type ValueLine } from "./values-page";

export function ValuesTable({ caption, lines }: { caption: string; lines: readonly ValueLine[] }) {
  return (
    <DataTable caption={caption} columns={["Program", "Value per point", "Last reviewed"]}>
      {lines.map((line) => (
        <tr key={line.id}>
          <th scope="row" className="px-4 py-3 font-medium text-slate-900">
            {line.name}
          </th>
          <td className="px-4 py-3">{formatCents(line.cents)}</td>
          <td className="px-4 py-3">
            <time dateTime={line.reviewedOn}>{formatIsoDate(line.reviewedOn)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
