import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";

/* The insights endpoint over HTTP, and what the owner then sees at /admin/insights. */
const admin = { email: "insights-owner@example.com", password: "integration-password-3" };
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const analytics = "pw_consent=a1f0m0.2026-11-23T09:00:00.000Z";
const noAnalytics = "pw_consent=a0f1m1.2026-11-23T09:00:00.000Z";
let server: BuiltServer;
let session = "";

beforeAll(async () => {
  server = await startBuiltServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  const login = await fetch(`${server.origin}/admin/login`, {
    method: "POST",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(admin),
    redirect: "manual",
  });
  session = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
});
afterAll(async () => {
  await server?.stop();
});

function beacon(body: unknown, { cookie = analytics, userAgent = browser } = {}): Promise<Response> {
  const headers: Record<string, string> = {
    Origin: server.origin,
    "Sec-Fetch-Site": "same-origin",
    "Content-Type": "text/plain;charset=UTF-8",
    "User-Agent": userAgent,
  };
  if (cookie) headers.Cookie = cookie;
  return fetch(`${server.origin}/api/insights`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function insightsPage(): Promise<string> {
  const response = await fetch(`${server.origin}/admin/insights`, { headers: { Cookie: session } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The number in the summary figure labelled `label`. */
function figure(html: string, label: string): number {
  const match = new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([\\d,]+)</dd>`).exec(html);
  expect(match, label).not.toBeNull();
  return Number(match![1]!.replace(/,/g, ""));
}

describe("the beacon endpoint", () => {
  it("counts a page view from a visitor who granted analytics", async () => {
    const before = figure(await insightsPage(), "Page views");
    const response = await beacon({ type: "pageview", path: "/deals", referrer: "news.example.com" });
    expect(response.status).toBe(204);
    const html = await insightsPage();
    expect(figure(html, "Page views")).toBe(before + 1);
    expect(html).toContain("news.example.com");
  });

  it("refuses without the consent cookie, or when analytics was not granted", async () => {
    const before = figure(await insightsPage(), "Page views");
    expect((await beacon({ type: "pageview", path: "/" }, { cookie: "" })).status).toBe(403);
    expect((await beacon({ type: "pageview", path: "/" }, { cookie: noAnalytics })).status).toBe(403);
    expect(figure(await insightsPage(), "Page views")).toBe(before);
  });

  it("ignores crawlers", async () => {
    const before = figure(await insightsPage(), "Page views");
    const response = await beacon({ type: "pageview", path: "/" }, { userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    expect(response.status).toBe(204);
    expect(figure(await insightsPage(), "Page views")).toBe(before);
  });

  it("refuses anything but an exact beacon", async () => {
    for (const body of [
      "{",
      { type: "pageview", path: "/x?email=a@b.example" },
      { type: "event", event: "hacked" },
      { type: "pageview", path: "/", ip: "1.2.3.4" },
    ]) {
      expect((await beacon(body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("refuses a body over 1 KB", async () => {
    const response = await beacon({ type: "pageview", path: "/" + "a".repeat(1100) });
    expect(response.status).toBe(413);
  });

  it("refuses a cross-site post", async () => {
    const response = await fetch(`${server.origin}/api/insights`, {
      method: "POST",
      headers: { Origin: "https://evil.example", Cookie: analytics, "User-Agent": browser },
      body: JSON.stringify({ type: "pageview", path: "/" }),
    });
    expect(response.status).toBe(403);
  });

  it("counts funnel events per deal for the owner's deal table", async () => {
    const slug = "capital-one-venture-75k";
    for (const event of ["deal_viewed", "deal_viewed", "deal_viewed", "deal_viewed", "apply_clicked"]) {
      expect((await beacon({ type: "event", event, deal: slug })).status).toBe(204);
    }
    const html = await insightsPage();
    expect(html).toMatch(/Capital One Venture[^<]*<\/a><\/th><td[^>]*>4<\/td><td[^>]*>1<\/td><td[^>]*>25%<\/td>/);
  });
});
