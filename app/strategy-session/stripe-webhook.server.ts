import { eq } from "drizzle-orm";
import { db } from "~/db/database.server";
import { stripeEvents } from "~/db/schema";
import { logger } from "~/observability/logger.server";
import { confirmCheckoutPayment, releaseHold } from "./bookings.server";
import { verifyStripeSignature } from "./stripe-signature.server";
import { stripeConfig } from "./stripe.server";

interface StripeEvent {
  id: string;
  type: string;
  data: { object: { id?: string; payment_status?: string; metadata?: Record<string, string> } };
}

function parseEvent(body: string): StripeEvent | undefined {
  try {
    const event = JSON.parse(body) as StripeEvent;
    return typeof event.id === "string" && typeof event.type === "string" && typeof event.data?.object === "object" ? event : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /webhooks/stripe: a signed event from Stripe. Each event id is handled once (a
 * redelivery answers 200 and changes nothing); the handlers are idempotent as well, so an
 * event that failed half-way is safe to receive again.
 */
export async function handleStripeWebhook(request: Request, now = new Date()): Promise<Response> {
  const config = stripeConfig();
  if (!config) return new Response("Stripe is not configured", { status: 404 });
  const body = await request.text();
  if (!verifyStripeSignature(body, request.headers.get("Stripe-Signature"), config.webhookSecret, now)) {
    return new Response("Invalid signature", { status: 400 });
  }
  const event = parseEvent(body);
  if (!event) return new Response("Malformed event", { status: 400 });

  const [seen] = await db().select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return Response.json({ received: true, duplicate: true });

  const bookingId = Number(event.data.object.metadata?.booking_id);
  if (Number.isInteger(bookingId) && bookingId > 0) {
    if (event.type === "checkout.session.completed" && event.data.object.payment_status === "paid") {
      const outcome = await confirmCheckoutPayment(bookingId, now);
      logger().info({ bookingId, outcome }, "checkout completed");
    } else if (event.type === "checkout.session.expired") {
      await releaseHold(bookingId, now);
    }
  }
  await db().insert(stripeEvents).values({ id: event.id, type: event.type, receivedAt: now }).onConflictDoNothing();
  return Response.json({ received: true });
}
