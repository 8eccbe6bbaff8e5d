import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSigningSecret, signToken } from "~/security/signing.server";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server";

/*
 * The newsletter over HTTP as a browser without JavaScript uses it: native posts, redirects
 * followed by hand, cookies carried along. Links are read from the emails the server sends to a
 * test mail server; the first subscriber of the empty database has id 1.
 */
const appSecret = "newsletter-http-test-secret-0123456789abcdef";
const admin = { email: "list-owner@example.com", password: "integration-password-9" };
let server: BuiltServer;
let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startBuiltServer({
    APP_SECRET: appSecret,
    SMTP_URL: smtp.url,
    FORM_MIN_FILL_MS: "0",
    ...{ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
  });
  await loadSigningSecret(appSecret);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A cookie jar of name=value pairs, updated from each response's Set-Cookie headers. */
class Browser {
  cookies = new Map<string, string>();
  async request(path: string, body?: URLSearchParams, headers: Record<string, string> = { Origin: server.origin }): Promise<Response> {
    const all: Record<string, string> = { ...headers };
    if (this.cookies.size) all.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (body) all["Content-Type"] = "application/x-www-form-urlencoded";
    const response = await fetch(server.origin + path, { method: body ? "POST" : "GET", headers: all, body, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      if (/Max-Age=0/.test(line)) this.cookies.delete(name!);
      else this.cookies.set(name!, value.join("="));
    }
    return response;
  }
  async page(path: string): Promise<string> {
    const response = await this.request(path);
    expect(response.status, path).toBe(200);
    return response.text();
  }
  /** Posts the section's subscribe form as the home page renders it. */
  async subscribe(email: string, extra: Record<string, string> = {}): Promise<Response> {
    const home = await this.page("/");
    const stamp = home.match(/name="formStamp" value="([^"]+)"/)?.[1];
    return this.request("/newsletter", new URLSearchParams({ formStamp: stamp!, website: "", source: "section", email, ...extra }));
  }
}

function emailInput(page: string): string {
  return page.match(/<input[^>]*name="email"[^>]*>/)?.[0] ?? "";
}

describe("subscribing without JavaScript", () => {
  it("keeps an invalid address beside the field with the spec's message, once", async () => {
    const browser = new Browser();
    const refused = await browser.subscribe("jane@example");
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe("/#newsletter");
    const page = await browser.page("/");
    expect(page).toContain("Invalid Email");
    expect(page).toContain("Please enter a valid email address.");
    expect(emailInput(page)).toContain('value="jane@example"');
    expect(emailInput(page)).toContain('aria-invalid="true"');
    expect(emailInput(await browser.page("/"))).not.toContain("value=");
  });

  it("subscribes, then refuses the same address in another case", async () => {
    const browser = new Browser();
    expect((await browser.subscribe("first@example.com")).status).toBe(303);
    const welcomed = await browser.page("/");
    expect(welcomed).toContain("Success");
    expect(welcomed).toContain("You&#x27;ve been subscribed!");
    await browser.subscribe(" FIRST@example.com ");
    expect(await browser.page("/")).toContain("This email is already subscribed to our newsletter.");
  });

  it("answers the page's script with data instead of a redirect", async () => {
    const response = await new Browser().subscribe("not-an-address", { enhanced: "1" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, fieldError: "Please enter a valid email address." });
  });

  it("refuses a filled honeypot", async () => {
    const browser = new Browser();
    await browser.subscribe("bot@example.com", { website: "spam" });
    expect(await browser.page("/")).toContain("Not Subscribed");
  });

  it("refuses a post from another site", async () => {
    const response = await new Browser().request("/newsletter", new URLSearchParams({ email: "x@example.com" }), {
      Origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });
});

/** The newest email to `to` whose text has a link to `path`, and that link's token. */
async function linkIn(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path.replace(/[/?]/g, "\\$&")}\\?token=([\\w.%-]+)`);
  const sent = await smtp.waitForMessage((email) => email.to.includes(to) && pattern.test(email.text));
  const newest = smtp.messages.filter((email) => email.to.includes(to) && pattern.test(email.text)).at(-1) ?? sent;
  return pattern.exec(newest.text)![1]!;
}

describe("unsubscribing", () => {
  let emailed = "";
  const token = () => emailed;
  beforeAll(async () => {
    emailed = await linkIn("first@example.com", "/unsubscribe");
  });

  it("opens nothing with a token signed for the subscriber's id alone (the key of a backup is not enough)", async () => {
    const idOnly = signToken("unsubscribe", "1");
    expect((await new Browser().request(`/unsubscribe?token=${idOnly}`)).status).toBe(400);
    const posted = await fetch(`${server.origin}/unsubscribe?token=${idOnly}`, { method: "POST", body: "List-Unsubscribe=One-Click" });
    expect(posted.status).toBe(400);
  });

  it("asks on a visit (link scanners must not unsubscribe anyone) with a button that posts", async () => {
    const page = await new Browser().page(`/unsubscribe?token=${token()}`);
    expect(page).toContain("Unsubscribe from our newsletter?");
    const form = page.match(/<form [^>]*action="\/unsubscribe[^"]*"[^>]*>/)?.[0] ?? "";
    expect(form).toContain(`action="/unsubscribe?token=${token()}"`);
    expect(form).toContain('method="post"');
  });

  it("unsubscribes on the one-click POST a mail provider sends: no Origin, no cookies", async () => {
    const response = await fetch(`${server.origin}/unsubscribe?token=${token()}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("You have been unsubscribed");
    // A mail provider repeating the one-click POST is told the same.
    const again = await fetch(`${server.origin}/unsubscribe?token=${token()}`, { method: "POST", body: "List-Unsubscribe=One-Click" });
    expect(again.status).toBe(200);
  });

  it("puts the address back only when its owner follows the confirmation link (issue 29, item 8)", async () => {
    const browser = new Browser();
    await browser.subscribe("first@example.com");
    expect(await browser.page("/")).toContain("Check your inbox and click the link in our email to confirm");
    const confirm = await linkIn("first@example.com", "/newsletter/confirm");
    // Still off the list: asking again is not "Already Subscribed".
    await browser.subscribe("first@example.com");
    expect(await browser.page("/")).not.toContain("This email is already subscribed");
    const confirmed = await browser.request(`/newsletter/confirm?token=${confirm}`, new URLSearchParams());
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Your subscription is confirmed");
    await browser.subscribe("first@example.com");
    expect(await browser.page("/")).toContain("This email is already subscribed to our newsletter.");
  });

  it("refuses a forged token", async () => {
    const forged = `${Buffer.from("1").toString("base64url")}..not-a-signature`;
    expect((await new Browser().request(`/unsubscribe?token=${forged}`)).status).toBe(400);
    const posted = await fetch(`${server.origin}/unsubscribe?token=${forged}`, { method: "POST", body: "List-Unsubscribe=One-Click" });
    expect(posted.status).toBe(400);
  });
});

