import { Form, Link } from "react-router";
import { auditAdminAction } from "~/admin/audit/audit.server";
import { dealListPath, listNotice } from "~/deals/admin/list-notice";
import { requireDeal } from "~/deals/admin/require-deal.server";
import { deleteDeal } from "~/deals/deals.server";
import { pageMeta } from "~/layout/meta";
import { redirectWithNotice } from "~/notices/flash.server";
import { buttonClass } from "~/ui/button";
import type { Route } from "./+types/deals-delete";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Delete deal", "Confirm deleting a credit card deal."),
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const deal = await requireDeal(params.id);
  return { title: deal.title };
}

/** The confirmation is its own page so deleting needs two deliberate steps, with or without JavaScript. */
export async function action({ params, context }: Route.ActionArgs) {
  const deal = await requireDeal(params.id);
  await deleteDeal(deal.id);
  await auditAdminAction(context, "deal-deleted", `Deleted deal "${deal.title}"`, { id: deal.id, slug: deal.slug });
  return redirectWithNotice(context, dealListPath, listNotice("deleted", deal));
}

export default function DeleteDeal({ loaderData }: Route.ComponentProps) {
  return (
    <div className="max-w-2xl py-8">
      <h1 className="text-2xl font-bold text-brand-900">{`Delete ${loaderData.title}?`}</h1>
      <p className="mt-3 text-slate-700">This cannot be undone.</p>
      <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          Delete
        </button>
        <Link to={dealListPath} className={buttonClass("secondary")}>
          Cancel
        </Link>
      </Form>
    </div>
  );
}
