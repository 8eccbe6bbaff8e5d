import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A Checkout Session as the fake keeps it: the form fields Stripe received, and what it answered. */
export interface FakeCheckoutSession {
  id: string;
  url: string;
  form: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface StripeTestServer {
  url: string;
  sessions: FakeCheckoutSession[];
  /** Answer the next create with this HTTP status and Stripe's error shape. */
  failNext(status: number): void;
  stop(): Promise<void>;
}

/**
 * A loopback server speaking the part of Stripe's API the site uses: POST /v1/checkout/sessions
 * with a form-encoded body and a Bearer key, answering a Checkout Session object (id, url,
 * status open, payment_status unpaid) or Stripe's `{ error: { type, message } }` shape.
 */
export async function startStripeTestServer(secretKey: string): Promise<StripeTestServer> {
  const sessions: FakeCheckoutSession[] = [];
  let failure: number | undefined;
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      if (request.method !== "POST" || request.url !== "/v1/checkout/sessions") {
        return send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
      }
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (failure) {
        const status = failure;
        failure = undefined;
        return send(status, { error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
      }
      const form = new URLSearchParams(body);
      const id = `cs_test_${sessions.length + 1}`;
      const url = `https://checkout.stripe.com/c/pay/${id}`;
      sessions.push({
        id,
        url,
        form,
        authorization: request.headers.authorization,
        idempotencyKey: request.headers["idempotency-key"] as string | undefined,
      });
      send(200, {
        id,
        object: "checkout.session",
        url,
        mode: form.get("mode"),
        status: "open",
        payment_status: "unpaid",
        amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
        currency: form.get("line_items[0][price_data][currency]"),
        customer_email: form.get("customer_email"),
        expires_at: Number(form.get("expires_at")),
        metadata: { booking_id: form.get("metadata[booking_id]") },
        success_url: form.get("success_url"),
        cancel_url: form.get("cancel_url"),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    failNext: (status) => (failure = status),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
