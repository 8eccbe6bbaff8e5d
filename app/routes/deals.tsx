import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { DealCard } from "~/deals/deal-card";
import { DealFilters } from "~/deals/deal-filters";
import { listDealCards } from "~/deals/public-data.server";
import { defaultSort, searchAndSort, sortOptions } from "~/deals/rules";
import { ScoreExplainer } from "~/deals/score-explainer";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/deals";
import { routePolicy } from "~/lib/route-policy";
import { choice, foldedText, optionValues } from "~/page-cache/query-key";

// The search ignores case. The default sort is the same page as none; every value outside the choices shows 'Sort By', so they share one copy.
export const handle = routePolicy({
  public: true,
  indexable: true,
  cacheable: true,
  query: { q: foldedText, sort: choice(optionValues(sortOptions), { fallback: defaultSort, unknown: "unknown" }) },
});

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Credit Card Deals",
    description: "Curated credit card sign-up bonuses with honest write-ups and deal scores.",
    path: "/deals",
    siteUrl: rootSiteUrl(matches),
  });

export async function loader() {
  return { deals: await listDealCards() };
}

/** Search and sort happen in the page, so typing only changes the URL; no need to refetch. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod || formMethod === "GET") {
    if (currentUrl.pathname === nextUrl.pathname) return false;
  }
  return defaultShouldRevalidate;
}

export default function Deals({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const deals = searchAndSort(loaderData.deals, searchParams.get("q") ?? "", searchParams.get("sort"));

  return (
    <>
      <PageHeader title="Credit Card Deals">
        <p>The best credit card sign-up bonuses we have found, each with an honest write-up, the issuer's rules and a deal score.</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <DealFilters />
        <p role="status" className="sr-only">
          {deals.length === 1 ? "1 deal" : `${deals.length} deals`}
        </p>
        {deals.length === 0 ? (
          <div className="py-16 text-center">
            <h2 className="text-xl font-semibold text-slate-900">No deals found</h2>
            <p className="mt-2 text-slate-600">Try adjusting your search criteria</p>
          </div>
        ) : (
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {deals.map((deal) => (
              <DealCard key={deal.slug} deal={deal} />
            ))}
          </div>
        )}
        <div className="mt-16">
          <ScoreExplainer />
        </div>
      </div>
    </>
  );
}
