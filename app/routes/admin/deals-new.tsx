import { auditAdminAction } from "~/admin/audit/audit.server";
import { adminContext } from "~/admin/sign-in/guard.server";
import { DealEditor } from "~/deals/admin/deal-editor";
import { emptyDealForm } from "~/deals/admin/deal-form";
import { dealFormAction } from "~/deals/admin/deal-form-action.server";
import { createDeal } from "~/deals/deals.server";
import { pageMeta } from "~/layout/meta";
import { businessDay } from "~/lib/calendar-day";
import { readCatalog } from "~/points/catalog.server";
import { dealCurrencyOptions } from "~/points/first-year-value";
import type { Route } from "./+types/deals-new";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("New deal", "Write a new credit card deal."),
  { name: "robots", content: "noindex" },
];

export async function loader() {
  return { values: emptyDealForm(businessDay()), currencyOptions: dealCurrencyOptions(await readCatalog()) };
}

export function action({ request, context }: Route.ActionArgs) {
  return dealFormAction(request, context, async (deal) => {
    await createDeal(deal, context.get(adminContext).id);
    await auditAdminAction(context, "deal-saved", `Created deal "${deal.title}"`, { slug: deal.slug, created: true });
  });
}

export default function NewDeal({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="py-8">
      <h1 className="text-2xl font-bold text-brand-900">New deal</h1>
      <DealEditor
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors}
        preview={actionData?.preview}
        currencyOptions={loaderData.currencyOptions}
      />
    </div>
  );
}
