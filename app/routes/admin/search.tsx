import { type FinderSummary, SearchResults, type SearchSection } from "~/admin/shell/search-results";
import { parseAdminSearch, searchRowLimit } from "~/admin/shell/search-query";
import { statusLabels as requestStatusLabels } from "~/concierge/admin/request-admin";
import { searchConciergeRequests } from "~/concierge/admin/search.server";
import { searchDeals } from "~/deals/admin/search.server";
import { pageMeta } from "~/layout/meta";
import { businessDay } from "~/lib/calendar-day";
import { routePolicy } from "~/lib/route-policy";
import type { TextSearch } from "~/lib/text-search";
import { searchSubscribers } from "~/newsletter/admin/search.server";
import { findView } from "~/privacy/admin/admin.server";
import { findSummary } from "~/privacy/admin/view";
import { statusLabels as bookingStatusLabels } from "~/strategy-session/booking-status";
import { searchBookings } from "~/strategy-session/admin/search.server";
import { searchTransferBonuses } from "~/transfer-bonuses/admin/search.server";
import type { Route } from "./+types/search";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Search", "Find a person's requests, bookings and subscriptions, or a deal or a bonus by its name."),
  { name: "robots", content: "noindex" },
];

/** Asks each domain for its rows (one more than shown, to tell a full list from a cut one) and turns them into links. */
async function searchSections(search: TextSearch): Promise<SearchSection[]> {
  const limit = searchRowLimit + 1;
  const [requests, bookings, subscribers, deals, bonuses] = await Promise.all([
    searchConciergeRequests(search, limit),
    searchBookings(search, limit),
    searchSubscribers(search, limit),
    searchDeals(search, limit),
    searchTransferBonuses(search, limit),
  ]);
  const section = <T,>(title: string, rows: T[], hit: (row: T) => SearchSection["hits"][number]): SearchSection => ({
    title,
    hits: rows.slice(0, searchRowLimit).map(hit),
    capped: rows.length > searchRowLimit,
  });
  return [
    section("Concierge requests", requests, (row) => ({
      to: `/admin/requests/${row.id}`,
      label: `${row.name} (request #${row.id})`,
      detail: `${row.email}, ${requestStatusLabels[row.status].toLowerCase()}, sent ${businessDay(row.createdAt)}`,
    })),
    section("Strategy sessions", bookings, (row) => ({
      to: `/admin/bookings#booking-${row.id}`,
      label: `${row.firstName} ${row.lastName} (booking #${row.id})`,
      detail: `${row.email}, ${bookingStatusLabels[row.status].toLowerCase()}, session on ${businessDay(row.slotStart)}`,
    })),
    section("Subscribers", subscribers, (row) => ({
      to: `/admin/subscribers?q=${encodeURIComponent(row.email)}`,
      label: row.email,
      detail: row.status,
    })),
    section("Deals", deals, (row) => ({
      to: `/admin/deals/${row.id}`,
      label: row.title,
      detail: `${row.cardName}${row.published ? "" : ", not published"}`,
    })),
    section("Transfer bonuses", bonuses, (row) => ({
      to: "/admin/transfer-bonuses",
      label: `${row.from}${row.partner ? ` to ${row.partner}` : ""}: ${row.details}`,
      detail: row.removedAt ? `taken off the list, ended ${row.endDate}` : `ends ${row.endDate}`,
    })),
  ];
}

/** The privacy desk's finder for an address (every table that holds personal data, the outbox's messages included). */
async function finderSummary(address: string): Promise<FinderSummary> {
  const found = await findView(address);
  return {
    summary: findSummary(found),
    to: `/admin/privacy?email=${encodeURIComponent(found.address)}`,
    parts: found.parts.filter((part) => part.count > 0).map((part) => ({ label: part.label, count: part.count })),
  };
}

/** One shape for every answer: a message instead of results when there is nothing to search for. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseAdminSearch(new URL(request.url).searchParams.get("q"));
  if (query.kind === "empty" || query.kind === "too-short") {
    const message =
      query.kind === "empty" ? "Type an email address, a name, a phone number, or a deal's or a bonus's name." : query.message;
    return { text: query.kind === "empty" ? "" : query.text, message, sections: [], finder: undefined };
  }
  const [sections, finder] = await Promise.all([
    searchSections(query.search),
    query.kind === "address" ? finderSummary(query.address) : undefined,
  ]);
  return { text: query.text, message: undefined, sections, finder };
}

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Search</h1>
      {loaderData.text ? <p className="mt-2 text-slate-700">Results for “{loaderData.text}”.</p> : null}
      {loaderData.message ? (
        <p role="status" className="mt-4 text-slate-800">
          {loaderData.message}
        </p>
      ) : (
        <SearchResults sections={loaderData.sections} finder={loaderData.finder} />
      )}
    </div>
  );
}
