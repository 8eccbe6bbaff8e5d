import { Link } from "react-router";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { CurrentBonusTable, NoCurrentBonuses, RecentlyEndedList } from "~/transfer-bonuses/bonus-table";
import { publicBonusList } from "~/transfer-bonuses/bonuses.server";
import { formatDateTime } from "~/transfer-bonuses/format";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/transfer-bonuses";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";

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
        {recentlyEnded.length > 0 ? (
          <RecentlyEndedList bonuses={recentlyEnded} />
        ) : current.length === 0 ? (
          <p className="mt-8 rounded-lg border border-slate-200 p-4 text-slate-800">
            No bonus ended in the last 90 days either. The{" "}
            <Link to="/transfer-bonuses/history" className={linkClass}>
              bonus history
            </Link>{" "}
            shows every bonus we have seen and how often each partner has had one, and on{" "}
            <Link to="/transfer-partners" className={linkClass}>
              the transfer partners page
            </Link>{" "}
            you can ask for an email when a bonus starts for the currency or program you care about.
          </p>
        ) : null}
        <p className="mt-8 text-sm text-slate-700">
          How often does a partner have a bonus, and how large? See{" "}
          <Link to="/transfer-bonuses/history" className={linkClass}>
            the bonus history
          </Link>
          . Where can your points go, and at what ratio? See{" "}
          <Link to="/transfer-partners" className={linkClass}>
            every transfer partner
          </Link>
          .
        </p>
      </div>
    </>
  );
}
