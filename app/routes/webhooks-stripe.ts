import { handleStripeWebhook } from "~/strategy-session/stripe-webhook.server";
import type { Route } from "./+types/webhooks-stripe";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, postedByServers: true });

export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
  return handleStripeWebhook(request);
}
