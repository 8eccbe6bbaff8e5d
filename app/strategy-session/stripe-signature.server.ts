import { createHmac, timingSafeEqual } from "node:crypto";

/** Stripe's default tolerance: a signed event older (or newer) than this is refused as a replay. */
export const signatureToleranceSeconds = 5 * 60;

/** The Stripe-Signature header for a payload, as Stripe computes it (tests sign their events with it). */
export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Checks a webhook's Stripe-Signature header (t=...,v1=...[,v1=...]) against the raw body:
 * an HMAC-SHA256 of `${t}.${body}` with the endpoint's secret, and t within the tolerance.
 */
export function verifyStripeSignature(payload: string, header: string | null, secret: string, now = new Date()): boolean {
  if (!header) return false;
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
  const signatures = parts.filter(([key]) => key === "v1").map(([, value]) => value ?? "");
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > signatureToleranceSeconds) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex"));
  return signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
