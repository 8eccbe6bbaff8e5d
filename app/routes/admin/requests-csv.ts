import { requestsCsv, statusFilter } from "~/concierge/admin/request-admin";
import { listConciergeRequests } from "~/concierge/requests.server";
import { businessDay } from "~/lib/calendar-day";
import type { Route } from "./+types/requests-csv";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

/** The requests as a spreadsheet-safe CSV download, with the list's status filter. */
export async function loader({ request }: Route.LoaderArgs) {
  const status = statusFilter(new URL(request.url).searchParams.get("status"));
  const rows = await listConciergeRequests(status);
  return new Response(requestsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="concierge-requests-${businessDay()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
