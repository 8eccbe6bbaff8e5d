import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";
import { startBuiltServer, type BuiltServer } from "./built-server";

const admin = { email: "owner@example.com", password: "integration-password-1" };
let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, TRUST_PROXY: "1" });
});
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, init?: RequestInit) => fetch(server.origin + path, { redirect: "manual", ...init });

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
  for (const directive of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain("unsafe-inline");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(response.headers.get("x-powered-by")).toBeNull();
}

async function login(): Promise<string> {
  const response = await get("/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
    body: new URLSearchParams(admin),
  });
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/admin");
  const cookie = response.headers.get("set-cookie") ?? "";
  return cookie.split(";")[0]!;
}

describe("every route of the spec answers", () => {
  it.each(["/", "/deals", "/transfer-bonuses", "/concierge", "/booking-form", "/about", "/privacy-policy", "/admin/login"])(
    "%s renders on the server with status 200",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).toContain("<h1");
      expectSecurityHeaders(response);
    },
  );

  it("answers 404 for an unknown path, with the page and the path logged", async () => {
    const response = await get("/no-such-page/here");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    expectSecurityHeaders(response);
    expect(await server.logged()).toMatch(/"path":"\/no-such-page\/here"[^\n]*"msg":"page not found"/);
  });

  it("answers 404 for an unknown deal", async () => {
    const response = await get("/deals/not-a-deal");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Deal not found");
  });
});

