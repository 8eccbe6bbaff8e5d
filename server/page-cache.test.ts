import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from "node:zlib";
import express, { type Request, type Response } from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { contentChanged } from "~/cache/content-version.server";
import { pageCacheRequests } from "~/observability/metrics.server";
import { pageKey } from "~/page-cache/policy";
import { createPageCache, type PageCache } from "./page-cache";
import { dealsAndFormManifest, dealsAndFormRoutes } from "./page-cache.fixture";
import { requestTargets } from "./request-target";

/** The page cache in front of two routes, `/deals` and `/booking-form` (a public form), as the site mounts it. */
async function startSite(
  route: (req: Request, res: Response) => void,
  log = pino({ level: "silent" }),
  formPageServed: (req: http.IncomingMessage) => Promise<void> | undefined = () => undefined,
) {
  const cache = createPageCache({
    maxBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    trustProxy: () => false,
    log,
    routes: dealsAndFormRoutes,
    targetOf: requestTargets(dealsAndFormManifest),
    formPageServed,
  });
  const app = express();
  app.use(cache.middleware);
  app.get(["/deals", "/booking-form"], route);
  const server = http.createServer((req, res) => cache.serve(req, res) || app(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    cache,
    get: (path: string, headers: Record<string, string> = {}, method = "GET") => fetch(origin + path, { headers, method }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A failed test may leave a render unanswered.
        server.closeAllConnections();
      }),
  };
}

/** A route that renders in two parts, like a streamed document, calling `duringRender` between them. */
function twoPartRender(duringRender: () => void) {
  let renders = 0;
  const route = (_req: Request, res: Response) => {
    renders += 1;
    res.status(200).type("html");
    res.write(`<!DOCTYPE html><html><body><p>render ${renders}</p>`);
    setTimeout(() => {
      duringRender();
      res.end("</body></html>");
    }, 20);
  };
  return { route, renders: () => renders };
}

