import { receiveBeacon } from "~/insights/beacon.server";
import type { Route } from "./+types/api.insights";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true });

/** POST only: the browser's page-view and event beacons (app/insights/beacon.ts). */
export function action({ request }: Route.ActionArgs) {
  return receiveBeacon(request);
}
