import { isbot } from "isbot";
import { hasConsent } from "~/consent/consent.server";
import { businessDay } from "~/lib/format-date";
import { maxBeaconBytes, parseBeacon } from "./beacon-schema";
import { recordBeacon } from "./record.server";

const noStore = { "Cache-Control": "no-store" };
const answer = (status: number) => new Response(null, { status, headers: noStore });

/**
 * The insights endpoint. It counts only for a visitor whose consent cookie grants analytics,
 * ignores crawlers, and takes nothing but a small, exactly-shaped JSON beacon. The request's
 * address and user agent are never stored.
 */
export async function receiveBeacon(request: Request, now = new Date()): Promise<Response> {
  if (!hasConsent(request, "analytics")) return answer(403);
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBeaconBytes) return answer(413);
  const body = await request.text();
  if (new TextEncoder().encode(body).length > maxBeaconBytes) return answer(413);
  if (isbot(request.headers.get("User-Agent") ?? "")) return answer(204);
  const beacon = parseBeacon(body);
  if (!beacon) return answer(400);
  await recordBeacon(beacon, businessDay(now));
  return answer(204);
}