/** Waits until the copy of a finished render was compressed and stored (or not, if it never is). */
async function settled(cache: PageCache, expectedSize: number): Promise<void> {
  for (let tries = 0; tries < 100 && cache.store.size < expectedSize; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
}

let site: Awaited<ReturnType<typeof startSite>> | undefined;
afterEach(async () => {
  site?.cache.stop();
  await site?.close();
  site = undefined;
});

describe("page cache and content written while a page renders", () => {
  it("keeps a page rendered with no write in between, and serves it from memory", async () => {
    const render = twoPartRender(() => {});
    site = await startSite(render.route);
    expect((await site.get("/deals")).headers.get("x-page-cache")).toBe("miss");
    await settled(site.cache, 1);
    const second = await site.get("/deals");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toContain("render 1");
    expect(render.renders()).toBe(1);
  });

  it("never keeps a copy whose render saw a write, so the next visitor gets a fresh render", async () => {
    let writes = 0;
    site = await startSite(
      twoPartRender(() => {
        // Only the first render is crossed by a write (an owner saving a deal meanwhile).
        if (writes++ === 0) contentChanged("deal saved during a render");
      }).route,
    );
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

describe("the copy of a miss", () => {
  it("is rendered for the URL it is kept under, so a parameter the page does not read reaches no one else", async () => {
    site = await startSite((req, res) => res.type("html").send(`<p>rendered for ${req.originalUrl}</p>`));
    const first = await site.get("/deals?q=%20Chase&email=alice%40example.com");
    expect(await first.text()).toBe("<p>rendered for /deals?q=chase</p>");
    // A search is kept the second time it is asked for.
    expect(await (await site.get("/deals?q=CHASE&ref=2")).text()).toBe("<p>rendered for /deals?q=chase</p>");
    await settled(site.cache, 1);
    const third = await site.get("/deals?q=chase&utm_source=news");
    expect(third.headers.get("x-page-cache")).toBe("hit");
    expect(await third.text()).toBe("<p>rendered for /deals?q=chase</p>");
  });

  it("answers each request by its own URL and cookies, however often the same URL was asked for before", async () => {
    const render = twoPartRender(() => {});
    site = await startSite(render.route);
    const outcome = async (path: string, headers: Record<string, string> = {}) => {
      const response = await site!.get(path, headers);
      await response.arrayBuffer();
      return response.headers.get("x-page-cache");
    };
    expect(await outcome("/deals")).toBe("miss");
    await settled(site.cache, 1);
    expect(await outcome("/deals")).toBe("hit");
    expect(await outcome("/deals", { cookie: "pw_session=x" })).toBe("bypass");
    expect(await outcome("/deals", { cookie: "pw_consent=a1f0m1.2026-11-28T10:00:00.000Z" })).toBe("miss");
    await settled(site.cache, 2);
    expect(await outcome("/deals", { cookie: "pw_consent=a1f0m1.2026-11-28T10:00:00.000Z" })).toBe("hit");
    expect(await outcome("/deals", { cookie: "pw_session=x" })).toBe("bypass");
    expect(await outcome("/deals")).toBe("hit");
    // Two misses and two bypasses rendered; the hits did not.
    expect(render.renders()).toBe(4);
  });

  it("is kept at once without free text, and with free text only once asked for again", async () => {
    site = await startSite((_req, res) => res.type("html").send("<p>deals</p>"));
    await site.get("/deals?sort=highest-score");
    await settled(site.cache, 1);
    expect(site.cache.store.size).toBe(1);

    for (let search = 0; search < 20; search++) await site.get(`/deals?q=one-off-${search}`);
    await settled(site.cache, 2);
    expect(site.cache.store.size).toBe(1);

    await site.get("/deals?q=one-off-3");
    await settled(site.cache, 2);
    expect(site.cache.store.size).toBe(2);
    expect((await site.get("/deals?q=one-off-3")).headers.get("x-page-cache")).toBe("hit");
  });

  it("is stored at the fast levels, and at the strongest only once it has been served twice", async () => {
    const html = `<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, index) => `<p>deal ${index * 7919}</p>`).join("")}</body></html>`;
    site = await startSite((_req, res) => res.type("html").send(html));
    const identity = Buffer.from(html);
    const brotliAt = (quality: number) =>
      brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } });
    const stored = () => site!.cache.store.get(pageKey("/deals", {}, undefined))!;
    expect(brotliAt(4).equals(brotliAt(11)), "the page compresses differently at the two levels").toBe(false);
    expect(gzipSync(identity, { level: 6 }).equals(gzipSync(identity, { level: 9 }))).toBe(false);

    await site.get("/deals");
    await settled(site.cache, 1);
    expect(brotliDecompressSync(stored().br).equals(identity)).toBe(true);
    expect(gunzipSync(stored().gzip).equals(identity)).toBe(true);
    expect(stored().br.equals(brotliAt(4))).toBe(true);
    expect(stored().gzip.equals(gzipSync(identity, { level: 6 }))).toBe(true);

    expect((await site.get("/deals")).headers.get("x-page-cache")).toBe("hit");
    await site.cache.recompressed();
    expect(stored().br.equals(brotliAt(4))).toBe(true);

    expect((await site.get("/deals")).headers.get("x-page-cache")).toBe("hit");
    await site.cache.recompressed();
    expect(stored().br.equals(brotliAt(11))).toBe(true);
    expect(stored().gzip.equals(gzipSync(identity, { level: 9 }))).toBe(true);
    const served = await site.get("/deals", { "Accept-Encoding": "br" });
    expect(Buffer.from(await served.arrayBuffer()).equals(identity)).toBe(true);
  });
});

describe("the log lines of hits", () => {
  const logTo = (lines: string[], level: string) => pino({ level }, { write: (line: string) => lines.push(line) });
  const parsed = (lines: string[]) =>
    lines.map((line) => JSON.parse(line) as { msg: string; cache?: string; path?: string; hits?: number; paths?: Record<string, number> });

  it("names the path without the query string, which may carry what a visitor typed or a token", async () => {
    const lines: string[] = [];
    site = await startSite((_req, res) => res.type("html").send("<!DOCTYPE html><html><body>deals</body></html>"), logTo(lines, "debug"));
    await site.get("/deals?utm_source=mail&token=secret-value");
    await settled(site.cache, 1);
    const hit = await site.get("/deals?utm_source=mail&token=secret-value");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    site.cache.stop();
    expect(parsed(lines).find((line) => line.cache === "hit")?.path).toBe("/deals");
    expect(parsed(lines).find((line) => line.msg === "page cache hits")?.paths).toEqual({ "/deals": 1 });
    expect(lines.join("")).not.toContain("secret-value");
  });

  it("at info level, sums the hits by path in one line instead of a line each", async () => {
    const lines: string[] = [];
    site = await startSite((_req, res) => res.type("html").send("<!DOCTYPE html><html><body>page</body></html>"), logTo(lines, "info"));
    for (const path of ["/deals", "/booking-form"]) {
      await site.get(path);
      await settled(site.cache, path === "/deals" ? 1 : 2);
    }
    for (const path of ["/deals", "/deals?page=2", "/booking-form", "/deals"])
      expect((await site.get(path)).headers.get("x-page-cache")).toBe("hit");
    expect(parsed(lines).filter((line) => line.cache === "hit")).toEqual([]);
    site.cache.stop();
    const summaries = parsed(lines).filter((line) => line.msg === "page cache hits");
    expect(summaries).toMatchObject([{ hits: 4, paths: { "/deals": 3, "/booking-form": 1 } }]);
    // Nothing more to say: a second stop, or a quiet minute, writes no empty summary.
    site.cache.stop();
    expect(parsed(lines).filter((line) => line.msg === "page cache hits")).toHaveLength(1);
  });
});

describe("page cache metrics", () => {
  const outcomes = async () =>
    Object.fromEntries((await pageCacheRequests.get()).values.map((value) => [String(value.labels.outcome), value.value]));

  it("counts each request's outcome: a miss, then hits from memory, and bypasses for a personal cookie", async () => {
    const render = twoPartRender(() => {});
    site = await startSite(render.route);
    const before = { hit: 0, miss: 0, bypass: 0, ...(await outcomes()) };
    await (await site.get("/deals")).arrayBuffer();
    await settled(site.cache, 1);
    await (await site.get("/deals")).arrayBuffer();
    await (await site.get("/deals", { "if-none-match": "*" })).arrayBuffer();
    await (await site.get("/deals", { cookie: "pw_session=x" })).arrayBuffer();
    expect(await outcomes()).toEqual({ hit: before.hit + 2, miss: before.miss + 1, bypass: before.bypass + 1 });
    expect(render.renders()).toBe(2);
  });
});

describe("a copy of a page with a public form", () => {
  it("is sent only once its delivery to this client is recorded, so a post right after it finds the record", async () => {
    const recorded: string[] = [];
    let release = () => {};
    const served = (req: http.IncomingMessage) => {
      recorded.push(`${req.method} ${req.url} from ${req.socket.remoteAddress}`);
      return new Promise<void>((resolve) => (release = resolve));
    };
    site = await startSite((_req, res) => res.type("html").send("<form>stamped</form>"), pino({ level: "silent" }), served);
    expect((await site.get("/booking-form")).headers.get("x-page-cache")).toBe("miss");
    await settled(site.cache, 1);
    // A render carries a fresh stamp: nothing to record.
    expect(recorded).toEqual([]);

    let arrived = false;
    const hit = site.get("/booking-form").then((response) => ((arrived = true), response));
    for (let tries = 0; tries < 100 && recorded.length === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(recorded).toEqual(["GET /booking-form from 127.0.0.1"]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(arrived).toBe(false);
    release();
    const response = await hit;
    expect(response.headers.get("x-page-cache")).toBe("hit");
    expect(await response.text()).toBe("<form>stamped</form>");
  });

  it("is recorded for a GET of a form page, a 304 included (the browser shows its kept copy), never for a HEAD or another page", async () => {
    const recorded: string[] = [];
    const served = (req: http.IncomingMessage) => (recorded.push(`${req.method} ${req.url}`), Promise.resolve());
    site = await startSite((_req, res) => res.type("html").send("<p>page</p>"), pino({ level: "silent" }), served);
    await site.get("/deals");
    await site.get("/booking-form");
    await settled(site.cache, 2);
    expect((await site.get("/deals")).headers.get("x-page-cache")).toBe("hit");
    expect((await site.get("/booking-form", {}, "HEAD")).headers.get("x-page-cache")).toBe("hit");
    expect(recorded).toEqual([]);
    expect((await site.get("/booking-form", { "if-none-match": "*" })).status).toBe(304);
    expect(recorded).toEqual(["GET /booking-form"]);
  });

  it("is sent at once when the delivery is recorded at once (in this process, with no other instance to tell)", async () => {
    const recorded: string[] = [];
    const served = (req: http.IncomingMessage) => void recorded.push(`${req.method} ${req.url}`);
    site = await startSite((_req, res) => res.type("html").send("<form>stamped</form>"), pino({ level: "silent" }), served);
    await site.get("/booking-form");
    await settled(site.cache, 1);
    const response = await site.get("/booking-form");
    expect(response.headers.get("x-page-cache")).toBe("hit");
    expect(await response.text()).toBe("<form>stamped</form>");
    expect(recorded).toEqual(["GET /booking-form"]);
  });

  it.each([
    ["a write that fails", () => Promise.reject(new Error("database gone"))],
    [
      "a record that throws",
      () => {
        throw new Error("no client address");
      },
    ],
  ])("is still served after %s, with a warning", async (_failure, formPageServed) => {
    const lines: string[] = [];
    const log = pino({ level: "warn" }, { write: (line: string) => lines.push(line) });
    site = await startSite((_req, res) => res.type("html").send("<form>stamped</form>"), log, formPageServed);
    await site.get("/booking-form");
    await settled(site.cache, 1);
    const response = await site.get("/booking-form");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<form>stamped</form>");
    expect(lines.join("")).toContain("cached form page not recorded");
  });
});
