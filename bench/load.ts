/**
 * Load benchmark: each public page of the production build at 50 connections (gzip), beside a
 * reference static server that answers the same page's bytes pre-compressed from memory, in the
 * same run. Prints a markdown table: requests/s, p50, p99, errors, the ratio to the reference,
 * and the site's peak resident memory. One table with the page cache on, one with it off
 * (BENCH_PAGE_CACHE=on or off runs only one, empty runs neither), then a signed-in visitor's pages against the
 * same pages uncached for a stranger (bench/signed-in.ts; BENCH_SIGNED_IN=off skips it). Uses a
 * fresh embedded database, or PostgreSQL when DATABASE_URL is set; WEB_CONCURRENCY is passed on (worker processes, PostgreSQL only).
 * Run: npm run build && npm run bench:load
 */
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { startBuiltServer } from "../tests/integration/built-server";
import { measure, settle, type Result } from "./measure";
import { measureSignedIn, signedInTable } from "./signed-in";

/** Every public page; each is served from the page cache, the booking form too (decision 033). */
const pages = [
  "/",
  "/deals",
  "/deals/chase-sapphire-preferred-75k",
  "/transfer-bonuses",
  "/concierge",
  "/concierge/terms",
  "/booking-form",
  "/about",
  "/privacy-policy",
  "/cookie-preferences",
  "/flight-search",
  "/guide",
];
const connections = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** A server that does nothing but answer one page's gzipped bytes: the ceiling for this machine. */
async function startReference(body: Buffer): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", "content-length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Resident memory of a process and all its descendants (a cluster's primary and its workers). */
function rssOfTree(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const own = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) * 1024;
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
    );
    return own + children.reduce((sum, child) => sum + rssOfTree(child), 0);
  } catch {
    return 0; // the process ended between two reads (a worker restarting)
  }
}

/** How many worker processes the site started, from its log; measuring waits until all listen. */
async function workersListening(output: () => string): Promise<number> {
  const planned = Number(output().match(/"workers":(\d+),[^\n]*"msg":"starting workers"/)?.[1] ?? 1);
  const deadline = Date.now() + 60_000;
  while ((output().match(/"msg":"server listening"/g)?.length ?? 0) < planned) {
    if (Date.now() > deadline) throw new Error(`not all ${planned} workers started:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return planned;
}

interface PageResult extends Result {
  page: string;
}

/**
 * One server: every page warmed up, then each measured in turn. With the page cache on, the
 * warm-up leaves each cacheable page in the cache, so the measurement is of cache hits.
 */
async function measureSite(pageCache: "on" | "off"): Promise<{ results: PageResult[]; workers: number; peakRss: number }> {
  const env: Record<string, string> = { PAGE_CACHE: pageCache };
  if (process.env.WEB_CONCURRENCY) env.WEB_CONCURRENCY = process.env.WEB_CONCURRENCY;
  const site = await startBuiltServer(env);
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOfTree(site.process.pid!))), 200);
  try {
    const workers = await workersListening(site.output);
    // Warm up every page first (first renders, read caches, JIT, the jobs' first runs after
    // start), so no page is measured while the server is still settling.
    for (const page of pages) await measure(site.origin + page, connections, 2);
    const results: PageResult[] = [];
    for (const page of pages) {
      await settle(site.origin);
      results.push({ page, ...(await measure(site.origin + page, connections, seconds)) });
    }
    // The bytes a visitor gets, for the reference server to answer.
    for (const page of pages) pageBytes.set(page, Buffer.from(await (await fetch(site.origin + page)).arrayBuffer()));
    return { results, workers, peakRss };
  } finally {
    clearInterval(sampler);
    await site.stop();
  }
}

const pageBytes = new Map<string, Buffer>();
const modes = (process.env.BENCH_PAGE_CACHE ?? "on,off")
  .split(",")
  .map((mode) => mode.trim())
  .filter((mode) => mode !== "") as ("on" | "off")[];
const runs = [];
for (const mode of modes) runs.push({ mode, ...(await measureSite(mode)) });
const signedIn = process.env.BENCH_SIGNED_IN === "off" ? [] : await measureSignedIn(connections, seconds);

const ceilings = new Map<string, number>();
for (const page of runs.length > 0 ? pages : []) {
  const reference = await startReference(gzipSync(pageBytes.get(page)!));
  ceilings.set(page, (await measure(reference.url, connections, seconds)).rps);
  await reference.close();
}

const database = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
for (const { mode, results, workers, peakRss } of runs) {
  const processes = workers > 1 ? `${workers} worker processes` : "one process";
  console.log(`\nLoad: page cache ${mode}, ${connections} connections, ${seconds} s per page, gzip, ${database}, ${processes}.\n`);
  console.log("| page | req/s | p50 ms | p99 ms | errors | reference req/s | ratio |\n|---|---|---|---|---|---|---|");
  for (const { page, rps, p50, p99, errors } of results) {
    const ceiling = ceilings.get(page)!;
    console.log(
      `| ${page} | ${rps.toFixed(0)} | ${p50} | ${p99} | ${errors} | ${ceiling.toFixed(0)} | ${((rps / ceiling) * 100).toFixed(1)}% |`,
    );
  }
  console.log(`\nPeak RSS of the site (all its processes): ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
}
if (signedIn.length > 0) console.log(signedInTable(signedIn, connections, seconds, database));
