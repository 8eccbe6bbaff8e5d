import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server";

/*
 * The owner's mail settings and outbox over HTTP with JavaScript off, on a server that delivers
 * to a real SMTP server on loopback. One login for the whole file (logins are rate-limited).
 */
const admin = { email: "mail-owner@example.com", password: "integration-password-3" };
let server: BuiltServer;
let smtp: SmtpTestServer;
let cookie = "";

beforeAll(async () => {
  smtp = await startSmtpTestServer({ rejectRecipient: "bounce@example.com" });
  server = await startBuiltServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, SMTP_URL: smtp.url });
  const response = await send("/admin/login", new URLSearchParams(admin));
  expect(response.status).toBe(302);
  cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

function send(path: string, body?: URLSearchParams, extraCookie = ""): Promise<Response> {
  const headers: Record<string, string> = { Origin: server.origin, Cookie: [cookie, extraCookie].filter(Boolean).join("; ") };
  if (body) headers["Content-Type"] = "application/x-www-form-urlencoded";
  return fetch(server.origin + path, { method: body ? "POST" : "GET", headers, body, redirect: "manual" });
}

function flashFrom(response: Response): string {
  const flash = response.headers.getSetCookie().find((value) => value.startsWith("pw_flash="));
  expect(flash, "a flash cookie").toBeDefined();
  return flash!.split(";")[0]!;
}

describe("the owner's mail settings", () => {
  it("is behind the admin login", async () => {
    for (const path of ["/admin/settings", "/admin/outbox", "/admin/outbox/1"]) {
      const response = await fetch(server.origin + path, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toContain("/admin/login");
    }
  });

  it("defaults the owner address to the bootstrap admin's", async () => {
    const page = await (await send("/admin/settings")).text();
    expect(page).toContain(`value="${admin.email}"`);
  });

  it("refuses a bad address with its message, keeping what was typed", async () => {
    const response = await send("/admin/settings", new URLSearchParams({ ownerEmail: "not-an-address<b>" }));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Enter the address that should receive new leads and bookings.");
    expect(page).toContain('value="not-an-address&lt;b&gt;"');
  });

  it("saves, then shows the notice once on the page it redirects to", async () => {
    const saved = await send("/admin/settings", new URLSearchParams({ ownerEmail: "leads@example.com" }));
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/admin/settings");
    const flash = flashFrom(saved);

    const shown = await send("/admin/settings", undefined, flash);
    const page = await shown.text();
    expect(page).toMatch(/role="status"[^>]*>.*Settings saved.*New leads go to leads@example.com\./s);
    const cleared = shown.headers.getSetCookie().find((value) => value.startsWith("pw_flash="));
    expect(cleared).toMatch(/^pw_flash=;.*Max-Age=0/);
    expect(page).toContain('value="leads@example.com"');

    const again = await (await send("/admin/settings")).text();
    expect(again).not.toContain("Settings saved");
  });

  it("ignores a forged flash cookie", async () => {
    const forged = `pw_flash=${Buffer.from(JSON.stringify({ title: "Hacked" })).toString("base64url")}..xyz`;
    const page = await (await send("/admin/settings", undefined, forged)).text();
    expect(page).not.toContain("Hacked");
  });

  it("sends a test email to the owner, listed in the outbox as sent", async () => {
    const queued = await send("/admin/settings", new URLSearchParams({ intent: "test" }));
    expect(queued.status).toBe(303);
    const email = await smtp.waitForMessage((message) => message.subject === "Pointwise test email");
    expect(email.to).toEqual(["leads@example.com"]);
    expect(email.text).toContain("/admin/outbox");

    await expect.poll(async () => (await send("/admin/outbox?status=sent")).text(), { timeout: 10_000 }).toContain("Pointwise test email");
    expect(await server.logged()).not.toContain("leads@example.com");
  });
});

describe("the outbox", () => {
  it("shows a message's text body, and answers 404 for an unknown one", async () => {
    const list = await (await send("/admin/outbox")).text();
    const id = list.match(/href="\/admin\/outbox\/(\d+)"/)?.[1];
    expect(id).toBeDefined();
    const page = await (await send(`/admin/outbox/${id}`)).text();
    expect(page).toContain("This test was sent from the admin&#x27;s settings page.");
    expect((await send("/admin/outbox/999999")).status).toBe(404);
    expect((await send("/admin/outbox/abc")).status).toBe(404);
  });

  it("marks a rejected message failed with the server's reply, and retries it by hand", async () => {
    await send("/admin/settings", new URLSearchParams({ ownerEmail: "bounce@example.com" }));
    await send("/admin/settings", new URLSearchParams({ intent: "test" }));
    await expect.poll(async () => (await send("/admin/outbox?status=failed")).text(), { timeout: 10_000 }).toContain("550");
    const dashboard = await (await send("/admin")).text();
    expect(dashboard).toContain("1 email failed in the last 7 days.");

    const list = await (await send("/admin/outbox?status=failed")).text();
    const id = list.match(/href="\/admin\/outbox\/(\d+)"/)?.[1];
    const retried = await send(`/admin/outbox/${id}`, new URLSearchParams());
    expect(retried.status).toBe(303);
    const page = await (await send(`/admin/outbox/${id}`, undefined, flashFrom(retried))).text();
    expect(page).toContain("Queued again");
    await expect.poll(async () => (await send(`/admin/outbox/${id}`)).text(), { timeout: 10_000 }).toMatch(/Attempts.*2/s);
  });
});
