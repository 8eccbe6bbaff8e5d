import { data } from "react-router";
import { runStatus } from "~/transfer-bonuses/admin/auto-updater.server";
import type { Route } from "./+types/transfer-bonuses-run";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

/** The stage of a running scrape, polled by the auto-updater's progress bar. */
export async function loader({ params }: Route.LoaderArgs) {
  const status = await runStatus(Number(params.id));
  if (!status) throw data(null, { status: 404 });
  return Response.json(status, { headers: { "Cache-Control": "no-store" } });
}
