import { hasConsent } from "~/consent/consent.server";
import { findPublishedDeal } from "~/deals/deals.server";
import { receiveBeacon } from "~/insights/beacon.server";
import type { Route } from "./+types/api-insights";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true });

/** POST only: the browser's page-view and event beacons (app/observability/track.ts). */
export function action({ request }: Route.ActionArgs) {
  return receiveBeacon(request, {
    analyticsGranted: hasConsent(request, "analytics"),
    isPublishedDeal: async (slug) => (await findPublishedDeal(slug)) !== undefined,
  });
}
