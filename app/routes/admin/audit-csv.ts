import { parseAuditFilter } from "~/admin/audit/audit-filter";
import { auditCsvStream } from "~/admin/audit/audit.server";
import { businessDay } from "~/lib/calendar-day";
import type { Route } from "./+types/audit-csv";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

/** The log as filtered on the page, streamed in batches; formula-like cells are neutralised. */
export function loader({ request }: Route.LoaderArgs) {
  const filter = parseAuditFilter(new URL(request.url).searchParams);
  return new Response(auditCsvStream(filter), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${businessDay()}.csv"`,
    },
  });
}
