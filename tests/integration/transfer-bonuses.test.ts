import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBonusSource, validKey, type FakeBonusSource } from "../support/fake-bonus-source";
import { eventually } from "../support/eventually";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server";

/*
 * The done-when of the transfer-bonus issue: a page of the real shape at
 * TRANSFER_BONUS_SOURCE_URL, a call to the webhook, and the public table fills, with or
 * without a scraping-service key.
 */
const secret = "integration-webhook-secret-0123456789";
let fake: FakeBonusSource;

beforeAll(async () => (fake = await startFakeBonusSource()));
afterAll(() => fake.stop());

function callWebhook(server: BuiltServer, authorization?: string): Promise<Response> {
  return fetch(`${server.origin}/hooks/transfer-bonuses`, {
    method: "POST",
    headers: authorization ? { Authorization: authorization } : {},
  });
}

async function publicTable(server: BuiltServer): Promise<string> {
  const page = await (await fetch(`${server.origin}/transfer-bonuses`)).text();
  return page.match(/<table[\s\S]*<\/table>/)?.[0] ?? "";
}

function waitForTable(server: BuiltServer, text: string): Promise<string> {
  return eventually(
    async () => {
      const table = await publicTable(server);
      return table.includes(text) ? table : undefined;
    },
    `the public table to show ${text}`,
    { intervalMs: 100 },
  );
}

function startServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  return startBuiltServer({
    TRANSFER_BONUS_SOURCE_URL: fake.pageUrl,
    FIRECRAWL_API_URL: fake.origin,
    TRANSFER_BONUS_WEBHOOK_SECRET: secret,
    ...env,
  });
}

describe("the transfer-bonus webhook without a scraping-service key", () => {
  let server: BuiltServer;
  beforeAll(async () => (server = await startServer()));
  afterAll(() => server?.stop());

  it("starts with the built-in bonuses, all ended, so the page shows its empty state", async () => {
    const page = await (await fetch(`${server.origin}/transfer-bonuses`)).text();
    expect(page).toContain("No transfer bonuses right now");
    expect(page).toContain('href="/#newsletter"');
    expect(page).toContain("No bonus ended in the last 90 days either.");
    expect(page).toContain('href="/transfer-bonuses/history"');
    const history = await (await fetch(`${server.origin}/transfer-bonuses/history`)).text();
    expect(history).toContain("Every bonus seen (15)");
  });

  it("refuses a missing or wrong secret with 401", async () => {
    expect((await callWebhook(server)).status).toBe(401);
    expect((await callWebhook(server, "Bearer not-the-secret")).status).toBe(401);
    expect((await callWebhook(server, secret)).status).toBe(401);
  });

  it("answers 202 to the right secret and the public table fills from the page's HTML", async () => {
    fake.requests.length = 0;
    const response = await callWebhook(server, `Bearer ${secret}`);
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ accepted: true });
    const table = await waitForTable(server, "Capital One Miles");
    expect(table).toContain("Chase Ultimate Rewards");
    expect(table).toContain("American Express Membership Rewards");
    expect(table).toContain("Upcoming");
    expect(table).not.toContain("Citi ThankYou Points");
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["GET /current-point-transfer-bonuses/"]);
    expect(await server.logged()).not.toContain(secret);
  });

  // Once a browser test with JavaScript off (issue 34): the filled table is in the server's HTML.
  it("the public table renders on the server, a row per currency", async () => {
    await waitForTable(server, "Capital One Miles");
    const $ = cheerio.load(await (await fetch(`${server.origin}/transfer-bonuses`)).text());
    const rowHeaders = $("table tbody th[scope='row']").filter((_, cell) => $(cell).text().trim() === "Capital One Miles");
    expect(rowHeaders).toHaveLength(1);
    expect(rowHeaders.is("[hidden], [hidden] *, [aria-hidden='true'], [aria-hidden='true'] *")).toBe(false);
  });

  it("rate limits an address after repeated wrong secrets", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) statuses.push((await callWebhook(server, "Bearer wrong")).status);
    const limited = await callWebhook(server, `Bearer ${secret}`);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(7);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("the transfer-bonus webhook with a scraping-service key in the environment", () => {
  let server: BuiltServer;
  beforeAll(async () => (server = await startServer({ FIRECRAWL_API_KEY: validKey })));
  afterAll(() => server?.stop());

  it("scrapes through the service's endpoint and fills the public table", async () => {
    fake.requests.length = 0;
    expect((await callWebhook(server, `Bearer ${secret}`)).status).toBe(202);
    await waitForTable(server, "Capital One Miles");
    const scrape = fake.requests.find((request) => request.path === "/v1/scrape");
    expect(scrape?.headers.authorization).toBe(`Bearer ${validKey}`);
    expect(JSON.parse(scrape!.body)).toMatchObject({ url: fake.pageUrl, formats: ["markdown"] });
    expect(await server.logged()).not.toContain(validKey);
  });
});

