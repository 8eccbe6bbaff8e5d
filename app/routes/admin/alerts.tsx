import { Link } from "react-router";
import { awardWatchCounts } from "~/award-watches/counts.server";
import { offerAlertCounts } from "~/deals/offer-alerts.server";
import { pageMeta } from "~/layout/meta";
import type { AlertCounts } from "~/lib/alert-counts";
import { businessDay } from "~/lib/calendar-day";
import { routePolicy } from "~/lib/route-policy";
import { bonusAlertCounts } from "~/newsletter/alerts.server";
import { balanceReminderCounts } from "~/wallet/balance-reminder-counts.server";
import type { Route } from "./+types/alerts";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Reader alerts", "How many readers have each kind of alert, and how many emails each sent."),
  { name: "robots", content: "noindex" },
];

export const alertPeriodDays = 30;

export async function loader() {
  const since = new Date(Date.now() - alertPeriodDays * 24 * 60 * 60 * 1000);
  const [bonuses, offers, reminders, awards] = await Promise.all([
    bonusAlertCounts(since),
    offerAlertCounts(since),
    balanceReminderCounts(since),
    awardWatchCounts(businessDay(), since),
  ]);
  return {
    kinds: [
      { kind: "Transfer-bonus alerts", on: "subscribers with a currency or program chosen", counts: bonuses, manage: "/admin/subscribers" },
      { kind: "Card-offer alerts", on: "confirmed watches", counts: offers, manage: "/admin/deals" },
      { kind: "Balance reminders", on: "accounts with reminders on and a balance", counts: reminders, manage: null },
      { kind: "Award-space watches", on: "watches still running", counts: awards, manage: "/admin/searches" },
    ] satisfies Array<{ kind: string; on: string; counts: AlertCounts; manage: string | null }>,
  };
}

const cell = "border-b border-slate-200 px-3 py-2 text-left align-top";

export default function AdminAlerts({ loaderData }: Route.ComponentProps) {
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Reader alerts</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        The emails readers asked for, by kind. Alerts go out through the outbox at the newsletter's send rate; failed ones show on{" "}
        <Link to="/admin/outbox" className="font-medium text-brand-700 underline hover:text-brand-900">
          the outbox page
        </Link>
        .
      </p>
      <div className="mt-6 overflow-x-auto">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Alerts by kind, with emails sent in the last {alertPeriodDays} days</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Kind
              </th>
              <th scope="col" className={cell}>
                On
              </th>
              <th scope="col" className={cell}>
                Sent, last {alertPeriodDays} days
              </th>
              <th scope="col" className={cell}>
                Waiting to send
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.kinds.map(({ kind, on, counts, manage }) => (
              <tr key={kind}>
                <th scope="row" className={cell}>
                  {manage ? (
                    <Link to={manage} className="font-medium text-brand-700 underline hover:text-brand-900">
                      {kind}
                    </Link>
                  ) : (
                    kind
                  )}
                </th>
                <td className={cell}>
                  {counts.active.toLocaleString("en-US")} {on}
                  {counts.unconfirmed ? `; ${counts.unconfirmed.toLocaleString("en-US")} waiting for the confirmation click` : ""}
                </td>
                <td className={cell}>{counts.sent.toLocaleString("en-US")}</td>
                <td className={cell}>{counts.waiting.toLocaleString("en-US")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
