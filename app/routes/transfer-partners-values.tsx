import { Link } from "react-router";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { formatIsoDate } from "~/lib/format-date";
import { routePolicy } from "~/lib/route-policy";
import { readCatalog } from "~/points/catalog.server";
import { valuesPage } from "~/points/values-page";
import { ValuesTable } from "~/points/values-table";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/transfer-partners-values";

export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Point Values",
    description:
      "What we count a credit card point, airline mile and hotel point as worth, how we set those values and when we last reviewed them.",
    path: "/transfer-partners/values",
    siteUrl: rootSiteUrl(matches),
  });

export async function loader() {
  return valuesPage(await readCatalog());
}

const linkClass = "text-brand-700 underline hover:text-brand-900";

export default function PointValues({ loaderData }: Route.ComponentProps) {
  const { currencies, airlines, hotels, lastReviewed } = loaderData;
  return (
    <>
      <PageHeader title="Point Values">
        <p>
          A point is worth what you can book with it, which varies from one trip to the next. To compare deals we use one working value per
          currency and program, in cents per point.
          {lastReviewed ? (
            <>
              {" "}
              Last reviewed <time dateTime={lastReviewed}>{formatIsoDate(lastReviewed)}</time>.
            </>
          ) : null}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
        <section aria-labelledby="method-heading" className="max-w-3xl space-y-3 text-slate-800">
          <h2 id="method-heading" className="text-2xl font-semibold text-slate-900">
            How we set the values
          </h2>
          <p>
            Bank currencies (Amex, Chase, Citi, Capital One, Bilt, Wells Fargo) take the midpoint of two published valuations: The Points
            Guy's monthly valuation, which reflects a skilled redeemer, and Frequent Miler's Reasonable Redemption Value, which reflects
            what an ordinary traveller reasonably gets. We round to the nearest 0.05 cent. Where only one of the two publishes a figure, we
            use that one and review it sooner.
          </p>
          <p>
            Hotel programs use The Points Guy's published valuations. Airline programs use The Points Guy's figure where it publishes one,
            and otherwise a flat 1.3 cents, Frequent Miler's standard value for an airline mile, until we set the program's own value.
          </p>
          <p>
            We review the values at least every quarter and whenever a program devalues. Each value shows the day it was last reviewed. Our
            values are estimates for comparing offers, not a promise of what your points will buy.
          </p>
          <p>
            Deal pages use these values for an estimated first-year value: the welcome bonus in points times the value of the currency it
            pays in, divided by 100 to give dollars, minus the annual fee charged in the first year. See{" "}
            <Link to="/transfer-partners" className={linkClass}>
              transfer partners
            </Link>{" "}
            for where each currency can go.
          </p>
        </section>
        <ValuesTable caption="Bank points currencies" lines={currencies} />
        <ValuesTable caption="Airline programs" lines={airlines} />
        <ValuesTable caption="Hotel programs" lines={hotels} />
      </div>
    </>
  );
}
