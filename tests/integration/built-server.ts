import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { builtServerEnvironment } from "./start-environment";
import { copyDataDir, createDatabaseOnServer, templateFromEnvironment, templateVariables } from "../support/database-templates";

export interface BuiltServer {
  origin: string;
  /** Everything the server has logged so far. */
  output(): string;
  /**
   * Everything the server logged up to this call, once it has all arrived: the site writes its
   * log asynchronously, so a line can reach output() a moment after the response it belongs to.
   * For assertions that something was never logged.
   */
  logged(): Promise<string>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
  process: ChildProcess;
}

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The server's own database, unless `env` names one: a database on the PostgreSQL server of
 * DATABASE_URL, else `dataDir`. Under Vitest it is a copy of the run's template; under
 * Playwright, which prepares none, it starts empty.
 */
async function serverDatabase(
  env: Record<string, string>,
  dataDir: string,
): Promise<{ env: Record<string, string>; drop?(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    if ("DATABASE_URL" in env) return { env: {} };
    const template = process.env.VITEST ? templateFromEnvironment(templateVariables.postgres) : undefined;
    const copy = await createDatabaseOnServer(serverUrl, template);
    return { env: { DATABASE_URL: copy.url }, drop: copy.drop };
  }
  if (process.env.VITEST && !("DATA_DIR" in env) && !("DATABASE_URL" in env)) {
    copyDataDir(templateFromEnvironment(templateVariables.dataDir), dataDir);
  }
  return { env: { DATA_DIR: dataDir } };
}

/**
 * A start waits for the server's "server listening" line; this only bounds a server that never
 * says it. Three files start servers at once beside a CPU-bound process, and a fresh embedded
 * database (a test's own DATA_DIR) migrates first: 60 s was seen to run out (decision 069).
 */
export const defaultStartTimeoutMs = 200_000;

/**
 * Starts the production build as a real process, as `npm start` does (its environment included),
 * on a free port with its own DATA_DIR, or its own PostgreSQL database when DATABASE_URL is set,
 * unless `env` names one. Under Vitest that database is a copy of the run's migrated template
 * (tests/support/db-global-setup.ts), to which the server adds pg-boss's schema and the seed
 * content as at any first start; elsewhere (Playwright) it starts empty and the server migrates it.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  { startTimeoutMs = defaultStartTimeoutMs } = {},
): Promise<BuiltServer> {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` before these tests");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-http-"));
  const database = await serverDatabase(env, dataDir);
  const child = spawn(process.execPath, ["server/main.js"], {
    cwd: root,
    env: builtServerEnvironment(root, { ...database.env, ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that starts after the caller gave up must not outlive it on its port.
      child.kill("SIGTERM");
      reject(new Error(`server did not start:\n${output}`));
    }, startTimeoutMs);
    const check = () => {
      const match = output.match(/"port":(\d+),[^\n]*"msg":"server listening"/);
      if (match) {
        clearTimeout(timer);
        // Scanning the whole log on every later chunk would cost more with each line: under a
        // load benchmark, thousands of lines a second starved the process reading them.
        child.stdout.off("data", check);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", check);
    child.once("exit", () => {
      clearTimeout(timer);
      reject(new Error(`server exited during start:\n${output}`));
    });
  });

  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    output: () => output,
    async logged() {
      // Lines leave the server in order, so once a request made now is in the log, so is
      // everything logged before it.
      const marker = `/log-marker-${randomUUID()}`;
      await (await fetch(origin + marker)).arrayBuffer();
      const deadline = Date.now() + 10_000;
      while (!output.includes(marker)) {
        if (Date.now() > deadline) throw new Error(`the request for ${marker} never reached the log`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return output;
    },
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop?.();
      return code;
    },
  };
}
