import path from "node:path";
import { runTool } from "./run-tool";
import type { ScanRun } from "./wapiti";

export interface SqlmapResult {
  /** Forms and addresses with parameters that sqlmap tested. */
  targets: number;
  /** "parameter (place) at target" for each injection point sqlmap confirmed. */
  injectable: string[];
}

/**
 * sqlmap crawls from `start`, then tests every form and query parameter it found (level 1,
 * risk 1: no payload that could rewrite data wholesale), answering its questions with defaults.
 */
export async function runSqlmap(run: ScanRun & { start: string; crawl?: number }): Promise<SqlmapResult> {
  const exclusions = (run.exclude ?? []).map((prefix) => prefix.replaceAll("/", "\\/")).join("|");
  const args = [
    ["-u", `${run.origin}${run.start}`, "--forms", "--batch", "--crawl", String(run.crawl ?? 3)],
    ["--proxy", run.proxy, "--time-sec", "2", "--timeout", "15", "--disable-coloring"],
    ["--output-dir", path.join(run.reportDir, `sqlmap-${run.name}`)],
    run.cookie ? ["--cookie", run.cookie] : [],
    exclusions ? ["--crawl-exclude", exclusions] : [],
  ].flat();
  const log = await runTool("sqlmap", args, path.join(run.reportDir, `sqlmap-${run.name}.log`), run.minutes * 60_000);
  return readSqlmapLog(log);
}

export function readSqlmapLog(log: string): SqlmapResult {
  const targets =
    log.match(/^\[\d{2}:\d{2}:\d{2}\] \[INFO\] (?:testing|searching for) (?:form|URL)|^(?:URL|\[#\d+\] form:)/gm)?.length ?? 0;
  const injectable = [...log.matchAll(/^Parameter: (.+)$/gm)].map((match) => match[1]!.trim());
  return { targets, injectable };
}
