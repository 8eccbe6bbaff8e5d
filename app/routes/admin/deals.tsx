import { auditAdminAction } from "~/admin/audit.server";
import { data, redirect } from "react-router";
import { dealListIntents, DealsTable } from "~/deals/admin/deals-table";
import { listNotice, listNoticeParam } from "~/deals/admin/list-notice";
import { requireDeal } from "~/deals/admin/require-deal.server";
import { listDealsForAdmin, setDealPublished } from "~/deals/deals.server";
import { pageMeta } from "~/layout/meta";
import { businessDay } from "~/lib/format-date";
import { ButtonLink } from "~/ui/button";
import type { Route } from "./+types/deals";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Deals", "Every deal, published or draft, with its referral clicks."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const deals = await listDealsForAdmin(businessDay());
  return { deals, notice: listNotice(new URL(request.url).searchParams, deals) };
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
  return redirect(`/admin/deals?${listNoticeParam(publish ? "published" : "unpublished", deal.slug)}`);
}

export default function AdminDeals({ loaderData }: Route.ComponentProps) {
  return (
    <div className="py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-900">Deals</h1>
        <ButtonLink to="/admin/deals/new">New deal</ButtonLink>
      </div>
      {loaderData.notice ? (
        <p role="status" className="mt-6 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          {loaderData.notice}
        </p>
      ) : null}
      <DealsTable deals={loaderData.deals} />
    </div>
  );
}
