import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "~/config/env.server";
import { createPageCache } from "./page-cache";
import { dealsOnlyManifest, dealsOnlyRoutes } from "./page-cache.fixture";
import { requestTargets } from "./request-target";

/** Express and the page cache set up as server/app.ts sets them, from one TRUST_PROXY value. */
async function startSite(trustProxySetting: string) {
  const trust = loadEnv({ TRUST_PROXY: trustProxySetting }).TRUST_PROXY;
  const cache = createPageCache({
    maxBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    trustProxy: trust,
    log: pino({ level: "silent" }),
    routes: dealsOnlyRoutes,
    targetOf: requestTargets(dealsOnlyManifest),
    formPageServed: () => Promise.resolve(),
  });
  const app = express();
  app.set("trust proxy", trust);
  app.use(cache.middleware);
  app.get("/client", (req, res) => {
    res.json({ ip: req.ip, secure: req.secure });
  });
  app.get("/deals", (_req, res) => {
    res.type("html").send("<!DOCTYPE html><html><body><p>deals</p></body></html>");
  });
  const server = http.createServer((req, res) => cache.serve(req, res) || app(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    client: async (headers: Record<string, string>) =>
      (await fetch(`${origin}/client`, { headers })).json() as Promise<{ ip: string; secure: boolean }>,
    cachedDeals: async (headers: Record<string, string>) => {
      await fetch(`${origin}/deals`);
      for (let tries = 0; tries < 100 && cache.store.size === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
      const response = await fetch(`${origin}/deals`, { headers });
      expect(response.headers.get("x-page-cache")).toBe("hit");
      return response;
    },
    close: () => {
      cache.stop();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let site: Awaited<ReturnType<typeof startSite>> | undefined;
afterEach(() => site?.close());

const forwarded = { "X-Forwarded-For": "6.6.6.6, 203.0.113.9", "X-Forwarded-Proto": "https" };

describe("client address behind one proxy", () => {
  it("with TRUST_PROXY=1, takes the address the proxy saw and ignores what the client wrote before it", async () => {
    site = await startSite("1");
    expect(await site.client(forwarded)).toEqual({ ip: "203.0.113.9", secure: true });
  });

  it("with the proxy's address listed, does the same", async () => {
    site = await startSite("loopback");
    expect(await site.client(forwarded)).toEqual({ ip: "203.0.113.9", secure: true });
  });

  it("with the default, believes no forwarded header", async () => {
    site = await startSite("");
    expect(await site.client(forwarded)).toEqual({ ip: "127.0.0.1", secure: false });
  });

  it("with another proxy's address listed, believes no forwarded header from this peer", async () => {
    site = await startSite("192.0.2.1");
    expect(await site.client(forwarded)).toEqual({ ip: "127.0.0.1", secure: false });
  });
});

describe("HTTPS through a proxy on a page-cache hit", () => {
  it("adds HSTS when the peer that says https is trusted", async () => {
    site = await startSite("1");
    expect((await site.cachedDeals(forwarded)).headers.get("strict-transport-security")).toMatch(/^max-age=/);
  });

  it("ignores X-Forwarded-Proto from a peer that is not", async () => {
    site = await startSite("192.0.2.1");
    expect((await site.cachedDeals(forwarded)).headers.get("strict-transport-security")).toBeNull();
  });
});
