import type { ReactNode } from "react";
import { Link } from "react-router";
import { DataTable } from "~/ui/data-table";
import type { KeyCount } from "./report.server";
import type { DealFunnel } from "./report";

const cell = "px-3 py-2";
const numberCell = `${cell} text-right tabular-nums`;

/** A report table: a label column, then numbers. */
function Table({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) {
  const columns = headers.map((header, index) => (index === 0 ? header : { numeric: header }));
  return (
    <DataTable caption={caption} captionHidden columns={columns} dense className="mt-3">
      {children}
    </DataTable>
  );
}

function EmptyRow({ columns }: { columns: number }) {
  return (
    <tr>
      <td colSpan={columns} className={`${cell} text-slate-600`}>
        Nothing recorded yet.
      </td>
    </tr>
  );
}

export function KeyCountTable({ caption, keyHeader, rows }: { caption: string; keyHeader: string; rows: readonly KeyCount[] }) {
  return (
    <Table caption={caption} headers={[keyHeader, "Views"]}>
      {rows.length === 0 ? <EmptyRow columns={2} /> : null}
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row" className={`${cell} font-normal`}>
            {row.key}
          </th>
          <td className={numberCell}>{row.count}</td>
        </tr>
      ))}
    </Table>
  );
}

export function DealFunnelTable({ deals }: { deals: readonly DealFunnel[] }) {
  return (
    <Table caption="Most viewed deals with their apply clicks" headers={["Deal", "Views", "Apply clicks", "Apply-click rate"]}>
      {deals.length === 0 ? <EmptyRow columns={4} /> : null}
      {deals.map((deal) => (
        <tr key={deal.slug}>
          <th scope="row" className={`${cell} font-normal`}>
            <Link to={`/deals/${deal.slug}`} className="text-brand-700 underline">
              {deal.title}
            </Link>
          </th>
          <td className={numberCell}>{deal.views}</td>
          <td className={numberCell}>{deal.applies}</td>
          <td className={numberCell}>{deal.applyRate === null ? "–" : `${deal.applyRate}%`}</td>
        </tr>
      ))}
    </Table>
  );
}
