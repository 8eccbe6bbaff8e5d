import type { Env } from "~/config/env.server";
import { stripeCheckoutOrigin } from "./stripe.server";

/** The booking page's form redirects to Stripe Checkout, so its CSP form-action allows Checkout, when Stripe is on. */
export function paymentFormPolicy(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">) {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return { paths: new Set(["/concierge/book"]), origin: stripeCheckoutOrigin };
}
