import { data } from "react-router";
import { auditAdminAction } from "~/admin/audit/audit.server";
import { dealListIntents, DealsTable } from "~/deals/admin/deals-table";
import { dealListPath, listNotice } from "~/deals/admin/list-notice";
import { requireDeal } from "~/deals/admin/require-deal.server";
import { listDealsForAdmin, setDealPublished } from "~/deals/deals.server";
import { pageMeta } from "~/layout/meta";
import { businessDay } from "~/lib/calendar-day";
import { redirectWithNotice } from "~/notices/flash.server";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/deals";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Deals", "Every deal, published or draft, with its referral clicks."),
  { name: "robots", content: "noindex" },
];

export async function loader() {
  return { deals: await listDealsForAdmin(businessDay()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== dealListIntents.publish && intent !== dealListIntents.unpublish) throw data(null, { status: 400 });
  const deal = await requireDeal(form.get("id"));
  const publish = intent === dealListIntents.publish;
  await setDealPublished(deal.id, publish);
  const change = publish ? "Published" : "Unpublished";
  await auditAdminAction(context, "deal-published", `${change} deal "${deal.title}"`, { id: deal.id, slug: deal.slug, published: publish });
  return redirectWithNotice(context, dealListPath, listNotice(publish ? "published" : "unpublished", deal));
}

export default function AdminDeals({ loaderData }: Route.ComponentProps) {
  return (
    <div className="py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-900">Deals</h1>
        <ButtonLink to="/admin/deals/new">New deal</ButtonLink>
      </div>
      <DealsTable deals={loaderData.deals} />
    </div>
  );
}
