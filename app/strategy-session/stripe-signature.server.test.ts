import { describe, expect, it } from "vitest";
import { stripeSignature, verifyStripeSignature } from "./stripe-signature.server";

const secret = "whsec_test_secret";
const payload = JSON.stringify({ id: "evt_1", type: "checkout.session.completed" });
const now = new Date("2026-12-07T14:00:00Z");
const t = Math.floor(now.getTime() / 1000);

describe("Stripe webhook signature", () => {
  it("accepts Stripe's HMAC of the timestamp and raw body", () => {
    expect(verifyStripeSignature(payload, stripeSignature(payload, secret, t), secret, now)).toBe(true);
  });

  it("accepts when one of several v1 signatures matches (secret rotation)", () => {
    const header = `t=${t},v1=${"0".repeat(64)},${stripeSignature(payload, secret, t).split(",")[1]}`;
    expect(verifyStripeSignature(payload, header, secret, now)).toBe(true);
  });

  it("refuses another secret, a changed body and a missing header", () => {
    expect(verifyStripeSignature(payload, stripeSignature(payload, "whsec_other", t), secret, now)).toBe(false);
    expect(verifyStripeSignature(`${payload} `, stripeSignature(payload, secret, t), secret, now)).toBe(false);
    expect(verifyStripeSignature(payload, null, secret, now)).toBe(false);
    expect(verifyStripeSignature(payload, "t=abc,v1=zz", secret, now)).toBe(false);
  });

  it("refuses a timestamp more than five minutes away", () => {
    expect(verifyStripeSignature(payload, stripeSignature(payload, secret, t - 301), secret, now)).toBe(false);
    expect(verifyStripeSignature(payload, stripeSignature(payload, secret, t - 299), secret, now)).toBe(true);
    expect(verifyStripeSignature(payload, stripeSignature(payload, secret, t + 301), secret, now)).toBe(false);
  });
});
