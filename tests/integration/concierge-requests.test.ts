import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formGuardMessages, formStampPath } from "~/security/form-guard";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server";

/*
 * A concierge request sent like a browser with JavaScript off, then followed by the owner through
 * the leads inbox, the status change and the CSV export; then the booking form as the page cache
 * serves it. One login for the file (rate-limited).
 */
const admin = { email: "inbox-owner@example.com", password: "integration-password-7" };
/** Long enough to tell a post sent at once from one sent later, short enough to wait for. */
const minimumFillMs = 1_000;
let server: BuiltServer;
let smtp: SmtpTestServer;
let cookie = "";

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startBuiltServer({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    FORM_MIN_FILL_MS: String(minimumFillMs),
    SMTP_URL: smtp.url,
  });
  const response = await send("/admin/login", new URLSearchParams(admin), "");
  expect(response.status).toBe(302);
  cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

function send(path: string, body?: URLSearchParams, session = cookie): Promise<Response> {
  const headers: Record<string, string> = { Origin: server.origin };
  if (session) headers.Cookie = session;
  if (body) headers["Content-Type"] = "application/x-www-form-urlencoded";
  return fetch(server.origin + path, { method: body ? "POST" : "GET", headers, body, redirect: "manual" });
}

async function html(path: string, session = cookie): Promise<string> {
  const response = await send(path, undefined, session);
  expect(response.status, path).toBe(200);
  return response.text();
}

const hidden = (page: string, name: string) => page.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? "";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A visitor's post of the booking form, without JavaScript: no cookie, so no admin session. */
const sendRequest = (fields: Record<string, string>) => send("/booking-form", new URLSearchParams({ website: "", ...fields }), "");

/** Opens the form and sends it after a person's filling time. */
async function submitRequest(fields: Record<string, string>): Promise<Response> {
  const form = await html("/booking-form", "");
  await pause(minimumFillMs);
  return sendRequest({ formStamp: hidden(form, "formStamp"), ...fields });
}

const request = {
  name: '=HYPERLINK("http://evil.example")',
  email: "csv-visitor@example.com",
  phone: "+1 212 555 0100",
  travelDates: "June 2027",
  fromDestination: "Boston",
  toDestination: "Dubai",
  passengers: "3",
  preferredClass: "economy",
  maxStops: "2",
  pointsList: "300k Amex MR",
};

