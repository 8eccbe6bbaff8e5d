import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeSignature } from "~/strategy-session/stripe-signature.server";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { adminSessionCookie, outboxMessages } from "./admin-over-http";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server";
import { startStripeTestServer, type StripeTestServer } from "./stripe-test-server";
import { nextMonthDayLinks } from "../support/strategy-calendar";

/*
 * Payment through Stripe Checkout: the built server talks to a loopback server speaking the
 * Checkout Session API, and receives webhooks signed the way Stripe signs them.
 */
const secretKey = "sk_test_integration";
const webhookSecret = "whsec_integration";
const admin = { email: "stripe-owner@example.com", password: "integration-password-stripe" };
let stripe: StripeTestServer;
let smtp: SmtpTestServer;
let server: BuiltServer;

beforeAll(async () => {
  stripe = await startStripeTestServer(secretKey);
  smtp = await startSmtpTestServer();
  server = await startBuiltServer({
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
    SMTP_URL: smtp.url,
    FORM_MIN_FILL_MS: "0",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await stripe?.stop();
});

function get(path: string) {
  return fetch(server.origin + path, { redirect: "manual" });
}

async function openSlot(nth: number) {
  const day = cheerio.load(await (await get((await nextMonthDayLinks(get))[nth]!)).text());
  const path = day('a[href*="time="]').first().attr("href")!;
  const details = cheerio.load(await (await get(path)).text());
  const params = new URL(path, server.origin).searchParams;
  return { path, date: params.get("date")!, time: params.get("time")!, details };
}

async function book(nth: number, email: string) {
  const slot = await openSlot(nth);
  const body = new URLSearchParams({
    formStamp: slot.details('input[name="formStamp"]').val() as string,
    website: "",
    date: slot.date,
    time: slot.time,
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    phone: "555-123-4567",
  });
  const response = await fetch(server.origin + slot.path, {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
  return { slot, response };
}

function webhook(event: object, timestamp = Math.floor(Date.now() / 1000), secret = webhookSecret) {
  const payload = JSON.stringify(event);
  return fetch(`${server.origin}/webhooks/stripe`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": stripeSignature(payload, secret, timestamp) },
    body: payload,
  });
}

function sessionEvent(id: string, type: string, bookingId: string, paymentStatus: string) {
  return {
    id,
    object: "event",
    type,
    data: { object: { id: `cs_${id}`, object: "checkout.session", payment_status: paymentStatus, metadata: { booking_id: bookingId } } },
  };
}

async function slotOffered(slot: { date: string; time: string }) {
  const day = cheerio.load(await (await get(`/concierge/book?date=${slot.date}`)).text());
  return day('a[href*="time="]')
    .map((_, a) => day(a).text())
    .get()
    .includes(slot.time);
}

describe("Stripe Checkout", () => {
  it("shows no card fields, and allows the Checkout host in form-action on the booking page only", async () => {
    const slot = await openSlot(0);
    expect(slot.details('input[name="cardNumber"]').length).toBe(0);
    expect(slot.details('input[name="email"]').length).toBe(1);
    expect((await get("/concierge/book")).headers.get("content-security-policy")).toContain(
      "form-action 'self' https://checkout.stripe.com",
    );
    const elsewhere = (await get("/concierge")).headers.get("content-security-policy")!;
    expect(elsewhere).toContain("form-action 'self'");
    expect(elsewhere).not.toContain("checkout.stripe.com");
  });

  it("holds the slot and sends the visitor to a Checkout Session for $249", async () => {
    const before = Date.now();
    const { slot, response } = await book(1, "payer@example.com");
    expect(response.status).toBe(303);
    const session = stripe.sessions.at(-1)!;
    expect(response.headers.get("location")).toBe(session.url);
    const form = session.form;
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("24900");
    expect(form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(form.get("customer_email")).toBe("payer@example.com");
    expect(form.get("metadata[booking_id]")).toMatch(/^\d+$/);
    const expiresAt = Number(form.get("expires_at")) * 1000;
    expect(expiresAt - before).toBeGreaterThan(29 * 60_000);
    expect(expiresAt - before).toBeLessThan(31 * 60_000);
    expect(form.get("success_url")).toMatch(/\/concierge\/book\/confirmed\?booking=/);
    expect(form.get("cancel_url")).toMatch(/\/concierge\/book\/checkout-cancelled\?booking=/);
    expect(await slotOffered(slot)).toBe(false);

    // Back from Checkout before the webhook: the page says the payment is being confirmed.
    const pending = cheerio.load(
      await (await get(new URL(form.get("success_url")!).pathname + new URL(form.get("success_url")!).search)).text(),
    );
    expect(pending("h1").text()).toBe("Confirming your payment");
  });

  it("confirms only on a correctly signed completed event, once, and emails the invitation", async () => {
    const { response } = await book(2, "paid@example.com");
    expect(response.status).toBe(303);
    const session = stripe.sessions.at(-1)!;
    const bookingId = session.form.get("metadata[booking_id]")!;
    const event = sessionEvent("evt_paid_1", "checkout.session.completed", bookingId, "paid");

    expect((await webhook(event, undefined, "whsec_wrong")).status).toBe(400);
    expect((await webhook(event, Math.floor(Date.now() / 1000) - 600)).status).toBe(400);
    expect(smtp.messages.some((message) => message.to.includes("paid@example.com"))).toBe(false);

    const first = await webhook(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    const email = await smtp.waitForMessage((message) => message.to.includes("paid@example.com"));
    expect(email.text).toContain("Your payment has been received.");
    expect(email.attachments[0]!.filename).toBe("strategy-session.ics");

    const replay = await webhook(event);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    const outbox = await outboxMessages(server.origin, await adminSessionCookie(server.origin, admin));
    expect(outbox.filter((message) => message.to === "paid@example.com")).toHaveLength(1);
    expect(smtp.messages.filter((message) => message.to.includes("paid@example.com"))).toHaveLength(1);

    const success = new URL(session.form.get("success_url")!);
    const page = cheerio.load(await (await get(success.pathname + success.search)).text());
    expect(page("h1").text()).toBe("Booking Confirmed!");
  });

  it("releases the slot when Checkout reports the session expired", async () => {
    const { slot } = await book(3, "late@example.com");
    const bookingId = stripe.sessions.at(-1)!.form.get("metadata[booking_id]")!;
    expect(await slotOffered(slot)).toBe(false);
    expect((await webhook(sessionEvent("evt_expired_1", "checkout.session.expired", bookingId, "unpaid"))).status).toBe(200);
    expect(await slotOffered(slot)).toBe(true);
  });

  it("books nothing and says so when Stripe fails", async () => {
    stripe.failNext(500);
    const { slot, response } = await book(4, "unlucky@example.com");
    expect(response.status).toBe(502);
    expect(await response.text()).toContain("We could not start the payment just now");
    expect(await slotOffered(slot)).toBe(true);
    expect(await server.logged()).not.toContain(secretKey);
  });
});
