import { data } from "react-router";
import { requestInfoContext } from "~/request-context";
import { handleWebhook } from "~/transfer-bonuses/webhook.server";
import type { Route } from "./+types/hooks-transfer-bonuses";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, postedByServers: true });

/** For an outside workflow tool's weekly trigger; see the auto-updater in the admin. */
export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") throw data(null, { status: 405, headers: { Allow: "POST" } });
  return handleWebhook(request, context.get(requestInfoContext).ip);
}

export function loader() {
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}
