import { Link } from "react-router";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { CurrentBonusTable, NoCurrentBonuses, RecentlyEndedList } from "~/transfer-bonuses/bonus-table";
import { publicBonusList } from "~/transfer-bonuses/bonuses.server";
import { formatDateTime } from "~/transfer-bonuses/format";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/transfer-bonuses";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Transfer Bonuses",
    description: "Current bonuses for transferring credit card points to airline and hotel partners.",
    path: "/transfer-bonuses",
    siteUrl: rootSiteUrl(matches),
  });

export function loader() {
  return publicBonusList();
}

export default function TransferBonuses({ loaderData }: Route.ComponentProps) {
  const { today, current, recentlyEnded, updatedAt } = loaderData;
  return (
    <>
      <PageHeader title="Transfer Bonuses">
        <p>
          Banks sometimes add a bonus when you move points to an airline or hotel partner: 30% more miles for the same points, sometimes
          more. These are the ones running now and the ones announced, soonest-ending first.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 py-10">
        {current.length > 0 ? <CurrentBonusTable bonuses={current} today={today} /> : <NoCurrentBonuses today={today} />}
        {updatedAt ? (
          <p className="mt-3 text-sm text-slate-700">
            Last updated <time dateTime={updatedAt}>{formatDateTime(updatedAt)}</time>
          </p>
        ) : null}
        {recentlyEnded.length > 0 ? <RecentlyEndedList bonuses={recentlyEnded} /> : null}
        <p className="mt-8 text-sm text-slate-700">
          Where can your points go, and at what ratio? See{" "}
          <Link to="/transfer-partners" className="font-semibold text-brand-700 underline hover:text-brand-900">
            every transfer partner
          </Link>
          .
        </p>
      </div>
    </>
  );
}
