import fs from "node:fs";
import path from "node:path";
import { runTool } from "./run-tool";

/** Every wapiti 3.0 module but ssrf and wapp, which reach services outside the machine. */
const modules = [
  "backup",
  "blindsql",
  "brute_login_form",
  "buster",
  "cookieflags",
  "crlf",
  "csp",
  "csrf",
  "exec",
  "file",
  "htaccess",
  "http_headers",
  "methods",
  "nikto",
  "permanentxss",
  "redirect",
  "shellshock",
  "sql",
  "xss",
  "xxe",
];
/** A closed loopback port: the out-of-band checks (xxe, exec) must not call wapiti's public endpoint. */
const deadEndpoint = "http://127.0.0.1:9/";

/**
 * wapiti's --max-scan-time bounds its crawl, --max-attack-time each module's attack: a third of a
 * run's minutes for crawling, the rest shared by the modules.
 */
const crawlSeconds = (minutes: number) => Math.ceil((minutes * 60) / 3);
const attackSeconds = (minutes: number, count: number) => Math.ceil((minutes * 60 * 2) / 3 / count);

/**
 * Some modules overrun --max-attack-time (a request in flight finishes first), so wapiti gets
 * three times its minutes before it is killed, which loses its report.
 */
const lastResortMs = (minutes: number) => minutes * 3 * 60_000;

/**
 * buster and nikto guess the names of files nobody linked to, and brute_login_form guesses
 * passwords at the sign-in forms. They run in the stranger's scan; signed in they would do the same
 * again (every guess a production-cost password check), past any time limit.
 */
export const signedInModules = modules.filter((module) => !["buster", "nikto", "brute_login_form"].includes(module));

export interface ScanRun {
  name: string;
  origin: string;
  proxy: string;
  reportDir: string;
  minutes: number;
  start?: string;
  cookie?: string;
  /** wapiti's modules for this run (default: all but ssrf and wapp). */
  modules?: readonly string[];
}

export interface WapitiResult {
  /** One row per kind of finding (wapiti's vulnerabilities, anomalies and additional notes). */
  findings: Array<{ category: string; count: number }>;
  /** What the crawl found, and the modules stopped by their time limit before they finished. */
  urlsAndForms: number;
  cutShort: string[];
}

/** What wapiti's log says of its crawl and of modules that ran out of time. */
export function readWapitiLog(log: string): Pick<WapitiResult, "urlsAndForms" | "cutShort"> {
  const urlsAndForms = Number(/Wapiti found (\d+) URLs and forms/.exec(log)?.[1] ?? 0);
  const cutShort = [...log.matchAll(/Max attack time was reached for module (\w+)/g)].map((match) => match[1]!);
  return { urlsAndForms, cutShort };
}

export async function runWapiti(run: ScanRun): Promise<WapitiResult> {
  const report = path.join(run.reportDir, `wapiti-${run.name}.json`);
  const args = [
    ["-u", `${run.origin}/`, "--scope", "folder", "-m", (run.modules ?? modules).join(",")],
    ["-p", run.proxy, "--endpoint", deadEndpoint, "--no-bugreport", "-v", "1", "-t", "15"],
    ["--flush-session", "--store-session", path.join(run.reportDir, `wapiti-${run.name}-session`)],
    [
      "--max-scan-time",
      String(crawlSeconds(run.minutes)),
      "--max-attack-time",
      String(attackSeconds(run.minutes, (run.modules ?? modules).length)),
    ],
    ["-f", "json", "-o", report],
    run.start ? ["-s", `${run.origin}${run.start}`] : [],
    run.cookie ? ["-H", `Cookie: ${run.cookie}`] : [],
  ].flat();
  // Anything wapiti tries to fetch from outside (its wapp database, on loading) meets the proxy,
  // which refuses it.
  const env = { ...process.env, HTTP_PROXY: run.proxy, HTTPS_PROXY: run.proxy, http_proxy: run.proxy, https_proxy: run.proxy };
  const log = await runTool("wapiti", args, path.join(run.reportDir, `wapiti-${run.name}.log`), lastResortMs(run.minutes), env);
  const launchedOutside = /Launching module (ssrf|wapp)\b/.exec(log);
  if (launchedOutside) throw new Error(`wapiti launched ${launchedOutside[1]}, which must stay off`);
  if (!fs.existsSync(report)) throw new Error(`wapiti wrote no report; see wapiti-${run.name}.log`);
  return { findings: countFindings(JSON.parse(fs.readFileSync(report, "utf8"))), ...readWapitiLog(log) };
}

type Report = Partial<Record<"vulnerabilities" | "anomalies" | "additionals", Record<string, unknown[]>>>;

function countFindings(report: Report): WapitiResult["findings"] {
  return (["vulnerabilities", "anomalies", "additionals"] as const).flatMap((group) =>
    Object.entries(report[group] ?? {})
      .filter(([, entries]) => entries.length > 0)
      .map(([category, entries]) => ({ category: `${group}: ${category}`, count: entries.length })),
  );
}
