/**
 * The page cache's hit against the cheapest server Node can be: a bare `http` server writing the
 * very response the site sends (its status, headers and gzipped body, read from the site first),
 * both driven by `wrk` (Debian's; `apt-get install wrk`). autocannon, a Node program, runs out
 * of CPU on 2 cores before either server does, so both land near its own limit (decision 076).
 *
 * The site runs as `npm start` runs it, logging every request at info level to a file (what a
 * production log costs is part of a hit), on a fresh embedded database.
 * Run: npm run build && npm run bench:cache-hit   (BENCH_SECONDS per turn, default 10; BENCH_ROUNDS
 * turns per page and server, default 3, taken in alternation; the medians are compared)
 */
import { execFile, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { builtServerEnvironment } from "../tests/integration/start-environment";

const pages = ["/", "/deals", "/deals/chase-sapphire-preferred-75k", "/transfer-partners", "/guide"];
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 50;
const root = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

function requireWrk(): void {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
  } catch (error) {
    // wrk prints its version and exits 1; only a missing program throws ENOENT.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new Error("wrk is not installed: apt-get install wrk");
  }
}

/**
 * Requests a second for one URL: one wrk thread (one core), the other core for the server. Run
 * without blocking: the reference server answers from this process's event loop.
 */
async function wrk(url: string): Promise<number> {
  const { stdout: output } = await run("wrk", ["-t1", `-c${connections}`, `-d${seconds}s`, "-H", "Accept-Encoding: gzip", url]);
  const rate = output.match(/Requests\/sec:\s+([\d.]+)/)?.[1];
  if (!rate || Number(rate) === 0 || /Non-2xx|Socket errors/.test(output))
    throw new Error(`wrk did not measure ${url} cleanly:\n${output}`);
  return Number(rate);
}

interface Site {
  origin: string;
  stop(): void;
}

/** The production build on a free port, its log in a file as a service manager would keep it. */
async function startSite(): Promise<Site> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-cache-hit-"));
  const logFile = path.join(workDir, "site.log");
  const log = fs.openSync(logFile, "w");
  const child = spawn(process.execPath, ["server/main.js"], {
    cwd: root,
    env: builtServerEnvironment(root, { PAGE_CACHE: "on", DATA_DIR: path.join(workDir, "data") }),
    stdio: ["ignore", log, log],
  });
  const deadline = Date.now() + 200_000;
  for (;;) {
    const port = fs.readFileSync(logFile, "utf8").match(/"port":(\d+),[^\n]*"msg":"server listening"/)?.[1];
    if (port) {
      return {
        origin: `http://127.0.0.1:${port}`,
        stop: () => {
          child.kill("SIGTERM");
          fs.closeSync(log);
        },
      };
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the site did not start:\n${fs.readFileSync(logFile, "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Response {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

/** The site's whole answer to a browser asking for gzip, as the reference will repeat it. */
function fetchRaw(url: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers = { ...res.headers };
          // Node writes these itself for every response, the reference's included.
          for (const own of ["date", "connection", "keep-alive", "transfer-encoding"]) delete headers[own];
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

async function startReference(response: Response): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => res.writeHead(response.status, response.headers).end(response.body));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Asks until the page cache answers: the first render's copy is kept once it has been compressed. */
async function answeredFromCache(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetchRaw(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (response.headers["x-page-cache"] === "hit") return;
    if (Date.now() > deadline) throw new Error(`${url} never came from the page cache`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

requireWrk();
const site = await startSite();
const rows: string[] = [];
try {
  for (const page of pages) {
    await answeredFromCache(site.origin + page);
    const reference = await startReference(await fetchRaw(site.origin + page));
    // Warm-ups (JIT, and the site's strong recompression after a page's first hits), then turns
    // taken in alternation, so a noisy moment on the machine does not fall on one server alone.
    await wrk(site.origin + page);
    await wrk(reference.url);
    const siteRates: number[] = [];
    const referenceRates: number[] = [];
    for (let round = 0; round < rounds; round++) {
      siteRates.push(await wrk(site.origin + page));
      referenceRates.push(await wrk(reference.url));
    }
    await reference.close();
    const [siteRate, referenceRate] = [median(siteRates), median(referenceRates)];
    rows.push(`| ${page} | ${siteRate.toFixed(0)} | ${referenceRate.toFixed(0)} | ${(siteRate / referenceRate).toFixed(2)} |`);
  }
} finally {
  site.stop();
}
console.log(
  `\nCache hits: wrk, one thread, ${connections} connections, gzip, ${os.cpus().length} cores; median of ${rounds} turns of ${seconds} s each.\n`,
);
console.log("| page | site req/s | bare Node req/s | ratio |\n|---|---|---|---|");
for (const row of rows) console.log(row);
