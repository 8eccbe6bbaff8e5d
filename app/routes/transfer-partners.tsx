import { data, Link, type RouterContextProvider } from "react-router";
import { readWithVisitor, requestVisitor } from "~/account/account.server";
import { AlertSignupForm, alertSignupFormId, type AlertSignupView } from "~/newsletter/alert-signup-form";
import { flashedFormFields } from "~/notices/flash.server";
import type { Catalog } from "~/points/catalog";
import { formStamp } from "~/security/form-guard.server";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { readCatalog } from "~/points/catalog.server";
import { PartnerPickers } from "~/points/partner-pickers";
import { HeldLine, PartnerTable } from "~/points/partner-table";
import { partnersPage } from "~/points/partners-page";
import { heldOnPartnersPage } from "~/points/held-transfers";
import { readCatalogId } from "~/points/query";
import { publicBonusList } from "~/transfer-bonuses/bonuses.server";
import { PageHeader } from "~/ui/page-header";
import { walletOf, walletStampColumns } from "~/wallet/wallet-of.server";
import { balancesOf } from "~/wallet/wallet-use";
import type { Route } from "./+types/transfer-partners";

// An id-shaped value is read (an unknown one answers 404, which the page cache never keeps); anything else is ignored.
export const handle = routePolicy({
  public: true,
  indexable: true,
  cacheable: true,
  publicForm: true,
  query: { currency: readCatalogId, program: readCatalogId },
});

// The wallet's stamp is read in the visitor's own statement, so a kept wallet costs no statement (decision 077).
export const middleware: Route.MiddlewareFunction[] = [readWithVisitor(walletStampColumns)];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Transfer Partners",
    description: "Which airlines and hotels each credit card points currency transfers to, at what ratio, and how fast.",
    path: "/transfer-partners",
    siteUrl: rootSiteUrl(matches),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const [catalog, bonuses, wallet] = await Promise.all([readCatalog(), publicBonusList(), requestVisitor(request, context).then(walletOf)]);
  const page = partnersPage(catalog, bonuses.current, bonuses.today, new URL(request.url).searchParams);
  // Only a signed-in visitor has a wallet: the anonymous page, the one the page cache keeps, is unchanged.
  const held = wallet
    ? heldOnPartnersPage(
        catalog.currencies.map((currency) => currency.id),
        page.table?.lines ?? [],
        (currencyId) => balancesOf(wallet, currencyId),
        wallet.members.length > 1,
      )
    : null;
  return data({ ...page, held, alertSignup: alertSignupView(catalog, page, context) }, { status: page.unknown ? 404 : 200 });
}

/** The "email me" form for the program shown (or else the currency), with what a refused post typed. */
function alertSignupView(
  catalog: Catalog,
  page: { program: string | null; currency: string | null },
  context: Readonly<RouterContextProvider>,
): AlertSignupView | null {
  const kind = page.program ? "program" : page.currency ? "currency" : null;
  if (!kind) return null;
  const id = (kind === "program" ? page.program : page.currency)!;
  const entry = (kind === "program" ? catalog.programs : catalog.currencies).find((item) => item.id === id);
  if (!entry) return null;
  const typed = flashedFormFields(context, alertSignupFormId);
  return { kind, id, name: entry.name, stamp: formStamp(), email: typed?.email, error: typed?.error };
}

const linkClass = "text-brand-700 underline hover:text-brand-900";

export default function TransferPartners({ loaderData }: Route.ComponentProps) {
  const { currencies, programs, currency, program, table, overview, unknown, held, alertSignup } = loaderData;
  return (
    <>
      <PageHeader title="Transfer Partners">
        <p>
          Bank points become airline miles or hotel points when you transfer them to a partner. Pick a currency to see where it goes, or a
          program to see which currencies reach it, with the ratio, the usual wait and the rules on amounts.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
        <PartnerPickers currencies={currencies} programs={programs} currency={currency} program={program} />
        {unknown ? (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
            We do not list that currency or program. Choose one from the lists above.
          </p>
        ) : null}
        {table ? (
          table.lines.length > 0 ? (
            <PartnerTable lines={table.lines} caption={table.caption} rowsAre={table.rowsAre} yours={held?.byLine} />
          ) : (
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-4">{table.caption}: no transfer partnership.</p>
          )
        ) : (
          <section aria-labelledby="currencies-heading">
            <h2 id="currencies-heading" className="text-xl font-semibold text-slate-900">
              Currencies
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {overview.map((entry) => (
                <li key={entry.id} className="rounded-lg border border-slate-200 p-4">
                  <Link to={`/transfer-partners?currency=${entry.id}`} className={`font-semibold ${linkClass}`}>
                    {entry.name}
                  </Link>
                  <span className="block text-sm text-slate-700">
                    {entry.airlines} airlines, {entry.hotels} hotels
                  </span>
                  {held?.byCurrency[entry.id] ? <HeldLine balances={held.byCurrency[entry.id]!} household={held.household} /> : null}
                </li>
              ))}
            </ul>
          </section>
        )}
        {alertSignup ? (
          <>
            <AlertSignupForm signup={alertSignup} />
            <p className="text-sm text-slate-700">
              How often has {alertSignup.name} had a bonus?{" "}
              <Link to={`/transfer-bonuses/history?${alertSignup.kind}=${alertSignup.id}`} className={linkClass}>
                See its bonus history
              </Link>
              .
            </p>
          </>
        ) : null}
        <div className="space-y-2 text-sm text-slate-700">
          <p>
            Ratios read bank points to partner points: 1000:800 means 1,000 points become 800 miles. When a{" "}
            <Link to="/transfer-bonuses" className={linkClass}>
              transfer bonus
            </Link>{" "}
            is running today, its column shows the ratio with the bonus added. Each row links the page it was checked against; banks change
            partners and ratios, so confirm on the bank's site before you transfer, as transfers cannot be undone.
          </p>
          <p>
            What is a point worth? See{" "}
            <Link to="/transfer-partners/values" className={linkClass}>
              our point values and how we set them
            </Link>
            .
          </p>
        </div>
      </div>
    </>
  );
}
