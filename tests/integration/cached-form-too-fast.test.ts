import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leafRoutes } from "~/lib/route-table";
import { formGuardFieldNames, formGuardMessages } from "~/security/form-guard";
import { appRouteManifest } from "~/routes.fixture";
import { eventually } from "../support/eventually";
import { startBuiltServer, type BuiltServer } from "./built-server";

/*
 * Issue 29, item 16 (decision 068): a client without JavaScript that gets /booking-form from the
 * page cache carries the stamp of the copy's render, older than its visit. Posting it at once
 * must still be "too fast", for that client only. Behind one trusted proxy, so each request names
 * its client in X-Forwarded-For.
 */
const admin = { email: "cached-form-owner@example.com", password: "integration-password-68" };
/** Long enough to tell a post sent at once from one sent after it, short enough to wait for. */
const minimumFillMs = 1_500;
let server: BuiltServer;
let cookie = "";

beforeAll(async () => {
  server = await startBuiltServer({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    FORM_MIN_FILL_MS: String(minimumFillMs),
    TRUST_PROXY: "1",
  });
  const response = await send("/admin/login", { body: new URLSearchParams(admin) });
  expect(response.status).toBe(302);
  cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
});
afterAll(async () => {
  await server?.stop();
});

function send(path: string, { body, client, session }: { body?: URLSearchParams; client?: string; session?: string } = {}) {
  const headers: Record<string, string> = { Origin: server.origin };
  if (client) headers["X-Forwarded-For"] = client;
  if (session) headers.Cookie = session;
  if (body) headers["Content-Type"] = "application/x-www-form-urlencoded";
  return fetch(server.origin + path, { method: body ? "POST" : "GET", headers, body, redirect: "manual" });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const stampIn = (page: string) => page.match(new RegExp(`name="${formGuardFieldNames.stamp}" value="([^"]*)"`))?.[1] ?? "";

/** The booking form as a client without JavaScript sends it: every field valid, the honeypot empty. */
function postRequest(client: string, stamp: string, email: string): Promise<Response> {
  const fields = {
    name: "Cached Visitor",
    email,
    phone: "+1 212 555 0168",
    travelDates: "May 2027",
    fromDestination: "Chicago",
    toDestination: "Tokyo",
    passengers: "2",
    preferredClass: "business",
    maxStops: "1",
    pointsList: "200k Chase UR",
    website: "",
    [formGuardFieldNames.stamp]: stamp,
  };
  return send("/booking-form", { body: new URLSearchParams(fields), client });
}

async function storedRequests(): Promise<number> {
  const response = await send("/admin/requests", { session: cookie });
  expect(response.status).toBe(200);
  return new Set((await response.text()).match(/href="\/admin\/requests\/\d+"/g)).size;
}

/** The form from the page cache, for this client; resolves when the response says it was a hit. */
async function cachedForm(client: string): Promise<{ page: string; receivedAt: number }> {
  return eventually(async () => {
    const response = await send("/booking-form", { client });
    const page = await response.text();
    return response.headers.get("x-page-cache") === "hit" ? { page, receivedAt: Date.now() } : undefined;
  }, "/booking-form to be served from the page cache");
}

describe("a post of the booking form from the page cache", () => {
  const bot = "203.0.113.10";
  let page = "";
  let receivedAt = 0;

  beforeAll(async () => {
    // Rendered once, then kept: a copy older than the minimum, as the cache holds them for minutes.
    const renderedAt = Date.now();
    const first = await send("/booking-form", { client: "203.0.113.99" });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    await first.text();
    await cachedForm("203.0.113.99");
    await pause(renderedAt + minimumFillMs - Date.now());
    ({ page, receivedAt } = await cachedForm(bot));
  });

  it("is refused as too fast when sent at once, though the copy's own stamp is older than the minimum", async () => {
    const before = await storedRequests();
    const refused = await postRequest(bot, stampIn(page), "at-once@example.com");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(formGuardMessages.tooFast);
    expect(await storedRequests()).toBe(before);
  });

  it("holds only the client that got the page: another client's post with the same stamp is taken", async () => {
    const before = await storedRequests();
    const other = await postRequest("198.51.100.20", stampIn(page), "another-client@example.com");
    expect(other.status).toBe(303);
    expect(other.headers.get("location")).toBe("/booking-form/received");
    expect(await storedRequests()).toBe(before + 1);
  });

  it("holds every address of the client's IPv6 network (/64), as the rate limits count it", async () => {
    const { page: ipv6Page } = await cachedForm("2001:db8:68:1::a");
    const refused = await postRequest("2001:db8:68:1::b", stampIn(ipv6Page), "same-network@example.com");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(formGuardMessages.tooFast);
  });

  it("is taken once a person could have filled the form since the page arrived", async () => {
    await pause(receivedAt + minimumFillMs - Date.now());
    const before = await storedRequests();
    const accepted = await postRequest(bot, stampIn(page), "after-filling@example.com");
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe("/booking-form/received");
    expect(await storedRequests()).toBe(before + 1);
  });
});

describe("the routes that declare a public form", () => {
  it("include every cacheable page that renders a form stamp", async () => {
    const leaves = leafRoutes(await appRouteManifest());
    const fixedCacheable = leaves.filter((leaf) => leaf.declared?.cacheable && !/[:*]/.test(leaf.pattern));
    expect(fixedCacheable.length).toBeGreaterThan(5);
    const undeclared: string[] = [];
    for (const { pattern, declared } of fixedCacheable) {
      const response = await send(pattern, { client: "192.0.2.68" });
      const body = await response.text();
      if (body.includes(`name="${formGuardFieldNames.stamp}"`) && !declared!.publicForm) undeclared.push(pattern);
    }
    expect(undeclared).toEqual([]);
  });
});
