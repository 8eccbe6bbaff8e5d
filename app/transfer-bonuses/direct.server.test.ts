import type http from "node:http";
import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger, logger, setLogger } from "~/observability/logger.server";
import { bonusPageHtml } from "../../tests/support/fake-bonus-source";
import { endlessBody, startLoopbackServer, type LoopbackServer } from "../../tests/support/loopback-server";
import { fetchPageHtml } from "./direct.server";
import { parseTransferBonuses } from "./parse";
import { scrapeMessages } from "./scrape-messages";
import { scrapeFailure } from "../../tests/support/scrape-failure";

/** The source page's site (port A): the page, redirects of every kind, and oversized answers. */
function sourceSite(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? "/", "http://source");
  const redirect = (location: string) => res.writeHead(302, { Location: location }).end();
  const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
  if (url.pathname === "/page") res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(bonusPageHtml());
  else if (hops) redirect(Number(hops[1]) > 1 ? `/hops/${Number(hops[1]) - 1}` : "/page");
  else if (url.pathname === "/redirect") redirect(url.searchParams.get("to") ?? "/");
  else if (url.pathname === "/endless") void endlessBody(res).then((written) => (endlessWritten = written));
  else if (url.pathname === "/declares-6mb") res.writeHead(200, { "Content-Length": String(6 * 1024 * 1024) }).write("<html>");
  else if (url.pathname === "/stalls") res.writeHead(200, { "Content-Type": "text/html" }).write("<html><body>");
  else res.writeHead(404).end();
}

let endlessWritten: number | undefined;
let source: LoopbackServer;
/** Another origin on this machine (port B), reachable as 127.0.0.1, [::1] and localhost. */
let elsewhere: LoopbackServer;
const warnings: string[] = [];
const previousLogger = logger();

beforeAll(async () => {
  source = await startLoopbackServer(sourceSite);
  elsewhere = await startLoopbackServer((_req, res) => res.writeHead(200).end(bonusPageHtml()), "::");
  const stream = new Writable({
    write(chunk, _encoding, done) {
      warnings.push(String(chunk));
      done();
    },
  });
  setLogger(createLogger("warn", stream));
});
afterAll(async () => {
  setLogger(previousLogger);
  await Promise.all([source.stop(), elsewhere.stop()]);
});
beforeEach(() => {
  source.requests.length = 0;
  elsewhere.requests.length = 0;
  warnings.length = 0;
});
afterEach(() => {
  endlessWritten = undefined;
});

const fast = { timeoutMs: 2_000, retries: 0, retryDelayMs: 5 };

const redirectTo = (location: string) => `${source.origin}/redirect?to=${encodeURIComponent(location)}`;

describe("fetchPageHtml's redirects", () => {
  it("follows redirects within the source's origin, up to five", async () => {
    const html = await fetchPageHtml(`${source.origin}/hops/5`, fast);
    expect(parseTransferBonuses(html)).toHaveLength(3);
    expect(source.requests).toEqual(["GET /hops/5", "GET /hops/4", "GET /hops/3", "GET /hops/2", "GET /hops/1", "GET /page"]);

    source.requests.length = 0;
    expect(await scrapeFailure(fetchPageHtml(`${source.origin}/hops/6`, fast))).toBe(
      "The source page redirected more than 5 times; stopped following.",
    );
    expect(source.requests).toEqual(["GET /hops/6", "GET /hops/5", "GET /hops/4", "GET /hops/3", "GET /hops/2", "GET /hops/1"]);
  });

  it.each([
    ["another port on 127.0.0.1", () => `http://127.0.0.1:${elsewhere.port}/page`, () => `127.0.0.1:${elsewhere.port}`],
    ["IPv6 loopback", () => `http://[::1]:${elsewhere.port}/page`, () => `[::1]:${elsewhere.port}`],
    ["a name that resolves to loopback", () => `http://localhost:${elsewhere.port}/page`, () => `localhost:${elsewhere.port}`],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/", () => "169.254.169.254"],
  ])("refuses a redirect to %s without connecting, and logs the host only", async (_name, location, host) => {
    expect(await scrapeFailure(fetchPageHtml(redirectTo(location()), fast))).toBe(
      `The source page redirected to ${host()}, which is not a public address; not followed.`,
    );
    expect(elsewhere.requests).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({
      level: 40,
      host: host(),
      reason: "not-public",
      msg: "server-side fetch refused a redirect",
    });
    expect(warnings[0]).not.toContain("/page");
    expect(warnings[0]).not.toContain("meta-data");
  });

  it("refuses a redirect to an address that is not http or https", async () => {
    expect(await scrapeFailure(fetchPageHtml(redirectTo("file:///etc/passwd"), fast))).toBe(
      "The source page redirected to a file: address; not followed.",
    );
  });
});

describe("fetchPageHtml's body", () => {
  it("cuts an endless body (chunked, no length) off at 5 MB", async () => {
    expect(await scrapeFailure(fetchPageHtml(`${source.origin}/endless`, fast))).toBe(
      "The source page is larger than 5 MB; stopped reading.",
    );
    await expect.poll(() => endlessWritten).toBeGreaterThan(5 * 1024 * 1024);
  });

  it("refuses a body that declares more than 5 MB before reading it", async () => {
    expect(await scrapeFailure(fetchPageHtml(`${source.origin}/declares-6mb`, fast))).toBe(
      "The source page is larger than 5 MB; stopped reading.",
    );
  });

  it("gives up on a body that stops coming, at the time limit", async () => {
    expect(await scrapeFailure(fetchPageHtml(`${source.origin}/stalls`, { ...fast, timeoutMs: 300 }))).toBe(
      scrapeMessages.connectionFailed,
    );
  });
});
