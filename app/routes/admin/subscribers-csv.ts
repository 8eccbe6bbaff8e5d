import { parseSubscriberQuery } from "~/newsletter/admin/subscriber-filter";
import { toCsv } from "~/lib/csv";
import { listSubscribers } from "~/newsletter/subscribers.server";
import { businessDay } from "~/lib/calendar-day";
import type { Route } from "./+types/subscribers-csv";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

/** The list as shown (same filters), for a spreadsheet; formula-like cells are neutralised. */
export async function loader({ request }: Route.LoaderArgs) {
  const rows = await listSubscribers(parseSubscriberQuery(new URL(request.url).searchParams));
  const csv = toCsv([
    ["email", "status", "source", "subscribed_at", "unsubscribed_at", "consent_version", "confirmed_at"],
    ...rows.map((row) => [
      row.email,
      row.status,
      row.source,
      row.createdAt.toISOString(),
      row.unsubscribedAt?.toISOString() ?? "",
      row.consentVersion,
      row.confirmedAt?.toISOString() ?? "",
    ]),
  ]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${businessDay()}.csv"`,
    },
  });
}
