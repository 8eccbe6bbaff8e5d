import { data, Link } from "react-router";
import { auditAdminAction } from "~/admin/audit/audit.server";
import { DealEditor } from "~/deals/admin/deal-editor";
import { dealToFormValues } from "~/deals/admin/deal-form";
import { dealFormAction } from "~/deals/admin/deal-form-action.server";
import { requireDeal } from "~/deals/admin/require-deal.server";
import { updateDeal } from "~/deals/deals.server";
import { pageMeta } from "~/layout/meta";
import { readCatalog } from "~/points/catalog.server";
import { dealCurrencyOptions } from "~/points/first-year-value";
import type { Route } from "./+types/deals-edit";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Edit deal", "Change a credit card deal."),
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const deal = await requireDeal(params.id);
  const currencyOptions = dealCurrencyOptions(await readCatalog());
  return { id: deal.id, title: deal.title, slug: deal.slug, published: deal.published, values: dealToFormValues(deal), currencyOptions };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { id } = await requireDeal(params.id);
  return dealFormAction(request, context, async (deal) => {
    // Deleted in another tab since this page loaded.
    if (!(await updateDeal(id, deal))) throw data(null, { status: 404 });
    await auditAdminAction(context, "deal-saved", `Saved deal "${deal.title}"`, { id, slug: deal.slug });
  });
}

export default function EditDeal({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">Edit deal</h1>
      <p className="mt-2 text-slate-700">
        {loaderData.title}
        {loaderData.published ? (
          <>
            {" "}
            <Link to={`/deals/${loaderData.slug}`} className="text-brand-700 underline">
              View on the site
            </Link>
          </>
        ) : null}
      </p>
      {/* Keyed by deal: moving between deals must not keep the previous deal's typed values. */}
      <DealEditor
        key={loaderData.id}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors}
        preview={actionData?.preview}
        currencyOptions={loaderData.currencyOptions}
      />
    </div>
  );
}