describe("the auto-updater with JavaScript off, and an automatic run that cannot publish", () => {
  const admin = { email: "bonus-owner@example.com", password: "integration-password-3" };
  let server: BuiltServer;
  let smtp: SmtpTestServer;
  let cookie = "";

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    server = await startBuiltServer({
      TRANSFER_BONUS_SOURCE_URL: fake.pageUrl,
      FIRECRAWL_API_URL: fake.origin,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: smtp.url,
    });
    const login = await post("/admin/login", new URLSearchParams(admin), "");
    cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  });
  afterAll(async () => {
    fake.setPage(undefined);
    await server?.stop();
    await smtp?.stop();
  });

  function post(path: string, body: URLSearchParams, session = cookie): Promise<Response> {
    return fetch(server.origin + path, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: session, "Content-Type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    });
  }

  it("a scrape posted without JavaScript waits for the result and redirects to it with its toast", async () => {
    const response = await post("/admin/transfer-bonuses", new URLSearchParams({ intent: "scrape" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/admin\/transfer-bonuses\?run=\d+$/);
    const page = await (
      await fetch(server.origin + response.headers.get("location")!, {
        headers: { Cookie: `${cookie}; ${response.headers.get("set-cookie")!.split(";")[0]}` },
      })
    )
      .text()
      .then((html) => html.replaceAll("<!-- -->", ""));
    expect(page).toContain("Found 3 current transfer bonuses");
    expect(page).toContain("Results (3)");
  });

  it("an empty key gets the spec's error toast, and a webhook secret is shown once and then works", async () => {
    const empty = await post("/admin/transfer-bonuses", new URLSearchParams({ intent: "save-key", apiKey: "  " }));
    expect(empty.status).toBe(303);
    const landed = await (
      await fetch(server.origin + empty.headers.get("location")!, {
        headers: { Cookie: `${cookie}; ${empty.headers.get("set-cookie")!.split(";")[0]}` },
      })
    ).text();
    expect(landed).toContain("Please enter your Firecrawl API key");

    const rotated = await (await post("/admin/transfer-bonuses", new URLSearchParams({ intent: "rotate-secret" }))).text();
    const secret = rotated.match(/New secret \(shown only this once\): <code[^>]*>([A-Za-z0-9_-]+)<\/code>/)?.[1];
    expect(secret).toBeDefined();
    const later = await (await fetch(`${server.origin}/admin/transfer-bonuses`, { headers: { Cookie: cookie } })).text();
    expect(later).not.toContain(secret!);

    fake.setPage({ html: "<h1>Redesigned</h1>", markdown: "# Redesigned" });
    expect((await callWebhook(server, `Bearer ${secret}`)).status).toBe(202);
    const email = await smtp.waitForMessage((message) => message.subject === "Transfer bonuses were not updated", 20_000);
    expect(email.to).toContain(admin.email);
    expect(email.text).toContain("No transfer bonuses found. The website structure may have changed.");
  });
});
