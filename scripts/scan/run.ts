/**
 * The body of `npm run scan` (scripts/scan.sh installs the tools and builds first): starts the
 * build on a fresh embedded database with one admin, then runs wapiti (every module but ssrf and
 * wapp, which call services outside the machine) and sqlmap (every form and query parameter it can
 * crawl), each once as a stranger and once signed in as the admin, through a proxy that gives each
 * request another client address. Writes the reports to scan-report/ and prints a summary.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { adminSessionCookie } from "../../tests/integration/admin-over-http";
import { startBuiltServer } from "../../tests/integration/built-server";
import { adminPagesOfThisSite } from "./admin-pages";
import { startRotatingProxy } from "./rotating-proxy";
import { sessionHolds } from "./session-check";
import { runSqlmap, type SqlmapResult } from "./sqlmap";
import { runWapiti, signedInModules, type WapitiResult } from "./wapiti";

const minutes = Number(process.env.SCAN_MINUTES ?? 10);
/** SCAN_ONLY=admin runs the signed-in half alone. */
const only = process.env.SCAN_ONLY;
const reportDir = path.resolve("scan-report");
const owner = { email: "scan-owner@example.com", password: "scan-owner-password-long-9" };
/**
 * Kept from the signed-in crawl by its proxy, then the account page is scanned on its own at the
 * end: signing out (or "sign out everywhere" there) would turn the rest of the scan anonymous.
 * `/newsletter/admin` is the home page's admin panel, whose Logout button posts there; the
 * stranger's runs scan its sign-in form.
 */
const sessionEnders = ["/admin/logout", "/admin/account", "/newsletter/admin"];

if (only !== "admin") fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });

const site = await startBuiltServer(
  {
    TRUST_PROXY: "loopback",
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    // A scanner posts at machine speed; the "too fast" refusal would stop it before any handler.
    FORM_MIN_FILL_MS: "0",
    // Set as a production site should be (docs/deploy.md), so the scanners see its real configuration.
    APP_SECRET: randomBytes(32).toString("hex"),
    // A new embedded database is created and migrated first: minutes on a busy machine.
  },
  { startTimeoutMs: 300_000 },
);
const proxy = await startRotatingProxy();
const signedInProxy = await startRotatingProxy({ refusedPaths: sessionEnders });
const wapiti: Array<{ as: string; result: WapitiResult }> = [];
/** Whether the admin's session still held after each signed-in run: if not, what followed scanned as a stranger. */
const sessionChecks: Array<{ after: string; held: boolean }> = [];
const sqlmap: Array<{ as: string; result: SqlmapResult }> = [];
try {
  const common = { origin: site.origin, proxy: proxy.url, reportDir, minutes };
  if (only !== "admin") {
    wapiti.push({ as: "stranger", result: await runWapiti({ ...common, name: "public" }) });
    sqlmap.push({ as: "stranger", result: await runSqlmap({ ...common, name: "public", start: "/" }) });
  }

  const cookie = await adminSessionCookie(site.origin, owner);
  const signedIn = { ...common, cookie, proxy: signedInProxy.url };
  wapiti.push({ as: "admin", result: await runWapiti({ ...signedIn, name: "admin", start: "/admin", modules: signedInModules }) });
  sessionChecks.push({ after: "wapiti, admin", held: await sessionHolds(site.origin, cookie) });
  // Each admin page's forms, named from the routes: a crawl from /admin spent its time on the
  // public chrome's forms and query strings, which the stranger's run already tests.
  const pages = adminPagesOfThisSite(sessionEnders);
  sqlmap.push({ as: `admin, ${pages.length} pages`, result: await runSqlmap({ ...signedIn, name: "admin", pages }) });
  sessionChecks.push({ after: "sqlmap, admin", held: await sessionHolds(site.origin, cookie) });
  // Last, since a form there may end the session.
  sqlmap.push({
    as: "admin, account page",
    result: await runSqlmap({ ...common, cookie, name: "account", start: "/admin/account", crawl: 0 }),
  });
} finally {
  await proxy.close();
  await signedInProxy.close();
  await site.stop();
}

const summary = [
  `# Scan of ${new Date().toISOString().slice(0, 10)}: ${proxy.requests() + signedInProxy.requests()} requests through the proxies`,
  "",
  "## wapiti (findings by module)",
  "",
  ...wapiti.map(
    ({ as, result }) =>
      `${as}: ${result.urlsAndForms} URLs and forms; stopped by their time limit: ${result.cutShort.join(", ") || "none"}.`,
  ),
  "",
  "| run | module | findings |",
  "| --- | --- | --- |",
  ...wapiti.flatMap(({ as, result }) =>
    result.findings.length === 0 ? [`| ${as} | (all) | 0 |`] : result.findings.map((f) => `| ${as} | ${f.category} | ${f.count} |`),
  ),
  "",
  "## sqlmap",
  "",
  "| run | targets found | finished testing | injectable |",
  "| --- | --- | --- | --- |",
  ...sqlmap.map(
    ({ as, result }) =>
      `| ${as} | ${result.found} | ${result.finished} | ${result.injectable.length === 0 ? "none" : result.injectable.join("; ")} |`,
  ),
  "",
  ...sessionChecks.map(
    ({ after, held }) => `Admin session after ${after}: ${held ? "still signed in" : "ENDED, so later signed-in runs were anonymous"}.`,
  ),
  "",
  `Reports: ${path.relative(process.cwd(), reportDir)}/`,
].join("\n");
fs.writeFileSync(path.join(reportDir, "summary.md"), summary + "\n");
console.log(summary);
