import { formatIsoDate } from "~/lib/format-date";
import { formatCents, type ValueLine } from "./values-page";

export function ValuesTable({ caption, lines }: { caption: string; lines: readonly ValueLine[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="px-4 py-3 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2">
              Program
            </th>
            <th scope="col" className="px-4 py-2">
              Value per point
            </th>
            <th scope="col" className="px-4 py-2">
              Last reviewed
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
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
        </tbody>
      </table>
    </div>
  );
}
