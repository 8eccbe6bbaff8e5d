import { saveDailyCeilingAction } from "~/admin/paid-calls/daily-ceiling-action.server";
import { DailyCeilingPanel, dailyCeilingIntent } from "~/admin/paid-calls/daily-ceiling-panel";
import { auditAdminAction } from "~/admin/audit/audit.server";
import { awardWatchesSwitchedOn, switchAwardWatches } from "~/award-watches/offer-setting.server";
import { AwardWatchOfferSwitch, offerSwitchIntent } from "~/award-watches/offer-switch";
import { awardSearchConfig } from "~/chat/config.server";
import { searchDays } from "~/chat/search-tally.server";
import { data } from "react-router";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
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

const page = "/admin/searches";
/** The award-watch job's own budget has its own form on this page. */
const watchCeilingIntent = "watch-daily-ceiling";

export async function loader() {
  const [days, ceilingUse, watchUse, watchesOn] = await Promise.all([
    searchDays(addDays(businessDay(), -(daysShown - 1))),
    paidCallUse("seats-aero"),
    paidCallUse("seats-aero-watches"),
    awardWatchesSwitchedOn(),
  ]);
  return { days, ceilingUse, watchUse, watchesOn, keyConfigured: awardSearchConfig() !== undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === dailyCeilingIntent) return saveDailyCeilingAction(form, context, "seats-aero", page);
  if (intent === watchCeilingIntent) return saveDailyCeilingAction(form, context, "seats-aero-watches", page);
  if (intent !== offerSwitchIntent) throw data(null, { status: 400 });
  const on = form.has("offered");
  const previous = await awardWatchesSwitchedOn();
  await switchAwardWatches(on);
  await auditAdminAction(context, "award-watches-offer", on ? "Offered award-space watches" : "Stopped offering award-space watches", {
    offered: on,
    previous,
  });
  const notice = on ? "Signed-in visitors can now set award-space watches." : "Award-space watches are not offered; no watch is checked.";
  return redirectWithNotice(context, page, successNotice("Saved", notice));
}

export default function AdminSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { days, ceilingUse, watchUse, watchesOn, keyConfigured } = loaderData;
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
      <div className="mt-8 max-w-3xl space-y-6">
        <AwardWatchOfferSwitch on={watchesOn} keyConfigured={keyConfigured} refusedToday={watchUse.days[0]!.refused} />
        <DailyCeilingPanel use={watchUse} refused={actionData} intent={watchCeilingIntent} />
      </div>
    </div>
  );
}
