import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { readWithVisitor, requestVisitor } from "~/account/account.server";
import { walletPath } from "~/account/paths";
import { VerdictNote } from "~/eligibility/verdict-note";
import { dealVerdicts, type MemberVerdict } from "~/jobs/card-verdicts.server";
import { readCatalog } from "~/points/catalog.server";
import { publishedIssuerRules } from "~/eligibility/rules-store.server";
import { SiteLink } from "~/ui/site-link";
import { walletOf, walletStampColumns } from "~/wallet/wallet-of.server";
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

/** `?can-get=1`: only the cards the reader's wallet says they can get, with their bonus, now (issue 31). */
export const canGetParameter = "can-get";

// The search ignores case. The default sort is the same page as none; every value outside the choices shows 'Sort By', so they share one copy.
// An anonymous visitor's "Cards I can get" is one page for all (it asks for their cards), so it is kept too.
export const handle = routePolicy({
  public: true,
  indexable: true,
  cacheable: true,
  query: {
    q: foldedText,
    sort: choice(optionValues(sortOptions), { fallback: defaultSort, unknown: "unknown" }),
    [canGetParameter]: choice(["1"]),
  },
});

// The wallet's stamp is read in the visitor's own statement, so a kept wallet costs no statement (decision 077).
export const middleware: Route.MiddlewareFunction[] = [readWithVisitor(walletStampColumns)];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Credit Card Deals",
    description: "Curated credit card sign-up bonuses with honest write-ups and deal scores.",
    path: "/deals",
    siteUrl: rootSiteUrl(matches),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const [deals, catalog, wallet, rules] = await Promise.all([
    listDealCards(),
    readCatalog(),
    requestVisitor(request, context).then(walletOf),
    publishedIssuerRules(),
  ]);
  // Only a signed-in visitor has a wallet: an anonymous page stays the one the page cache keeps.
  const verdicts = wallet ? Object.fromEntries(deals.map((deal) => [deal.slug, dealVerdicts(wallet, deal.slug, catalog, rules)])) : null;
  return { deals, verdicts };
}

/** Whether someone in the wallet can get the deal's card with its bonus now. */
const someoneCanGet = (verdicts: readonly MemberVerdict[] | undefined) => verdicts?.some((verdict) => verdict.outcome === "yes") ?? false;

/** Search and sort happen in the page, so typing only changes the URL; no need to refetch. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod || formMethod === "GET") {
    if (currentUrl.pathname === nextUrl.pathname) return false;
  }
  return defaultShouldRevalidate;
}

export default function Deals({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const { verdicts } = loaderData;
  const canGetOnly = searchParams.get(canGetParameter) === "1";
  const sorted = searchAndSort(loaderData.deals, searchParams.get("q") ?? "", searchParams.get("sort"));
  const deals = canGetOnly && verdicts ? sorted.filter((deal) => someoneCanGet(verdicts[deal.slug])) : sorted;

  return (
    <>
      <PageHeader title="Credit Card Deals">
        <p>The best credit card sign-up bonuses we have found, each with an honest write-up, the issuer's rules and a deal score.</p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <DealFilters canGetParameter={canGetParameter} />
        {canGetOnly ? <CanGetNote signedIn={verdicts !== null} /> : null}
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
              <DealCard key={deal.slug} deal={deal}>
                {verdicts?.[deal.slug]?.map((verdict) => (
                  <VerdictNote key={verdict.member} outcome={verdict.outcome} sentences={verdict.sentences} />
                ))}
              </DealCard>
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

/** What "Cards I can get" goes by: the wallet, or, for a visitor without one, where to say their cards. */
function CanGetNote({ signedIn }: { signedIn: boolean }) {
  const link = "font-semibold text-brand-700 underline";
  return (
    <p className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      {signedIn ? (
        <>
          Showing the cards someone in{" "}
          <SiteLink to={walletPath} className={link}>
            your wallet
          </SiteLink>{" "}
          can get, with their bonus, now, by the cards the wallet lists and{" "}
          <SiteLink to="/card-rules" className={link}>
            the issuers&apos; rules
          </SiteLink>
          .
        </>
      ) : (
        <>
          To see only the cards you can get, tell us the cards you have opened in the{" "}
          <SiteLink to="/eligibility" className={link}>
            eligibility checker
          </SiteLink>{" "}
          (nothing is stored), or{" "}
          <SiteLink to="/account/sign-in" className={link}>
            sign in
          </SiteLink>{" "}
          and keep them in your wallet.
        </>
      )}
    </p>
  );
}
