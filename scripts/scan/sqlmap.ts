import fs from "node:fs";
import path from "node:path";
import { runTool } from "./run-tool";
import type { ScanRun } from "./wapiti";

export interface SqlmapResult {
  /** Forms and addresses with parameters that sqlmap's crawl found. */
  found: number;
  /** Of those, how many it finished testing before its time ran out. */
  finished: number;
  /** "parameter (place)" for each injection point sqlmap confirmed. */
  injectable: string[];
}

/** sqlmap tests every parameter of every target in turn: twice a wapiti run's minutes. */
const sqlmapMs = (minutes: number) => minutes * 2 * 60_000;

/** Where sqlmap starts: a page it crawls from, or a list of pages whose forms it tests, crawling nothing. */
export type SqlmapTargets = { start: string; crawl?: number } | { pages: readonly string[] };

/**
 * sqlmap crawls from `start` (or reads each of `pages`), then tests every form and query
 * parameter it found (level 1, risk 1: no payload that could rewrite data wholesale), answering
 * its questions with defaults.
 */
export async function runSqlmap(run: ScanRun & SqlmapTargets): Promise<SqlmapResult> {
  const args = [
    targetArgs(run),
    ["--forms", "--batch"],
    ["--proxy", run.proxy, "--threads", "4", "--time-sec", "2", "--timeout", "15", "--disable-coloring"],
    ["--output-dir", path.join(run.reportDir, `sqlmap-${run.name}`)],
    run.cookie ? ["--cookie", run.cookie] : [],
  ].flat();
  const log = await runTool("sqlmap", args, path.join(run.reportDir, `sqlmap-${run.name}.log`), sqlmapMs(run.minutes));
  return readSqlmapLog(log);
}

function targetArgs(run: ScanRun & SqlmapTargets): string[] {
  if (!("pages" in run)) return ["-u", `${run.origin}${run.start}`, "--crawl", String(run.crawl ?? 3)];
  const list = path.join(run.reportDir, `sqlmap-${run.name}-pages.txt`);
  fs.writeFileSync(list, run.pages.map((page) => `${run.origin}${page}\n`).join(""));
  return ["-m", list];
}

export function readSqlmapLog(log: string): SqlmapResult {
  // A crawl prints its total; a list of pages prints each form it found as "[n/?] Form:".
  const forms = log.match(/^\[\d+\/\?\] Form:$/gm)?.length ?? 0;
  const found = Number(/found a total of (\d+) targets/.exec(log)?.[1] ?? (forms || (/^(GET|POST) http/m.test(log) ? 1 : 0)));
  const injectable = [...log.matchAll(/^Parameter: (.+)$/gm)].map((match) => match[1]!.trim());
  // sqlmap ends each target it found nothing in with this line, and one it found something in
  // with its list of injection points.
  const clean = log.match(/do not appear to be injectable/g)?.length ?? 0;
  const withFindings = log.match(/sqlmap identified the following injection point/g)?.length ?? 0;
  return { found, finished: clean + withFindings, injectable };
}
