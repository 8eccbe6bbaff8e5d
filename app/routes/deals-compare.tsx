import { readWithVisitor, requestVisitor } from "~/account/account.server";
import { signInPath, walletPath } from "~/account/paths";
import { compareSelection, maxCompared, selectionNotes } from "~/deals/compare-ids";
import { ComparePicker } from "~/deals/compare-picker";
import { CompareTable, SentencesCell, type ComparedDeal, type ExtraRow, type PartnersReach } from "~/deals/compare-table";
import type { Deal } from "~/deals/deal";
import { listPublishedDeals } from "~/deals/deals.server";
import { dealVerdicts, type MemberVerdict } from "~/jobs/card-verdicts.server";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { currencyById, programById, type Catalog } from "~/points/catalog";
import { readCatalog } from "~/points/catalog.server";
import { publishedIssuerRules } from "~/eligibility/rules-store.server";
import { dealEstimate } from "~/points/first-year-value";
import { partnersOfCurrency } from "~/points/partners-view";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import type { CardProduct } from "~/wallet/card-catalog";
import { walletContent } from "~/wallet/content.server";
import { walletOf, walletStampColumns } from "~/wallet/wallet-of.server";
import type { Route } from "./+types/deals-compare";

/*
 * Not indexed (the combinations are endless) and not kept in the page cache: the picker sends one
 * `ids` value per select, and the cache keys only the first value of a repeated parameter, so a
 * kept copy would compare one card. The page reads at most a few ids from the cached deal list and
 * renders no write-up, so a render is cheap, and every miss waits its client's turn (decision 030).
 */
export const handle = routePolicy({ public: true });

// The wallet's stamp is read in the visitor's own statement, so a kept wallet costs no statement (decision 077).
export const middleware: Route.MiddlewareFunction[] = [readWithVisitor(walletStampColumns)];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Compare Cards",
    description: "Up to three credit card deals side by side: bonus, spend, fees, first-year value, transfer partners and deal score.",
    path: "/deals/compare",
    siteUrl: rootSiteUrl(matches),
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const [deals, catalog, wallet, rules] = await Promise.all([
    listPublishedDeals(),
    readCatalog(),
    requestVisitor(request, context).then(walletOf),
    publishedIssuerRules(),
  ]);
  const bySlug = new Map(deals.map((deal) => [deal.slug, deal]));
  const selection = compareSelection(new URL(request.url).searchParams.getAll("ids"), (slug) => bySlug.has(slug));
  const chosen = selection.slugs.map((slug) => bySlug.get(slug)!);
  const { products } = walletContent(catalog);
  const compared = chosen.length >= 2 ? chosen.map((deal) => comparedDeal(deal, catalog, products)) : [];
  return {
    compared,
    chosen: chosen.map(({ slug, cardName }) => ({ slug, cardName })),
    notes: selectionNotes(selection, (slug) => bySlug.get(slug)!.cardName),
    options: deals.map((deal) => ({ value: deal.slug, label: deal.title })),
    // Only a signed-in visitor has a wallet; each member's verdicts, one list per compared deal.
    verdicts: wallet
      ? { members: wallet.members.map(({ name }) => name), byDeal: compared.map(({ slug }) => dealVerdicts(wallet, slug, catalog, rules)) }
      : null,
  };
}

function comparedDeal(deal: Deal, catalog: Catalog, products: readonly CardProduct[]): ComparedDeal {
  const { slug, cardName, issuer, welcomeBonus, minSpend, annualFee, dealScore } = deal;
  const product = products.find((candidate) => candidate.dealSlugs.includes(slug));
  return {
    slug,
    cardName,
    issuer,
    welcomeBonus,
    minSpend,
    annualFee,
    dealScore,
    estimate: dealEstimate(catalog, deal),
    partners: partnersReach(product, catalog) ?? { kind: "text", text: deal.transferPartners },
  };
}

/** The partners of the currency the card earns, or the program a co-branded card earns, from the catalogue. */
function partnersReach(product: CardProduct | undefined, catalog: Catalog): PartnersReach | undefined {
  const currency = product?.currency ? currencyById(catalog, product.currency) : undefined;
  if (currency) {
    const lines = partnersOfCurrency(catalog, currency.id);
    const airlines = lines.filter((line) => line.kind === "airline").length;
    return { kind: "currency", id: currency.id, name: currency.name, airlines, hotels: lines.length - airlines };
  }
  const program = product?.program ? programById(catalog, product.program) : undefined;
  return program && { kind: "program", id: program.id, name: program.name };
}

/** One row per household member: their verdict on each card, or why there is none. */
function verdictRows(members: readonly string[], byDeal: readonly (readonly MemberVerdict[])[]): ExtraRow[] {
  return members.map((member) => ({
    label: members.length === 1 ? "Can you get it?" : `Can ${member} get it?`,
    cells: byDeal.map((verdicts) => {
      const found = verdicts.find((candidate) => candidate.member === member);
      return found ? <SentencesCell sentences={found.sentences} /> : "Not in our card list yet, so we cannot say.";
    }),
  }));
}

const linkClass = "text-brand-700 underline hover:text-brand-900";

export default function DealsCompare({ loaderData }: Route.ComponentProps) {
  const { compared, chosen, notes, options, verdicts } = loaderData;
  const comparing = compared.length >= 2;
  return (
    <>
      <PageHeader title="Compare Cards">
        <p>
          Up to {maxCompared} credit card deals side by side: the bonus, the spend it asks for, the fee, what the first year is worth, where
          the points transfer and our score.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
        {notes.length > 0 ? (
          <div
            role="note"
            aria-label="About the cards you chose"
            className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800"
          >
            {notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        ) : null}
        {comparing ? (
          <div className="space-y-3">
            <CompareTable deals={compared} extraRows={verdicts ? verdictRows(verdicts.members, verdicts.byDeal) : []} />
            <p className="text-sm text-slate-600">
              {verdicts ? (
                <>
                  The verdicts come from your wallet.{" "}
                  <SiteLink to={walletPath} className={linkClass}>
                    Update your wallet
                  </SiteLink>
                </>
              ) : (
                <>
                  <SiteLink to={signInPath} className={linkClass}>
                    Sign in
                  </SiteLink>{" "}
                  and keep your cards in your wallet to see here whether you can get each card and its bonus.
                </>
              )}{" "}
              First-year values use{" "}
              <SiteLink to="/transfer-partners/values" className={linkClass}>
                our point values
              </SiteLink>
              .
            </p>
          </div>
        ) : (
          <p className="text-slate-800">
            {chosen.length === 1
              ? `Choose one or two more cards to compare with ${chosen[0]!.cardName}, then press Compare.`
              : "Choose two or three cards below, then press Compare."}
          </p>
        )}
        <ComparePicker
          heading={comparing ? "Change the cards" : "Pick the cards to compare"}
          options={options}
          chosen={chosen.map(({ slug }) => slug)}
        />
        {comparing ? null : (
          <p className="text-sm text-slate-600">
            Or{" "}
            <SiteLink to="/deals" className={linkClass}>
              browse every deal
            </SiteLink>{" "}
            first.
          </p>
        )}
      </div>
    </>
  );
}