describe("the section's admin toggle", () => {
  it("refuses every admin action without a session", async () => {
    for (const intent of ["clear", "logout"]) {
      const response = await new Browser().request("/newsletter/admin", new URLSearchParams({ intent }));
      expect(response.status, intent).toBe(403);
    }
  });

  it("denies a wrong password, keeping the typed address", async () => {
    const browser = new Browser();
    const refused = await browser.request(
      "/newsletter/admin",
      new URLSearchParams({ intent: "login", email: admin.email, password: "wrong" }),
    );
    expect(refused.headers.get("location")).toBe("/?admin=1#newsletter");
    const page = await browser.page("/?admin=1");
    expect(page).toContain("Access Denied");
    expect(page).toContain("Invalid admin password.");
    expect(page).toMatch(new RegExp(`<details open=""`));
    expect(page).toContain(`value="${admin.email}"`);
    expect(browser.cookies.has("__Host-pw_session")).toBe(false);
  });

  it("logs in, shows and clears the list after confirmation, and logs out", async () => {
    const browser = new Browser();
    await browser.request("/newsletter/admin", new URLSearchParams({ intent: "login", ...admin }));
    expect(browser.cookies.has("__Host-pw_session")).toBe(true);
    const granted = await browser.page("/");
    expect(granted).toContain("Admin Access Granted");
    expect(granted).toContain("You now have access to subscriber data.");
    expect(granted).toContain("Show Subscribers (1)");
    expect(granted).not.toContain("first@example.com");

    expect(await browser.page("/?subscribers=1")).toContain("first@example.com");
    expect(await browser.page("/?confirmClear=1")).toContain("Remove all 1 subscribers? This cannot be undone.");
    await browser.request("/newsletter/admin", new URLSearchParams({ intent: "clear" }));
    const cleared = await browser.page("/");
    expect(cleared).toContain("All subscribers have been cleared.");
    expect(cleared).toContain("Show Subscribers (0)");

    await browser.request("/newsletter/admin", new URLSearchParams({ intent: "logout" }));
    const loggedOut = await browser.page("/");
    expect(loggedOut).toContain("Admin session ended.");
    expect(loggedOut).not.toContain("Show Subscribers");
  });
});

describe("the subscriber admin", () => {
  it("is refused without a session", async () => {
    for (const path of ["/admin/subscribers", "/admin/subscribers.csv", "/admin/subscribers/1/remove"]) {
      const response = await new Browser().request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
    }
    const posted = await new Browser().request("/admin/subscribers/1/remove", new URLSearchParams());
    expect(posted.status).toBe(302);
  });

  it("lists, filters, exports with formula cells neutralised, and removes one", async () => {
    const visitor = new Browser();
    await visitor.subscribe("=cmd@example.com");
    expect(await visitor.page("/")).toContain("Please enter a valid email address.");
    await visitor.subscribe("-alpha@example.com");
    await visitor.subscribe("beta@example.com");

    const owner = new Browser();
    await owner.request("/newsletter/admin", new URLSearchParams({ intent: "login", ...admin }));
    const list = await owner.page("/admin/subscribers?q=ALPHA");
    expect(list).toContain("-alpha@example.com");
    expect(list).not.toContain("beta@example.com");

    const csv = await owner.request("/admin/subscribers.csv?status=active");
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("email,status,source,subscribed_at,unsubscribed_at,consent_version,confirmed_at");
    expect(lines.some((line) => line.startsWith("'-alpha@example.com,active,section,"))).toBe(true);

    const id = list.match(/href="\/admin\/subscribers\/(\d+)\/remove"/)?.[1];
    expect(await owner.page(`/admin/subscribers/${id}/remove`)).toContain("Remove -alpha@example.com?");
    const removed = await owner.request(`/admin/subscribers/${id}/remove`, new URLSearchParams());
    expect(removed.headers.get("location")).toBe("/admin/subscribers");
    expect(await owner.page("/admin/subscribers")).not.toContain(`/admin/subscribers/${id}/remove`);
  });
});
