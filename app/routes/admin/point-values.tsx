import { Link } from "react-router";
import { pageMeta } from "~/layout/meta";
import { routePolicy } from "~/lib/route-policy";
import { ValueRowsTable } from "~/points/admin/admin-tables";
import { pointsAdminPath } from "~/points/admin/labels";
import { readCatalog } from "~/points/catalog.server";
import { valuesPage } from "~/points/values-page";
import type { Route } from "./+types/point-values";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Point values", "Edit the value of each currency and program."),
  { name: "robots", content: "noindex" },
];

export async function loader() {
  return valuesPage(await readCatalog());
}

export default function AdminPointValues({ loaderData }: Route.ComponentProps) {
  const { currencies, airlines, hotels } = loaderData;
  return (
    <div className="py-8">
      <p>
        <Link to={pointsAdminPath} className="text-sm font-medium text-brand-700 underline">
          Back to transfer partners
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">Point values</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Cents per point, shown on{" "}
        <Link to="/transfer-partners/values" className="font-medium text-brand-700 underline">
          the public values page
        </Link>{" "}
        and used for each deal's first-year value. Set the review date whenever you check a value, even if it stays the same.
      </p>
      <ValueRowsTable caption="Bank points currencies" lines={currencies} subject="currency" />
      <ValueRowsTable caption="Airline programs" lines={airlines} subject="program" />
      <ValueRowsTable caption="Hotel programs" lines={hotels} subject="program" />
    </div>
  );
}
