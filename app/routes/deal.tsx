import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { data, Link } from "react-router";
import { readWithVisitor, requestVisitor } from "~/account/account.server";
import { walletPath } from "~/account/paths";
import { ApplyLink, compensationDisclaimer } from "~/deals/apply-link";
import { CardArt } from "~/deals/card-art-image";
import { dealForPage } from "~/deals/deal-detail.server";
import { DealFacts } from "~/deals/deal-facts";
import { issuerAndCard } from "~/deals/rules";
import { track } from "~/observability/track";
import { formatIsoDate } from "~/lib/format-date";
import { pageMeta, rootSiteUrl, seoMeta } from "~/layout/meta";
import { readCatalog } from "~/points/catalog.server";
import { publishedIssuerRules } from "~/eligibility/rules-store.server";
import { dealEstimate } from "~/points/first-year-value";
import { requestInfoContext } from "~/request-context";
import { breadcrumbJsonLd, dealJsonLd } from "~/seo/json-ld";
import { JsonLdScript } from "~/seo/json-ld-script";
import { buttonClass } from "~/ui/button";
import { walletOf, walletStampColumns } from "~/wallet/wallet-of.server";
import { issuerByName, issuerCardsSentences } from "~/wallet/wallet-use";
import { dealVerdicts } from "~/jobs/card-verdicts.server";
import { compareHref } from "~/deals/compare-ids";
import { offerHistoryOf } from "~/deals/offer-history.server";
import { offerHistoryView } from "~/deals/offer-history-view";
import { OfferHistorySection } from "~/deals/offer-history-section";
import { businessDay } from "~/lib/calendar-day";
import { OfferWatchForm, offerWatchFormId, type OfferWatchView } from "~/deals/offer-watch-form";
import { flashedFormFields } from "~/notices/flash.server";
import { formStamp } from "~/security/form-guard.server";
import type { Route } from "./+types/deal";
import { routePolicy } from "~/lib/route-policy";

// Cached but listed from the published deals, with the day each last changed.
export const handle = routePolicy({ public: true, cacheable: true });

// The wallet's stamp is read in the visitor's own statement, so a kept wallet costs no statement (decision 077).
export const middleware: Route.MiddlewareFunction[] = [readWithVisitor(walletStampColumns)];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(requestInfoContext);
  const visitor = requestVisitor(request, context);
  const [deal, catalog, wallet, rules, accountEmail] = await Promise.all([
    dealForPage(params.id),
    readCatalog(),
    visitor.then(walletOf),
    publishedIssuerRules(),
    visitor.then((signedIn) => signedIn?.email ?? null),
  ]);
  if (!deal)
    return data({ deal: null, siteUrl: "", estimate: null, walletNote: null, offerHistory: null, offerWatch: null }, { status: 404 });
  const issuer = issuerByName(deal.issuer);
  // Only a signed-in visitor has a wallet: an anonymous page stays the one the page cache keeps.
  const walletNote =
    wallet && issuer
      ? [...issuerCardsSentences(wallet, issuer), ...dealVerdicts(wallet, deal.slug, catalog, rules).flatMap((member) => member.sentences)]
      : null;
  // From the cached history read: no query per page once it is loaded.
  const offerHistory = offerHistoryView(await offerHistoryOf(deal.id), deal, businessDay());
  // Only a bonus with an amount can be watched; the form's stamp is renewed on hydration (the page may be cached).
  const offerWatch: OfferWatchView | null =
    deal.signupBonusAmount === null
      ? null
      : {
          slug: deal.slug,
          cardName: deal.cardName,
          unit: deal.bonusUnit,
          stamp: formStamp(),
          accountEmail,
          typed: flashedFormFields(context, offerWatchFormId),
        };
  return { deal, siteUrl, estimate: dealEstimate(catalog, deal), walletNote, offerHistory, offerWatch };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const deal = loaderData?.deal;
  if (!deal) {
    return [
      ...pageMeta("Deal not found", "This credit card deal does not exist or is no longer available."),
      { name: "robots", content: "noindex" },
    ];
  }
  return seoMeta({
    title: deal.title,
    description: deal.excerpt,
    path: `/deals/${deal.slug}`,
    siteUrl: rootSiteUrl(matches),
    type: "article",
  });
};

export default function DealPage({ loaderData }: Route.ComponentProps) {
  const { deal, siteUrl, estimate, walletNote, offerHistory, offerWatch } = loaderData;
  const slug = deal?.slug;
  useEffect(() => {
    if (slug) track("deal_viewed", { deal: slug });
  }, [slug]);
  if (!deal) return <DealNotFound />;
  const pageUrl = `${siteUrl}/deals/${deal.slug}`;

  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <header>
        <Link to="/deals" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to all deals
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{deal.title}</h1>
        <p className="mt-2 text-slate-600">
          <time dateTime={deal.date}>{formatIsoDate(deal.date)}</time>
        </p>
        <p className="mt-1 font-medium text-brand-700">{issuerAndCard(deal)}</p>
        <Link to={compareHref([deal.slug])} className="mt-2 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-900">
          Compare with other cards
        </Link>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <div className="max-w-md">
            <CardArt deal={deal} />
          </div>
          <RichText html={deal.descriptionHtml} className="mt-8" />
          {deal.eligibilityHtml ? (
            <section aria-labelledby="eligibility-heading" className="mt-10">
              <h2 id="eligibility-heading" className="text-2xl font-bold text-brand-900">
                Am I Eligible to Apply?
              </h2>
              <RichText html={deal.eligibilityHtml} className="mt-4" />
            </section>
          ) : null}
          <section aria-labelledby="love-heading" className="mt-10">
            <h2 id="love-heading" className="text-2xl font-bold text-brand-900">
              Why I Love This Card
            </h2>
            <RichText html={deal.whyILoveItHtml} className="mt-4" />
          </section>
          {offerHistory ? <OfferHistorySection view={offerHistory} /> : null}
          {offerWatch ? <OfferWatchForm view={offerWatch} /> : null}
          <section aria-labelledby="apply-heading" className="mt-10 rounded-xl bg-brand-50 p-6">
            <h2 id="apply-heading" className="text-xl font-bold text-brand-900">
              Ready to Apply?
            </h2>
            <ApplyLink slug={deal.slug} cardName={deal.cardName} className="mt-4">
              Apply Now Through My Link
            </ApplyLink>
            <p className="mt-3 text-sm text-slate-600">{compensationDisclaimer}</p>
          </section>
        </div>
        <DealFacts
          deal={deal}
          pageUrl={pageUrl}
          estimate={estimate}
          walletNote={walletNote && { sentences: walletNote, href: walletPath }}
        />
      </div>
      <JsonLdScript data={dealJsonLd(siteUrl, deal)} />
      <JsonLdScript
        data={breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Credit Card Deals", path: "/deals" },
          { name: deal.cardName, path: `/deals/${deal.slug}` },
        ])}
      />
    </article>
  );
}

/** Sanitised on the server (app/lib/markdown.server.ts) before it gets here. */
function RichText({ html, className }: { html: string; className: string }) {
  return (
    <div
      className={`space-y-4 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function DealNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Deal not found</h1>
      <Link to="/deals" className={buttonClass("primary", "mt-8")}>
        Back to Deals
      </Link>
    </div>
  );
}
