import { Link } from "react-router";
import { pageMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { PartnerRowsTable } from "~/points/admin/admin-tables";
import { pointsAdminPath, valuesAdminPath } from "~/points/admin/labels";
import { programById } from "~/points/catalog";
import { readCatalog } from "~/points/catalog.server";
import type { Route } from "./+types/transfer-partners";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Transfer partners", "Edit transfer partners and point values."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const catalog = await readCatalog();
  const asked = new URL(request.url).searchParams.get("currency");
  const currency = catalog.currencies.find((entry) => entry.id === asked) ?? catalog.currencies[0];
  const rows = currency
    ? catalog.partners
        .filter((row) => row.currencyId === currency.id)
        .map((row) => ({ ...row, programName: programById(catalog, row.programId)?.name ?? row.name }))
        .sort((a, b) => a.kind.localeCompare(b.kind) || a.programName.localeCompare(b.programName))
    : [];
  return { currencies: catalog.currencies.map(({ id, name }) => ({ id, name })), currency: currency ?? null, rows };
}

export default function AdminTransferPartners({ loaderData }: Route.ComponentProps) {
  const { currencies, currency, rows } = loaderData;
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Transfer partners</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Each row is what a bank publishes for one partner. Rows marked "Not yet" were not confirmed by a source when the list was built:
        check those first.{" "}
        <Link to={valuesAdminPath} className="font-medium text-brand-700 underline hover:text-brand-900">
          Edit point values
        </Link>
        .
      </p>
      <nav aria-label="Currencies" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {currencies.map((entry) => (
            <li key={entry.id}>
              <Link
                to={`${pointsAdminPath}?currency=${entry.id}`}
                aria-current={entry.id === currency?.id ? "page" : undefined}
                className="inline-block rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50"
              >
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {currency ? (
        <PartnerRowsTable rows={rows} caption={`${currency.name}: ${rows.length} partners`} />
      ) : (
        <p className="mt-6">No currencies yet.</p>
      )}
    </div>
  );
}
