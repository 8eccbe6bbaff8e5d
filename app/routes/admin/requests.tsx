import { Link } from "react-router";
import { DataTable } from "~/ui/data-table";
import { conciergeRequestStatuses, formatRequestTime, statusFilter, statusLabels } from "~/concierge/admin/request-admin";
import { formatUsd } from "~/concierge/pricing";
import { listConciergeRequests } from "~/concierge/requests.server";
import { pageMeta } from "~/layout/meta";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/requests";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Concierge requests", "Every Points Booking Concierge request, newest first."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const status = statusFilter(new URL(request.url).searchParams.get("status"));
  const requests = await listConciergeRequests(status);
  return {
    status,
    requests: requests.map((row) => ({
      id: row.id,
      received: formatRequestTime(row.createdAt),
      name: row.name,
      route: `${row.fromDestination} to ${row.toDestination}`,
      passengers: row.passengers,
      quote: formatUsd(row.quotedPriceCents),
      status: row.status,
    })),
  };
}

const filters = [
  { label: "All", to: "/admin/requests", status: undefined },
  ...conciergeRequestStatuses.map((status) => ({ label: statusLabels[status], to: `/admin/requests?status=${status}`, status })),
];

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { requests, status } = loaderData;
  return (
    <div className="py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-900">Concierge requests</h1>
        <a href={status ? `/admin/requests.csv?status=${status}` : "/admin/requests.csv"} className={buttonClass("secondary")} download>
          Export CSV
        </a>
      </div>
      <nav aria-label="Filter by status" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {filters.map((filter) => (
            <li key={filter.label}>
              <Link
                to={filter.to}
                aria-current={filter.status === status ? "page" : undefined}
                className="rounded-full border border-slate-300 px-3 py-1 text-sm font-medium aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {requests.length === 0 ? (
        <p className="mt-8 text-slate-700">No requests{status ? ` with status ${statusLabels[status]}` : ""} yet.</p>
      ) : (
        <DataTable
          caption="Concierge requests, newest first"
          captionHidden
          columns={["Received", "Name", "Trip", "Passengers", "Quote", "Status"]}
          dense
          className="mt-6"
        >
          {requests.map((row) => (
            <tr key={row.id}>
              <td className="px-3 py-2 whitespace-nowrap">{row.received}</td>
              <td className="px-3 py-2">
                <Link to={`/admin/requests/${row.id}`} className="font-medium text-brand-700 underline hover:text-brand-900">
                  {row.name}
                </Link>
              </td>
              <td className="px-3 py-2">{row.route}</td>
              <td className="px-3 py-2">{row.passengers}</td>
              <td className="px-3 py-2">{row.quote}</td>
              <td className="px-3 py-2">{statusLabels[row.status]}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
