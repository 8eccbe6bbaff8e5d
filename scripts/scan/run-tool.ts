import { spawn } from "node:child_process";
import fs from "node:fs";

/**
 * Runs a scanner with its output in `logFile`, and kills it after `limitMs`, a last resort past
 * its own time limits (a scanner can crawl for hours); resolves with the whole log. A scanner's
 * exit code says little (sqlmap exits 0 with findings), so the callers read the log and report.
 */
export function runTool(command: string, args: string[], logFile: string, limitMs: number, env = process.env): Promise<string> {
  const log = fs.openSync(logFile, "w");
  // No standard input: an interrupted wapiti asks what to do next, and must not wait for an answer.
  const child = spawn(command, args, { stdio: ["ignore", log, log], env });
  const stop = setTimeout(() => child.kill("SIGKILL"), limitMs);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", () => {
      clearTimeout(stop);
      fs.closeSync(log);
      resolve(fs.readFileSync(logFile, "utf8"));
    });
  });
}