describe("the leads inbox", () => {
  let id = "";

  it("receives a request sent without JavaScript and counts it on the dashboard", async () => {
    const response = await submitRequest(request);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/booking-form/received");

    expect(await html("/admin")).toContain("1 new concierge request");
    const list = await html("/admin/requests");
    id = list.match(/href="\/admin\/requests\/(\d+)"/)?.[1] ?? "";
    expect(id).not.toBe("");
    expect(list).toContain("Boston to Dubai");
    expect(list).toContain("$399");
  });

  it("emails the owner a link to the request and the visitor a receipt", async () => {
    const owner = await smtp.waitForMessage(
      (message) => message.to.includes(admin.email) && message.subject.startsWith("New concierge request"),
    );
    expect(owner.text).toContain(`/admin/requests/${id}`);
    expect(owner.text).toContain("300k Amex MR");
    const receipt = await smtp.waitForMessage((message) => message.to.includes(request.email));
    expect(receipt.subject).toBe("We received your Points Booking Concierge request");
    expect(receipt.text).toContain("$399 for 3 passengers");
    expect(receipt.text).toContain("within 24 hours");
  });

  it("shows every field on the detail page and saves a status change and private notes", async () => {
    const detail = await html(`/admin/requests/${id}`);
    for (const value of ["csv-visitor@example.com", "+1 212 555 0100", "June 2027", "300k Amex MR", "Economy", "2 stops", "$399"]) {
      expect(detail).toContain(value);
    }
    const saved = await send(`/admin/requests/${id}`, new URLSearchParams({ status: "quoted", privateNotes: "Sent 3 options" }));
    expect(saved.status).toBe(303);
    const refused = await send(`/admin/requests/${id}`, new URLSearchParams({ status: "lost", privateNotes: "" }));
    expect(refused.status).toBe(400);

    expect(await html(`/admin/requests/${id}`)).toContain("Sent 3 options");
    expect(await html("/admin/requests?status=quoted")).toContain(`href="/admin/requests/${id}"`);
    expect(await html("/admin/requests?status=new")).not.toContain(`href="/admin/requests/${id}"`);
    expect(await html("/admin")).toContain("0 new concierge requests");
  });

  it("exports CSV with formula cells neutralised", async () => {
    const response = await send("/admin/requests.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="concierge-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await response.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(",'+1 212 555 0100,");
    expect(csv).toContain("Sent 3 options");
  });

  it("keeps the inbox and the export behind the login", async () => {
    for (const path of ["/admin/requests", "/admin/requests.csv", `/admin/requests/${id}`]) {
      const response = await send(path, undefined, "");
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
    }
  });
});

describe("the booking form from the page cache", () => {
  // A query of its own, so this test's first request is the one that renders the copy.
  const path = "/booking-form?toDestination=Lisbon&passengers=2";
  let page = "";
  let renderedAt = 0;
  /** When this client last got the copy: its posts are measured from then too (decision 068). */
  let servedAt = 0;

  async function storedRequests(): Promise<number> {
    return new Set((await html("/admin/requests")).match(/href="\/admin\/requests\/\d+"/g)).size;
  }

  it("is rendered, then served from the cache: the same bytes for every visitor, prefill included", async () => {
    renderedAt = Date.now();
    const first = await send(path, undefined, "");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    let rendered = await first.text();
    // A prefilled copy is kept when it is asked for a second time (free text, decision 030), once
    // that response has finished and been compressed; the copy kept is the last one rendered.
    let second = await send(path, undefined, "");
    const deadline = Date.now() + 20_000;
    while (second.headers.get("x-page-cache") !== "hit" && Date.now() < deadline) {
      renderedAt = Date.now();
      rendered = await second.text();
      await pause(50);
      second = await send(path, undefined, "");
    }
    expect(second.headers.get("x-page-cache")).toBe("hit");
    page = await second.text();
    const third = await send(path, undefined, "");
    expect(third.headers.get("x-page-cache")).toBe("hit");
    expect(await third.text()).toBe(page);
    servedAt = Date.now();
    expect(hidden(page, "formStamp")).toBe(hidden(rendered, "formStamp"));
    expect(page).toContain('value="Lisbon"');
    expect(page).not.toContain("submissionKey");
  });

  it("accepts a post with the cached page's stamp and fields, and stores it once however often it is sent", async () => {
    await pause(Math.max(renderedAt, servedAt) + minimumFillMs - Date.now());
    const before = await storedRequests();
    const fields = { ...request, email: "cached-page@example.com", toDestination: "Lisbon", formStamp: hidden(page, "formStamp") };
    const first = await sendRequest(fields);
    const second = await sendRequest(fields);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get("location")).toBe("/booking-form/received");
    expect(await storedRequests()).toBe(before + 1);
  });

  it("keeps two visitors' requests apart when both send the same cached stamp", async () => {
    const before = await storedRequests();
    const stamp = hidden(page, "formStamp");
    const first = await sendRequest({ ...request, email: "visitor-one@example.com", formStamp: stamp });
    const second = await sendRequest({ ...request, email: "visitor-two@example.com", formStamp: stamp });
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(await storedRequests()).toBe(before + 2);
  });

  it("hands out a fresh stamp, never cached, and refuses a post sent with it at once", async () => {
    const before = await storedRequests();
    const answer = await send(formStampPath, undefined, "");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const { stamp } = (await answer.json()) as { stamp: string };
    expect(stamp).not.toBe(hidden(page, "formStamp"));
    const refused = await sendRequest({ ...request, email: "too-fast@example.com", formStamp: stamp });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(formGuardMessages.tooFast);
    expect(await storedRequests()).toBe(before);
  });

  it("still refuses a filled honeypot", async () => {
    const before = await storedRequests();
    const refused = await sendRequest({
      ...request,
      email: "bot@example.com",
      formStamp: hidden(page, "formStamp"),
      website: "https://spam.example",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(formGuardMessages.honeypot);
    expect(await storedRequests()).toBe(before);
  });
});
