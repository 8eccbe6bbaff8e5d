import type http from "node:http";
import https from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hstsValue } from "../../server/security";
import { startLoopbackServer, type LoopbackServer } from "../support/loopback-server";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { findNginx, startNginx, type RunningNginx } from "./nginx";

/*
 * The built site behind a real nginx on loopback, running deploy/nginx/pointwise.conf (the file
 * docs/deploy.md documents) with TLS, and the site set up as the guide says (TRUST_PROXY=1).
 * Skipped only on a developer's machine without nginx; CI installs it (scripts/ensure-nginx.sh).
 */
const nginx = findNginx();
const runs = Boolean(nginx || process.env.CI);
const owner = { email: "nginx-owner@example.com", password: "integration-password-nginx-1" };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Send {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's own address: any 127.x.y.z reaches nginx on 127.0.0.1, as a different client. */
  from?: string;
}

function send(proxy: RunningNginx, path: string, { method = "GET", headers = {}, body, from = "127.0.0.1" }: Send = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      new URL(path, proxy.httpsOrigin),
      { method, headers, ca: proxy.ca, localAddress: from, agent: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
      },
    );
    request.once("error", reject);
    request.end(body);
  });
}

function postForm(proxy: RunningNginx, path: string, fields: Record<string, string>, extra: Send = {}): Promise<Answer> {
  return send(proxy, path, {
    ...extra,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: proxy.httpsOrigin, ...extra.headers },
    body: new URLSearchParams(fields).toString(),
  });
}

function requireNginx(): string {
  if (!nginx) throw new Error("nginx is not installed: CI must install it (bash scripts/ensure-nginx.sh)");
  return nginx;
}

describe.runIf(runs)("the site behind the documented nginx configuration", () => {
  let site: BuiltServer;
  let proxy: RunningNginx;

  beforeAll(async () => {
    const binary = requireNginx();
    // A busy machine can take minutes to start the site: wait for it rather than fail.
    site = await startBuiltServer(
      { TRUST_PROXY: "1", ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password },
      { startTimeoutMs: 240_000 },
    );
    proxy = await startNginx(binary, new URL(site.origin).host);
  }, 300_000);
  afterAll(async () => {
    await proxy?.stop();
    await site?.stop();
  });

  it("sends plain HTTP to HTTPS", async () => {
    const response = await fetch(`${proxy.httpOrigin}/deals`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toMatch(/^https:\/\/127\.0\.0\.1\/deals$/);
  });

  it("lets the site see HTTPS: HSTS on a rendered page and on its cached copy", async () => {
    const first = await send(proxy, "/deals");
    expect(first.status).toBe(200);
    expect(first.headers["strict-transport-security"]).toBe(hstsValue);
    let cached = first;
    for (let tries = 0; tries < 50 && cached.headers["x-page-cache"] !== "hit"; tries++) cached = await send(proxy, "/deals");
    expect(cached.headers["x-page-cache"]).toBe("hit");
    expect(cached.headers["strict-transport-security"]).toBe(hstsValue);
  });

  it("logs each request by its path, never its query string or the page it came from", async () => {
    const secret = "token-that-must-stay-out-of-logs";
    // An unknown token: the page says the link is no longer valid (410), and the request is logged all the same.
    const response = await send(proxy, `/admin/login/reset?token=${secret}`, { headers: { Referer: `https://127.0.0.1/x?t=${secret}` } });
    expect(response.status).toBe(410);
    // nginx writes the line once the response has gone; wait for it.
    for (let tries = 0; tries < 100 && !proxy.accessLog().includes("/admin/login/reset"); tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(proxy.accessLog()).toContain('"GET /admin/login/reset ');
    expect(proxy.accessLog()).not.toContain(secret);
  });

  it("gets Secure sign-in cookies, and a post whose Origin is the address the browser used is accepted", async () => {
    const response = await postForm(proxy, "/admin/login", owner, { from: "127.0.0.9" });
    expect(response.status).toBe(302);
    const cookies = response.headers["set-cookie"] ?? [];
    expect(cookies.map((cookie) => cookie.split("=", 1)[0])).toEqual(expect.arrayContaining(["__Host-pw_session", "pw_device"]));
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure(;|$)/);
  });

  it("gives the site the client address nginx saw, never one the client wrote in X-Forwarded-For", async () => {
    const stranger = { email: "nobody-behind-nginx@example.com", password: "not-the-password" };
    const from = (address: string, spoofed: string): Send => ({ from: address, headers: { "X-Forwarded-For": spoofed } });
    // Five wrong passwords pause the pair of account and address, whatever each request claimed.
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await postForm(proxy, "/admin/login", stranger, from("127.0.0.2", `198.51.100.${attempt}`))).status).toBe(401);
    }
    expect((await postForm(proxy, "/admin/login", stranger, from("127.0.0.2", "198.51.100.6"))).status).toBe(429);
    // The same claim from another address is another client, with its own count.
    expect((await postForm(proxy, "/admin/login", stranger, from("127.0.0.3", "198.51.100.6"))).status).toBe(401);
  });

  it("lets the site refuse a 1 MB post with its own answer, and passes a post within its limit whole", async () => {
    const tooLarge = await postForm(proxy, "/admin/login", { filler: "x".repeat(1024 * 1024) }, { from: "127.0.0.4" });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers["content-type"]).toMatch(/^text\/plain/);
    expect(tooLarge.body).toBe("Request body too large");

    // The sign-in fields come after 200 KB: the site reads them only if the whole body arrived.
    const withinLimit = await postForm(
      proxy,
      "/admin/login",
      { filler: "x".repeat(200 * 1024), email: owner.email, password: "not-the-password" },
      { from: "127.0.0.5" },
    );
    expect(withinLimit.status).toBe(401);
  });
});

describe.runIf(runs)("a streamed response through the documented nginx configuration", () => {
  // Standing in for the site: a render that sends its shell, then the rest once a slow part is ready.
  let finish!: () => void;
  const slowPartReady = new Promise<void>((resolve) => (finish = resolve));
  let upstream: LoopbackServer;
  let proxy: RunningNginx;

  beforeAll(async () => {
    upstream = await startLoopbackServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.write("<!DOCTYPE html><p>shell</p>");
      void slowPartReady.then(() => res.end("<p>slow part</p>"));
    });
    proxy = await startNginx(requireNginx(), `127.0.0.1:${upstream.port}`);
  }, 30_000);
  afterAll(async () => {
    finish();
    await proxy?.stop();
    await upstream?.stop();
  });

  it("reaches the browser as the site writes it, not once nginx's buffer fills", async () => {
    const received: string[] = [];
    const ended = new Promise<void>((resolve, reject) => {
      const request = https.get(new URL("/", proxy.httpsOrigin), { ca: proxy.ca, agent: false }, (response) => {
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          received.push(chunk);
          // The rest is written only once the shell has reached the browser: held back, it never would be.
          if (received.join("").includes("<p>shell</p>")) finish();
        });
        response.on("end", resolve);
      });
      request.once("error", reject);
    });
    let stalled: ReturnType<typeof setTimeout> | undefined;
    const heldBack = new Promise<never>((_resolve, reject) => {
      stalled = setTimeout(() => reject(new Error(`nginx held the response back; received so far: ${JSON.stringify(received)}`)), 10_000);
    });
    await Promise.race([ended, heldBack]).finally(() => clearTimeout(stalled));
    expect(received.join("")).toBe("<!DOCTYPE html><p>shell</p><p>slow part</p>");
  });
});
