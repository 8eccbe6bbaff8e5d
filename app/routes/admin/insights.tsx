import { insightEventLabels } from "~/observability/insight-events";
import { insightsReport } from "~/insights/report.server";
import { DealFunnelTable, KeyCountTable } from "~/insights/report-tables";
import { ViewsChart } from "~/insights/views-chart";
import { pageMeta } from "~/layout/meta";
import { businessDay } from "~/lib/calendar-day";
import type { Route } from "./+types/insights";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Insights", "Page views, referrers and the deal and form funnels over the last 30 days."),
  { name: "robots", content: "noindex" },
];

export async function loader() {
  return { report: await insightsReport(businessDay()) };
}

export default function AdminInsights({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  const { totals, conciergeConversion } = report.events;
  const figures: [string, string][] = [
    ["Page views", report.totalViews.toLocaleString("en-US")],
    [insightEventLabels.deal_viewed, totals.deal_viewed.toLocaleString("en-US")],
    [insightEventLabels.apply_clicked, totals.apply_clicked.toLocaleString("en-US")],
    [insightEventLabels.concierge_started, totals.concierge_started.toLocaleString("en-US")],
    [insightEventLabels.concierge_submitted, totals.concierge_submitted.toLocaleString("en-US")],
    ["Concierge form conversion", conciergeConversion === null ? "–" : `${conciergeConversion}%`],
    [insightEventLabels.session_booked, totals.session_booked.toLocaleString("en-US")],
    ["Subscribers gained", totals.subscribed.toLocaleString("en-US")],
  ];

  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Insights</h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        The last 30 days, counted only for visitors who allowed analytics cookies. Nothing here identifies a visitor: each visit only adds
        one to a daily count.
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-brand-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="views-heading" className="mt-10">
        <h2 id="views-heading" className="text-xl font-semibold text-brand-900">
          Page views
        </h2>
        <ViewsChart days={report.days} />
        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="font-semibold text-slate-900">Top pages</h3>
            <KeyCountTable caption="Most viewed pages" keyHeader="Page" rows={report.topPaths} />
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">Top referrers</h3>
            <KeyCountTable caption="Sites visitors came from" keyHeader="Site" rows={report.topReferrers} />
          </div>
        </div>
      </section>

      <section aria-labelledby="deals-heading" className="mt-10">
        <h2 id="deals-heading" className="text-xl font-semibold text-brand-900">
          Top deals
        </h2>
        <DealFunnelTable deals={report.events.deals} />
      </section>
    </div>
  );
}
