import { data, redirect } from "react-router";
import { findPublishedDeal, recordReferralClick } from "~/deals/deals.server";
import { businessDay } from "~/lib/calendar-day";
import type { Route } from "./+types/go";
import { routePolicy } from "~/lib/route-policy";

// Counts a click each time.
export const handle = routePolicy({ public: true });

/** Counts the click (per deal per day, nothing about the visitor) and sends them to the issuer. */
export async function loader({ params }: Route.LoaderArgs) {
  const deal = await findPublishedDeal(params.id);
  if (!deal) throw data("Deal not found", { status: 404 });
  await recordReferralClick(deal.id, businessDay());
  return redirect(deal.referralLink, {
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
