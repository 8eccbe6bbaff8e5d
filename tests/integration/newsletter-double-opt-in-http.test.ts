import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { outboxMessages } from "./admin-over-http";
import { startSmtpTestServer, type ReceivedEmail, type SmtpTestServer } from "./smtp-test-server";

/*
 * Double opt-in end to end on the production build, its real database and a loopback mail
 * server: the owner turns it on in the admin, a visitor subscribes without JavaScript, the
 * confirmation email arrives, its link confirms once and the welcome email with the guide follows
 * once; turned off again, the spec's one-step flow is back.
 */
const admin = { email: "double-opt-in-owner@example.com", password: "integration-password-46" };
let server: BuiltServer;
let smtp: SmtpTestServer;
let session = "";

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startBuiltServer({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    FORM_MIN_FILL_MS: "0",
    SMTP_URL: smtp.url,
    MAIL_RETRY_DELAY_SECONDS: "1",
  });
  const response = await send("/admin/login", new URLSearchParams(admin));
  expect(response.status).toBe(302);
  session = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

function send(path: string, body?: URLSearchParams, cookie = ""): Promise<Response> {
  const headers: Record<string, string> = { Origin: server.origin };
  if (cookie) headers.Cookie = cookie;
  if (body) headers["Content-Type"] = "application/x-www-form-urlencoded";
  return fetch(server.origin + path, { method: body ? "POST" : "GET", headers, body, redirect: "manual" });
}

async function page(path: string, cookie = ""): Promise<{ status: number; html: string }> {
  const response = await send(path, undefined, cookie);
  return { status: response.status, html: await response.text() };
}

/** The section's form as a browser without JavaScript posts it; answers the notice shown after the redirect. */
async function subscribe(email: string): Promise<string> {
  const home = await page("/");
  const stamp = home.html.match(/name="formStamp" value="([^"]+)"/)?.[1] ?? "";
  const posted = await send("/newsletter", new URLSearchParams({ formStamp: stamp, website: "", source: "section", email }));
  expect(posted.status).toBe(303);
  const flash = (posted.headers.get("set-cookie") ?? "").split(";")[0]!;
  return (await page("/", flash)).html;
}

async function setDoubleOptIn(on: boolean): Promise<void> {
  const body = new URLSearchParams({ intent: "double-opt-in" });
  if (on) body.set("enabled", "on");
  const response = await send("/admin/privacy", body, session);
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/admin/privacy");
}

const to = (address: string, subject: RegExp) => (message: ReceivedEmail) => message.to.includes(address) && subject.test(message.subject);
const confirmSubject = /^Confirm your Pointwise subscription$/;
const welcomeSubject = /^Welcome to Pointwise/;
/** The subjects of the outbox's emails to `address`, once the requests that would send them are answered. */
const subjectsTo = async (address: string) =>
  (await outboxMessages(server.origin, session)).filter((message) => message.to === address).map((message) => message.subject);
/** Whether the admin page's double opt-in box is ticked. */
const ticked = (html: string) => /\schecked=""/.test(html.match(/<input[^>]*id="double-opt-in"[^>]*>/)?.[0] ?? "");
/** A link from an email, on this test's server (emails carry SITE_URL's address). */
const local = (link: string) => new URL(link).pathname + new URL(link).search;

