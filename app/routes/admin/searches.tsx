import { saveDailyCeilingAction } from "~/admin/paid-calls/daily-ceiling-action.server";
import { DailyCeilingPanel, dailyCeilingIntent } from "~/admin/paid-calls/daily-ceiling-panel";
import { searchDays } from "~/chat/search-tally.server";
import { data } from "react-router";
import { paidCallUse } from "~/security/paid-calls.server";
import { DataTable } from "~/ui/data-table";
import { pageMeta } from "~/layout/meta";
import { addDays, businessDay } from "~/lib/calendar-day";
import { formatIsoDate } from "~/lib/format-date";
import type { Route } from "./+types/searches";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta(
    "Flight searches",
    "What visitors ask the Flight Search Assistant: searches per day, the top routes, and its daily ceiling on seats.aero calls.",
  ),
  { name: "robots", content: "noindex" },
];

/** How far back the tally is shown. */
const daysShown = 30;

export async function loader() {
  return { days: await searchDays(addDays(businessDay(), -(daysShown - 1))), ceilingUse: await paidCallUse("seats-aero") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== dailyCeilingIntent) throw data(null, { status: 400 });
  return saveDailyCeilingAction(form, context, "seats-aero", "/admin/searches");
}

export default function AdminSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { days, ceilingUse } = loaderData;
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Flight searches</h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        Searches the Flight Search Assistant ran in the last {daysShown} days, with the most asked routes. Only these counts are kept: never
        what visitors typed or who they are.
      </p>
      {days.length === 0 ? (
        <p className="mt-6 text-slate-700">No searches yet.</p>
      ) : (
        <DataTable
          caption="Flight searches per day, with the top routes"
          captionHidden
          columns={["Day", "Searches", "Top routes"]}
          dense
          className="mt-6 max-w-3xl"
        >
          {days.map((day) => (
            <tr key={day.day} className="align-top">
              <td className="px-3 py-2">{formatIsoDate(day.day)}</td>
              <td className="px-3 py-2">{day.searches}</td>
              <td className="px-3 py-2">
                <ul>
                  {day.topRoutes.map((route) => (
                    <li key={route.route}>
                      {route.route}: {route.searches}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <div className="mt-8 max-w-3xl">
        <DailyCeilingPanel use={ceilingUse} refused={actionData} />
      </div>
    </div>
  );
}
