import { data, Link } from "react-router";
import { historyPage } from "~/jobs/bonus-history-page";
import { readPageNumber } from "~/jobs/history-query";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { readCatalog } from "~/points/catalog.server";
import { readCatalogId } from "~/points/query";
import { bonusHistory } from "~/transfer-bonuses/bonuses.server";
import { HistoryList, PairStatsTable } from "~/transfer-bonuses/history-table";
import { buttonClass } from "~/ui/button";
import { Select } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/transfer-bonuses-history";

// Catalog ids and a page number are read; an unknown id or a page past the end answers 404, which the page cache never keeps.
export const handle = routePolicy({
  public: true,
  indexable: true,
  cacheable: true,
  query: { currency: readCatalogId, program: readCatalogId, page: readPageNumber },
});

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Transfer Bonus History",
    description: "Every transfer bonus we have seen, and how often and how large each partner's bonuses have been.",
    path: "/transfer-bonuses/history",
    siteUrl: rootSiteUrl(matches),
  });

function param(params: URLSearchParams, name: string, read: (value: string) => string | undefined): string | undefined {
  const value = params.get(name);
  return value ? read(value) : undefined;
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const [catalog, history] = await Promise.all([readCatalog(), bonusHistory()]);
  const page = historyPage(catalog, history, {
    currency: param(params, "currency", readCatalogId),
    program: param(params, "program", readCatalogId),
    page: param(params, "page", readPageNumber),
  });
  return data(page, { status: page.notFound ? 404 : 200 });
}

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-900";

function pageLink(currency: string | null, program: string | null, page: number): string {
  const query = new URLSearchParams();
  if (currency) query.set("currency", currency);
  if (program) query.set("program", program);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/transfer-bonuses/history?${text}` : "/transfer-bonuses/history";
}

export default function TransferBonusHistory({ loaderData }: Route.ComponentProps) {
  const { currencies, programs, currency, program, stats, bonuses, total, page, pageCount, notFound } = loaderData;
  return (
    <>
      <PageHeader title="Transfer Bonus History">
        <p>
          Every transfer bonus we have listed, running or ended, and how often each currency has offered one to each partner: a partner that
          has had a 30% bonus four times a year is worth waiting for.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
        <form
          method="get"
          action="/transfer-bonuses/history"
          className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-4"
        >
          <Select
            id="history-currency"
            name="currency"
            label="Points currency"
            options={currencies}
            defaultValue={currency ?? ""}
            placeholder="Every currency"
            className="min-w-0 flex-1"
          />
          <Select
            id="history-program"
            name="program"
            label="Airline or hotel program"
            options={programs}
            defaultValue={program ?? ""}
            placeholder="Every program"
            className="min-w-0 flex-1"
          />
          <button type="submit" className={buttonClass()}>
            Show bonuses
          </button>
        </form>
        {notFound ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
            We do not list that currency, program or page. Choose from the lists above.
          </p>
        ) : total === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-4">No bonus seen for this choice yet.</p>
        ) : (
          <>
            <PairStatsTable stats={stats} />
            <HistoryList
              bonuses={bonuses}
              caption={pageCount > 1 ? `Every bonus seen (${total}), page ${page} of ${pageCount}` : `Every bonus seen (${total})`}
            />
            {pageCount > 1 ? (
              <nav aria-label="History pages" className="flex gap-4 text-sm">
                {page > 1 ? (
                  <Link to={pageLink(currency, program, page - 1)} className={linkClass}>
                    Newer bonuses
                  </Link>
                ) : null}
                {page < pageCount ? (
                  <Link to={pageLink(currency, program, page + 1)} className={linkClass}>
                    Older bonuses
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
        <p className="text-sm text-slate-700">
          See the{" "}
          <Link to="/transfer-bonuses" className={linkClass}>
            bonuses running now
          </Link>
          , or{" "}
          <Link to="/transfer-partners" className={linkClass}>
            where each currency transfers
          </Link>{" "}
          and choose the ones you want an email about.
        </p>
      </div>
    </>
  );
}