describe("double opt-in, as the owner's setting", () => {
  it("is off by default and shown as a section of the newsletter admin", async () => {
    const admin = await page("/admin/privacy", session);
    expect(admin.html).toContain("Double opt-in");
    expect(admin.html).toMatch(/<input[^>]*id="double-opt-in"[^>]*>/);
    expect(ticked(admin.html)).toBe(false);
  });

  it("when on: pending, a confirmation email with a link that confirms once, then the welcome email once", async () => {
    await setDoubleOptIn(true);
    expect(ticked((await page("/admin/privacy", session)).html)).toBe(true);
    expect((await page("/admin/audit", session)).html).toContain("Turned newsletter double opt-in on");

    const email = "confirm-me@example.com";
    const notice = await subscribe(email);
    expect(notice).toContain("Check your inbox and click the link in our email to confirm your subscription.");
    expect(notice).not.toContain("You&#x27;ve been subscribed!");

    const confirmation = await smtp.waitForMessage(to(email, confirmSubject));
    expect(confirmation.text).toContain("Hi confirm-me,");
    expect(confirmation.text).not.toContain("/guide");
    const link = confirmation.text.match(/Confirm my subscription: (\S+)/)?.[1] ?? "";
    expect(link).toMatch(/\/newsletter\/confirm\?token=/);
    const path = local(link);

    const list = (await page("/admin/subscribers", session)).html;
    expect(list).toContain(email);
    expect(list).toContain("pending confirmation");
    expect(list).toContain("0 active of 1 in all (1 pending confirmation)");
    expect((await page("/admin/newsletter", session)).html).toContain("Send to 0 subscribers");

    // Asking again while pending is not 'Already Subscribed' (and within ten minutes sends nothing more).
    expect(await subscribe(email)).toContain("confirm your subscription");

    // A visit only asks: a link scanner must not confirm anyone.
    const visit = await page(path);
    expect(visit.status).toBe(200);
    expect(visit.html).toContain("Confirm your subscription");
    expect(await subjectsTo(email)).toEqual(["Confirm your Pointwise subscription"]);
    expect(smtp.messages.filter(to(email, welcomeSubject))).toHaveLength(0);

    const confirmed = await send(path, new URLSearchParams());
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Your subscription is confirmed");
    const welcome = await smtp.waitForMessage(to(email, welcomeSubject));
    expect(welcome.text).toMatch(/Read the free guide: http:\/\/\S+\/guide/);
    expect(welcome.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const again = await send(path, new URLSearchParams());
    expect(await again.text()).toContain("Your subscription is already confirmed");
    expect((await page(path)).html).toContain("Your subscription is already confirmed");
    expect(await subscribe(email)).toContain("This email is already subscribed to our newsletter.");
    const subjects = await subjectsTo(email);
    expect(subjects.filter((subject) => welcomeSubject.test(subject))).toHaveLength(1);
    expect(subjects.filter((subject) => confirmSubject.test(subject))).toHaveLength(1);
    expect(smtp.messages.filter(to(email, welcomeSubject))).toHaveLength(1);
    expect(smtp.messages.filter(to(email, confirmSubject))).toHaveLength(1);

    const csv = await (await send("/admin/subscribers.csv?status=active", undefined, session)).text();
    expect(csv).toMatch(new RegExp(`^${email},active,section,[^,]+,,[^,]+,\\d{4}-\\d{2}-\\d{2}T`, "m"));
    expect((await page("/admin/newsletter", session)).html).toContain("Send to 1 subscribers");
  });

  it("refuses a damaged confirmation link", async () => {
    const refused = await page("/newsletter/confirm?token=not-a-token");
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("This confirmation link is not valid");
    expect((await send("/newsletter/confirm?token=not-a-token", new URLSearchParams())).status).toBe(400);
  });

  it("when off again: the spec's flow, one step and the spec's text", async () => {
    await setDoubleOptIn(false);
    const email = "one-step@example.com";
    expect(await subscribe(email)).toContain("You&#x27;ve been subscribed! A welcome email has been sent to your inbox.");
    await smtp.waitForMessage(to(email, welcomeSubject));
    expect(smtp.messages.filter(to(email, confirmSubject))).toHaveLength(0);
    expect((await page("/admin/audit", session)).html).toContain("Turned newsletter double opt-in off");
  });

  it("unsubscribing erases the subscriber and is counted, and the one-click link still answers afterwards", async () => {
    const welcome = await smtp.waitForMessage(to("one-step@example.com", welcomeSubject));
    const link = /^<(.+)>$/.exec(welcome.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(server.origin + local(link), { method: "POST", body: "List-Unsubscribe=One-Click" });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("You have been unsubscribed");
    }
    const list = (await page("/admin/subscribers", session)).html;
    expect(list).not.toContain("one-step@example.com");
    expect(list).toContain("1 unsubscribed in the last 30 days");
  });
});
