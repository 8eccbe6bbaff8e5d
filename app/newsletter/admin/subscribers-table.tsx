import { Link } from "react-router";
import { formatLongDate } from "~/lib/format-date";
import { DataTable } from "~/ui/data-table";

export interface SubscriberRow {
  id: number;
  email: string;
  status: string;
  source: string;
  createdAt: Date;
  unsubscribedAt: Date | null;
  confirmedAt: Date | null;
}

/** Pending means waiting for the confirmation link (double opt-in): not sent issues, not counted as active. */
function statusText(row: SubscriberRow): string {
  if (row.status === "pending") return "pending confirmation";
  if (row.unsubscribedAt) return `${row.status} (${formatLongDate(row.unsubscribedAt)})`;
  if (row.confirmedAt) return `${row.status} (confirmed ${formatLongDate(row.confirmedAt)})`;
  return row.status;
}

export function SubscribersTable({ rows }: { rows: SubscriberRow[] }) {
  if (rows.length === 0) return <p className="mt-6 text-slate-700">No subscribers match.</p>;
  return (
    <DataTable
      caption="Subscribers"
      captionHidden
      columns={["Email", "Status", "Source", "Subscribed", { hidden: "Actions" }]}
      dense
      className="mt-6"
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td className="px-3 py-2 break-all">{row.email}</td>
          <td className="px-3 py-2">{statusText(row)}</td>
          <td className="px-3 py-2">{row.source}</td>
          <td className="px-3 py-2 whitespace-nowrap">{formatLongDate(row.createdAt)}</td>
          <td className="px-3 py-2">
            <Link
              to={`/admin/subscribers/${row.id}/remove`}
              className="font-medium text-red-700 underline hover:text-red-900"
              aria-label={`Remove ${row.email}`}
            >
              Remove
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
