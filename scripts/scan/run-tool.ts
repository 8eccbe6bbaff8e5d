import { spawn } from "node:child_process";
import fs from "node:fs";

/**
 * Runs a scanner with its output in `logFile`, and stops it after `limitMs` (a scanner can crawl
 * for hours); resolves with the whole log. A scanner's exit code says little (sqlmap exits 0 with
 * findings), so the callers read the log and the report instead.
 */
export function runTool(command: string, args: string[], logFile: string, limitMs: number): Promise<string> {
  const log = fs.openSync(logFile, "w");
  const child = spawn(command, args, { stdio: ["ignore", log, log] });
  const stop = setTimeout(() => child.kill("SIGINT"), limitMs);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", () => {
      clearTimeout(stop);
      fs.closeSync(log);
      resolve(fs.readFileSync(logFile, "utf8"));
    });
  });
}
