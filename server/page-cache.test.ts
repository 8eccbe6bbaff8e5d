import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { contentChanged } from "~/cache/content-version.server";
import { createPageCache, type PageCache } from "./page-cache";

/**
 * The page cache in front of a route that renders in two parts, like a streamed document, so
 * that a test can change content between the first bytes and the last.
 */
async function startSite(duringRender: () => void) {
  const cache = createPageCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000, trustProxy: () => false, log: pino({ level: "silent" }) });
  let renders = 0;
  const app = express();
  app.use(cache.middleware);
  app.get("/deals", (_req, res) => {
    renders += 1;
    res.status(200).type("html");
    res.write(`<!DOCTYPE html><html><body><p>render ${renders}</p>`);
    setTimeout(() => {
      duringRender();
      res.end("</body></html>");
    }, 20);
  });
  const server = http.createServer((req, res) => cache.serve(req, res) || app(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    cache,
    renders: () => renders,
    get: (path: string) => fetch(origin + path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until the copy of a finished render was compressed and stored (or not, if it never is). */
async function settled(cache: PageCache, expectedSize: number): Promise<void> {
  for (let tries = 0; tries < 100 && cache.store.size < expectedSize; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
}

let site: Awaited<ReturnType<typeof startSite>> | undefined;
afterEach(async () => {
  site?.cache.stop();
  await site?.close();
});

describe("page cache and content written while a page renders", () => {
  it("keeps a page rendered with no write in between, and serves it from memory", async () => {
    site = await startSite(() => {});
    expect((await site.get("/deals")).headers.get("x-page-cache")).toBe("miss");
    await settled(site.cache, 1);
    const second = await site.get("/deals");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toContain("render 1");
    expect(site.renders()).toBe(1);
  });

  it("never keeps a copy whose render saw a write, so the next visitor gets a fresh render", async () => {
    let writes = 0;
    site = await startSite(() => {
      // Only the first render is crossed by a write (an owner saving a deal meanwhile).
      if (writes++ === 0) contentChanged("deal saved during a render");
    });
    expect((await site.get("/deals")).headers.get("x-page-cache")).toBe("miss");
    await settled(site.cache, 1);
    expect(site.cache.store.size).toBe(0);

    const second = await site.get("/deals");
    expect(second.headers.get("x-page-cache")).toBe("miss");
    expect(await second.text()).toContain("render 2");
    await settled(site.cache, 1);
    const third = await site.get("/deals");
    expect(third.headers.get("x-page-cache")).toBe("hit");
    expect(await third.text()).toContain("render 2");
  });
});
