import { Link } from "react-router";
import { formatLongDate } from "~/lib/format-date";

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
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Subscribers</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Email
            </th>
            <th scope="col" className="py-2 pr-4">
              Status
            </th>
            <th scope="col" className="py-2 pr-4">
              Source
            </th>
            <th scope="col" className="py-2 pr-4">
              Subscribed
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200">
              <td className="py-2 pr-4 break-all">{row.email}</td>
              <td className="py-2 pr-4">{statusText(row)}</td>
              <td className="py-2 pr-4">{row.source}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{formatLongDate(row.createdAt)}</td>
              <td className="py-2">
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
        </tbody>
      </table>
    </div>
  );
}
