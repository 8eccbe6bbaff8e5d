import { pageMeta } from "~/layout/meta";
import { parseSubscriberQuery } from "~/newsletter/admin/subscriber-filter";
import { SubscriberFilters } from "~/newsletter/admin/subscriber-filters";
import { SubscribersTable } from "~/newsletter/admin/subscribers-table";
import { countSubscribers, countUnsubscribes, listSubscribers } from "~/newsletter/subscribers.server";
import type { Route } from "./+types/subscribers";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Subscribers", "The newsletter list: search, filter, export and remove subscribers."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseSubscriberQuery(new URL(request.url).searchParams);
  const [rows, active, pending, total, unsubscribed] = await Promise.all([
    listSubscribers(query),
    countSubscribers("active"),
    countSubscribers("pending"),
    countSubscribers(),
    countUnsubscribes(unsubscribeWindowDays),
  ]);
  return { query, rows, active, pending, total, unsubscribed };
}

/** Unsubscribing erases the subscriber; what the owner keeps is a count per day, shown over this window. */
const unsubscribeWindowDays = 30;

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { query, rows, active, pending, total, unsubscribed } = loaderData;
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Subscribers</h1>
      <p className="mt-2 text-slate-700">
        {`${active} active of ${total} in all${pending ? ` (${pending} pending confirmation)` : ""}. Showing ${rows.length}.`}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {`${unsubscribed} unsubscribed in the last ${unsubscribeWindowDays} days (unsubscribing deletes the address, so only this count is kept).`}
      </p>
      <SubscriberFilters query={query} />
      <SubscribersTable rows={rows} />
    </div>
  );
}
