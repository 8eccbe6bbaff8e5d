import { isbot } from "isbot";
import { businessDay } from "~/lib/calendar-day";
import { maxBeaconBytes, parseBeacon } from "./beacon-schema";
import { recordBeacon, type IsPublishedDeal } from "./record.server";

const noStore = { "Cache-Control": "no-store" };
const answer = (status: number) => new Response(null, { status, headers: noStore });

/** What the route learns from the consent and deals domains for one beacon. */
export interface BeaconContext {
  /** The visitor's consent cookie grants analytics. */
  analyticsGranted: boolean;
  isPublishedDeal: IsPublishedDeal;
}

/**
 * The insights endpoint. It counts only for a visitor whose consent cookie grants analytics,
 * ignores crawlers, and takes nothing but a small, exactly-shaped JSON beacon. The request's
 * address and user agent are never stored.
 */
export async function receiveBeacon(request: Request, context: BeaconContext, now = new Date()): Promise<Response> {
  if (!context.analyticsGranted) return answer(403);
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBeaconBytes) return answer(413);
  const body = await request.text();
  if (new TextEncoder().encode(body).length > maxBeaconBytes) return answer(413);
  if (isbot(request.headers.get("User-Agent") ?? "")) return answer(204);
  const beacon = parseBeacon(body);
  if (!beacon) return answer(400);
  await recordBeacon(beacon, businessDay(now), context.isPublishedDeal);
  return answer(204);
}
