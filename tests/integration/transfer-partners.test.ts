import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBonusSource, type FakeBonusSource } from "../support/fake-bonus-source";
import { eventually } from "../support/eventually";
import { startBuiltServer, type BuiltServer } from "./built-server";

/*
 * The partners page, the values page and their admin over HTTP against the production build:
 * the catalog is there from the first start, a published bonus shows its effective ratio, and
 * an owner's edit reaches the cached public pages at once. One login for the file.
 */
const admin = { email: "partners-owner@example.com", password: "integration-password-3" };
const secret = "integration-webhook-secret-partners-0123";
let fake: FakeBonusSource;
let server: BuiltServer;
let cookie = "";

beforeAll(async () => {
  fake = await startFakeBonusSource();
  server = await startBuiltServer({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    TRANSFER_BONUS_SOURCE_URL: fake.pageUrl,
    FIRECRAWL_API_URL: fake.origin,
    TRANSFER_BONUS_WEBHOOK_SECRET: secret,
  });
  const response = await send("/admin/login", new URLSearchParams(admin), "");
  expect(response.status).toBe(302);
  cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
});
afterAll(async () => {
  await server?.stop();
  await fake?.stop();
});

function send(path: string, body?: URLSearchParams, session = cookie): Promise<Response> {
  const headers: Record<string, string> = { Origin: server.origin };
  if (session) headers.Cookie = session;
  if (body) headers["Content-Type"] = "application/x-www-form-urlencoded";
  return fetch(server.origin + path, { method: body ? "POST" : "GET", headers, body, redirect: "manual" });
}

/** A public page as an anonymous visitor gets it (through the page cache). */
async function publicPage(path: string): Promise<{ html: string; cache: string | null }> {
  const response = await fetch(server.origin + path);
  expect(response.status, path).toBe(200);
  return { html: await response.text(), cache: response.headers.get("x-page-cache") };
}

/** The table row whose header cell names `name`, as HTML. */
function row(html: string, name: string): string {
  return html.match(new RegExp(`<tr>(?:(?!</tr>).)*?${name}(?:(?!</tr>).)*</tr>`, "s"))?.[0] ?? "";
}

const chase = "/transfer-partners?currency=chase-ultimate-rewards";

describe("/transfer-partners", () => {
  it("lists a currency's partners from the content added at first start, and is cached", async () => {
    const { html } = await publicPage(chase);
    expect(html).toContain("Chase Ultimate Rewards transfer partners");
    expect(row(html, "Virgin Atlantic Flying Club")).toContain("None today");
    expect(row(html, "World of Hyatt")).toContain("1:1");
    // The copy is stored once compressed, a moment after the first answer.
    await expect.poll(async () => (await publicPage(chase)).cache).toBe("hit");
  });

  it("answers 404 for an unknown currency, and ignores a value that is not an id", async () => {
    expect((await fetch(`${server.origin}/transfer-partners?currency=no-such-bank`)).status).toBe(404);
    expect((await fetch(`${server.origin}/transfer-partners?currency=%3Cb%3E`)).status).toBe(200);
  });

  it("shows the effective ratio of a bonus running today once it is published, not of an upcoming one", async () => {
    expect(
      (await fetch(`${server.origin}/hooks/transfer-bonuses`, { method: "POST", headers: { Authorization: `Bearer ${secret}` } })).status,
    ).toBe(202);
    const html = await eventually(
      async () => {
        const { html } = await publicPage(chase);
        return html.includes("1:1.3") ? html : undefined;
      },
      "the published bonus on the partners page",
      { intervalMs: 100 },
    );
    expect(row(html, "Virgin Atlantic Flying Club")).toContain("1:1.3");
    expect(row(html, "Virgin Atlantic Flying Club")).toContain('href="/transfer-bonuses"');
    const british = (await publicPage("/transfer-partners?program=avios-british-airways")).html;
    expect(row(british, "American Express Membership Rewards")).toContain("1:1.25");
    const capitalOne = (await publicPage("/transfer-partners?currency=capital-one-miles")).html;
    expect(row(capitalOne, "Avianca LifeMiles")).toContain("None today");
  });
});

describe("the admin", () => {
  const edit = "/admin/transfer-partners/chase-ultimate-rewards/hyatt";
  const form = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({
      ratio: "1000:800",
      transferTime: "up to 2 days",
      minimum: "1000",
      increment: "1000",
      source: "https://example.com/chase-hyatt",
      checkedOn: "2026-11-25",
      ...overrides,
    });

  it("refuses a bad ratio with 400, keeping what was typed", async () => {
    const response = await send(edit, form({ ratio: "1:1.5" }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Enter a ratio of whole numbers");
    expect(html).toContain('value="1:1.5"');
  });

  it("saves a partner row, audits it, and the cached public page shows it at once", async () => {
    await publicPage(chase);
    const response = await send(edit, form());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/transfer-partners?currency=chase-ultimate-rewards");
    const { html } = await publicPage(chase);
    expect(row(html, "World of Hyatt")).toContain("1000:800");
    expect(row(html, "World of Hyatt")).toContain("up to 2 days");
    const audit = await (await send("/admin/audit")).text();
    expect(audit).toContain("Chase Ultimate Rewards to World of Hyatt: 1000:800");
  });

  it("saves a point value: the values page and the deal's first-year value follow", async () => {
    const deal = "/deals/chase-sapphire-preferred-75k";
    expect((await publicPage(deal)).html).toContain("$1,218");
    const response = await send(
      "/admin/transfer-partners/values/currency/chase-ultimate-rewards",
      new URLSearchParams({ cents: "2", reviewedOn: "2026-11-25" }),
    );
    expect(response.status).toBe(303);
    const values = (await publicPage("/transfer-partners/values")).html;
    expect(row(values, "Chase Ultimate Rewards")).toContain("2¢");
    const page = (await publicPage(deal)).html;
    expect(page).toContain("$1,405");
    expect(page).toContain("75,000 points × 2¢ per point (our value for Chase Ultimate Rewards) − $95 first-year fee");
    const audit = await (await send("/admin/audit")).text();
    expect(audit).toContain("Point value saved");
  });

  it("keeps the admin pages behind the sign-in", async () => {
    expect((await send("/admin/transfer-partners", undefined, "")).status).toBe(302);
    expect((await send(edit, form({ ratio: "1:9" }), "")).status).toBeGreaterThanOrEqual(300);
    expect(row((await publicPage(chase)).html, "World of Hyatt")).not.toContain("1:9");
  });
});