describe("security headers", () => {
  // The confirmation page is always rendered afresh; cached pages are covered in page-cache.test.ts.
  it("put a fresh nonce on every script of a rendered page, matching that response's CSP", async () => {
    const first = await get("/booking-form/received");
    const nonce = first.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await get("/booking-form/received");
    expect(second.headers.get("content-security-policy")).not.toContain(nonce!);
  });

  it("cover static assets, which are cached for a year as immutable", async () => {
    const html = await (await get("/")).text();
    // The stylesheet is inline in production documents; the modules are still files, imported
    // by the inline module script once the page has painted (decision 026).
    const asset = html.match(/import\("(\/assets\/[^"]+\.js)"\)/)?.[1];
    expect(asset).toBeDefined();
    const response = await get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(response);
  });

  it("answer a missing asset with a plain 404, not the HTML page", async () => {
    const response = await get("/assets/missing-0000.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("Not found");
    expectSecurityHeaders(response);
  });

  it("add HSTS only over HTTPS", async () => {
    expect((await get("/about")).headers.get("strict-transport-security")).toBeNull();
    const overHttps = await get("/about", { headers: { "X-Forwarded-Proto": "https" } });
    expect(overHttps.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("compress pages for clients that accept it", async () => {
    const response = await get("/privacy-policy", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("cross-site and oversized requests", () => {
  it("refuse a POST from another origin on pages and resource paths alike", async () => {
    for (const path of ["/admin/login", "/admin/logout", "/healthz", "/anything"]) {
      const response = await get(path, { method: "POST", headers: { Origin: "https://evil.example" }, body: "x=1" });
      expect(response.status, path).toBe(403);
      expectSecurityHeaders(response);
    }
  });

  it("refuse a POST the browser marks cross-site", async () => {
    const response = await get("/admin/logout", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(403);
  });

  it("let same-origin writes through", async () => {
    const response = await get("/admin/logout", {
      method: "POST",
      headers: { Origin: server.origin, "Sec-Fetch-Site": "same-origin" },
    });
    expect(response.status).toBe(302);
  });

  it("refuse a body over the limit", async () => {
    const response = await get("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "x=" + "a".repeat(300 * 1024),
    });
    expect(response.status).toBe(413);
  });
});

describe("database", () => {
  it("runs on PostgreSQL when DATABASE_URL is set, otherwise on embedded PGlite", () => {
    const expected = process.env.DATABASE_URL ? "postgres" : "pglite";
    expect(server.output()).toMatch(new RegExp(`"database":"${expected}"[^\\n]*"msg":"server listening"`));
  });
});

describe("health", () => {
  it("reports liveness and readiness", async () => {
    expect(await (await get("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", failing: [] });
  });
});

describe("admin access", () => {
  it("redirects /admin to the login when logged out, for pages and data requests", async () => {
    const page = await get("/admin");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/login?redirectTo=%2Fadmin");
    const data = await get("/admin.data");
    expect(await data.text()).not.toContain(admin.email);
  });

  it("refuses a forged session cookie", async () => {
    const response = await get("/admin", { headers: { Cookie: "__Host-pw_session=AAAAAAAAAAAAAAAAAAAAAA" } });
    expect(response.status).toBe(302);
  });

  it("logs in with the bootstrap account, serves /admin uncached, and logs out for good", async () => {
    const cookie = await login();
    const admin1 = await get("/admin", { headers: { Cookie: cookie } });
    expect(admin1.status).toBe(200);
    expect(admin1.headers.get("cache-control")).toBe("private, no-store");
    expect(await admin1.text()).toContain(admin.email);

    const logout = await get("/admin/logout", { method: "POST", headers: { Cookie: cookie, Origin: server.origin } });
    expect(logout.headers.get("set-cookie")).toMatch(/^__Host-pw_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    expect((await get("/admin", { headers: { Cookie: cookie } })).status).toBe(302);
  });

  it("sets a __Host- prefixed, Secure, HttpOnly, SameSite=Lax cookie with no Domain in production, and a device cookie only the login page gets", async () => {
    const response = await get("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
      body: new URLSearchParams(admin),
    });
    const [session, device] = response.headers.getSetCookie();
    expect(session).toMatch(/^__Host-pw_session=[\w-]{22}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure$/);
    expect(device).toMatch(/^pw_device=[\w.-]+; Path=\/admin\/login; HttpOnly; SameSite=Strict; Max-Age=31536000; Secure$/);
  });

  it("answers a wrong password with the spec's message and status 401", async () => {
    const response = await get("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
      body: new URLSearchParams({ email: "stranger@example.com", password: "not-the-password" }),
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain("Access Denied");
    expect(html).toContain("Invalid admin password.");
    expect(html).toContain('value="stranger@example.com"');
  });

  it("never writes a password or session id to the log", async () => {
    const cookie = await login();
    await get("/admin", { headers: { Cookie: cookie } });
    const log = await server.logged();
    expect(log).not.toContain(admin.password);
    expect(log).not.toContain("not-the-password");
    expect(log).not.toContain(cookie.split("=")[1]!);
  });
});

describe("graceful shutdown", () => {
  it("finishes a request already in flight, then exits cleanly", async () => {
    const own = await startBuiltServer({ LOG_LEVEL: "info" });
    const { port } = new URL(own.origin);
    const body = "email=a%40example.com&password=x";
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let reply = "";
    socket.on("data", (chunk) => (reply += chunk));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    // Send the headers and half the body, then ask the server to stop. Node answers "100 Continue"
    // once it has read the headers: from then on the request is in flight.
    socket.write(
      `POST /admin/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    const continued = "HTTP/1.1 100 Continue\r\n\r\n";
    await eventually(async () => (reply.startsWith(continued) ? true : undefined), "the server to read the headers", { intervalMs: 10 });
    const exitCode = own.stop();
    // Logged as the server stops listening; the rest of the body arrives after that.
    await eventually(
      async () => (own.output().includes("shutting down: finishing in-flight requests") ? true : undefined),
      "the server to start shutting down",
      { intervalMs: 10 },
    );
    socket.write(body.slice(10));
    await closed;
    expect(reply).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 401 /);
    expect(await exitCode).toBe(0);
    expect(own.output()).toContain("shutdown complete");
    // It starts a server of its own (migrations and seed): 30 s on a quiet machine already.
  }, 120_000);
});
