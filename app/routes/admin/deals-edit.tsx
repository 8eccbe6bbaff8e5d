import { data, Link } from "react-router";
import { auditAdminAction, postedForm } from "~/admin/audit/audit.server";
import { adminContext } from "~/admin/sign-in/guard.server";
import { DealEditor } from "~/deals/admin/deal-editor";
import { dealToFormValues } from "~/deals/admin/deal-form";
import { dealFormAction } from "~/deals/admin/deal-form-action.server";
import { requireDeal } from "~/deals/admin/require-deal.server";
import { pastOfferAction } from "~/deals/admin/past-offer-action.server";
import { PastOfferForm } from "~/deals/admin/past-offer-editor";
import { emptyPastOffer, pastOfferIntent } from "~/deals/admin/past-offer-form";
import { updateDeal } from "~/deals/deals.server";
import { offerHistoryOf } from "~/deals/offer-history.server";
import { OfferTable } from "~/deals/offer-history-section";
import { businessDay } from "~/lib/calendar-day";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
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
  const [catalog, offers] = await Promise.all([readCatalog(), offerHistoryOf(deal.id)]);
  return {
    id: deal.id,
    title: deal.title,
    slug: deal.slug,
    published: deal.published,
    values: dealToFormValues(deal),
    currencyOptions: dealCurrencyOptions(catalog),
    bonusUnit: deal.bonusUnit,
    offers,
    today: businessDay(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const current = await requireDeal(params.id);
  const { id } = current;
  const admin = context.get(adminContext);
  const form = await postedForm(request);
  if (form.get("intent") === pastOfferIntent) {
    const added = await pastOfferAction(form, current, businessDay(), admin.id);
    if (!("ok" in added)) return added;
    await auditAdminAction(context, "deal-offer-added", `Added a past offer to deal "${current.title}"`, {
      id,
      slug: current.slug,
      startedOn: added.startedOn,
      welcomeBonus: added.welcomeBonus,
      source: added.source,
    });
    return redirectWithNotice(context, `/admin/deals/${id}`, successNotice("Past offer added."));
  }
  return dealFormAction(request, context, async (deal) => {
    // Deleted in another tab since this page loaded.
    if (!(await updateDeal(id, deal, admin.id))) throw data(null, { status: 404 });
    await auditAdminAction(context, "deal-saved", `Saved deal "${deal.title}"`, { id, slug: deal.slug });
  });
}

export default function EditDeal({ loaderData, actionData }: Route.ComponentProps) {
  const pastOffer = actionData && "pastOffer" in actionData ? actionData.pastOffer : undefined;
  const dealForm = actionData && "values" in actionData ? actionData : undefined;
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
        values={dealForm?.values ?? loaderData.values}
        errors={dealForm?.errors}
        preview={dealForm?.preview}
        currencyOptions={loaderData.currencyOptions}
      />
      <section aria-labelledby="offer-history-heading" className="mt-12 border-t border-slate-200 pt-8">
        <h2 id="offer-history-heading" className="text-xl font-bold text-brand-900">
          Offer history
        </h2>
        <div className="mt-4">
          <OfferTable offers={loaderData.offers} />
        </div>
      </section>
      <PastOfferForm
        key={`past-offer-${loaderData.id}`}
        values={pastOffer?.values ?? emptyPastOffer}
        errors={pastOffer?.errors}
        unit={loaderData.bonusUnit}
        today={loaderData.today}
      />
    </div>
  );
}
