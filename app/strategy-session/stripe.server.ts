import { strategySessionPriceCents } from "~/config/business";
import { serviceName } from "./slots";

/** Stripe settings from the environment; payment is online only when both secrets are set. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a local server in tests. */
  apiUrl: string;
}

export const defaultStripeApiUrl = "https://api.stripe.com";
/** Where Checkout pages live; the booking form's CSP form-action allows it when Stripe is on. */
export const stripeCheckoutOrigin = "https://checkout.stripe.com";

let current: StripeConfig | undefined;

export function configureStripe(config: { secretKey?: string; webhookSecret?: string; apiUrl?: string }): void {
  current =
    config.secretKey && config.webhookSecret
      ? {
          secretKey: config.secretKey,
          webhookSecret: config.webhookSecret,
          apiUrl: (config.apiUrl ?? defaultStripeApiUrl).replace(/\/+$/, ""),
        }
      : undefined;
}

export function stripeConfig(): StripeConfig | undefined {
  return current;
}

export class StripeError extends Error {
  override name = "StripeError";
}

export interface CheckoutSessionRequest {
  bookingId: number;
  email: string;
  /** Unix time in seconds; Checkout allows 30 minutes to 24 hours ahead. */
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  description: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** The form-encoded body of POST /v1/checkout/sessions (Stripe's API takes no JSON). */
export function checkoutSessionForm(request: CheckoutSessionRequest): URLSearchParams {
  return new URLSearchParams({
    mode: "payment",
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][currency]": "usd",
    "line_items[0][price_data][unit_amount]": String(strategySessionPriceCents),
    "line_items[0][price_data][product_data][name]": serviceName,
    "line_items[0][price_data][product_data][description]": request.description,
    "metadata[booking_id]": String(request.bookingId),
    client_reference_id: String(request.bookingId),
    customer_email: request.email,
    expires_at: String(Math.floor(request.expiresAt.getTime() / 1000)),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  });
}

/** Creates a Checkout Session; the idempotency key makes a retried request return the same session. */
export async function createCheckoutSession(config: StripeConfig, request: CheckoutSessionRequest): Promise<CheckoutSession> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/v1/checkout/sessions`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${config.secretKey}`,
        "Content-Type": "application/x-www-form-urlencoded",
        "Idempotency-Key": `strategy-booking-${request.bookingId}`,
      },
      body: checkoutSessionForm(request),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new StripeError(`Stripe could not be reached: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => ({}))) as { id?: unknown; url?: unknown; error?: { message?: string } };
  if (!response.ok) throw new StripeError(`Stripe answered ${response.status}: ${body.error?.message ?? "no message"}`);
  if (typeof body.id !== "string" || typeof body.url !== "string") throw new StripeError("Stripe's answer had no session id or url");
  return { id: body.id, url: body.url };
}
