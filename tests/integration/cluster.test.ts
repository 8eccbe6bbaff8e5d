import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";

interface LogLine {
  msg?: string;
  workerPid?: number;
  pid?: number;
  worker?: number;
  path?: string;
  port?: number;
}

function logLines(server: BuiltServer): LogLine[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

const linesSaying = (server: BuiltServer, msg: string) => logLines(server).filter((line) => line.msg === msg);

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A request on a connection of its own: the cluster hands out connections, not requests, in turn. */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

/** Sends `count` requests to /healthz and returns the pids of the workers that logged them. */
async function pidsAnswering(server: BuiltServer, count: number): Promise<Set<number>> {
  const before = linesSaying(server, "request").length;
  const statuses = await Promise.all(Array.from({ length: count }, () => statusOnNewConnection(`${server.origin}/healthz`)));
  expect(statuses.every((status) => status === 200)).toBe(true);
  await until(() => linesSaying(server, "request").length >= before + count, "the request log lines");
  return new Set(
    linesSaying(server, "request")
      .slice(before)
      .map((line) => line.pid!),
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.runIf(process.env.DATABASE_URL)("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  let server: BuiltServer;
  const listening = () => linesSaying(server, "server listening");

  beforeAll(async () => {
    server = await startBuiltServer({ WEB_CONCURRENCY: "2" });
    await until(() => listening().length === 2, "both workers to listen");
  });
  afterAll(async () => {
    if (server?.process.exitCode === null) await server.stop();
  });

  it("runs two workers on one port, both answering, and starts the jobs in the first only", async () => {
    const [first, second] = listening();
    expect(first!.worker).toBe(1);
    expect(second!.worker).toBe(2);
    expect(first!.pid).not.toBe(second!.pid);
    expect(second!.port).toBe(first!.port);
    expect(new URL(server.origin).port).toBe(String(first!.port));

    expect(await pidsAnswering(server, 8)).toEqual(new Set([first!.pid, second!.pid]));
    const jobs = linesSaying(server, "jobs started");
    expect(jobs.map((line) => line.pid)).toEqual([first!.pid]);
  });

  it("replaces a killed worker, with the jobs, while the other keeps answering", async () => {
    const [leader, other] = listening();
    process.kill(leader!.pid!, "SIGKILL");
    // Once the primary has seen the exit, it hands connections to the other worker only.
    await until(() => linesSaying(server, "worker exited; restarting it").length === 1, "the primary to see the exit");
    expect(isRunning(leader!.pid!)).toBe(false);
    expect(await pidsAnswering(server, 4)).toEqual(new Set([other!.pid]));

    await until(() => listening().length === 3, "a replacement worker to listen");
    const replacement = listening()[2]!;
    expect(replacement.pid).not.toBe(leader!.pid);
    expect(replacement.port).toBe(leader!.port);
    expect(linesSaying(server, "jobs started").map((line) => line.pid)).toEqual([leader!.pid, replacement.pid]);
    expect(linesSaying(server, "worker exited; restarting it")).toEqual([
      expect.objectContaining({ workerPid: leader!.pid, leader: true, signal: "SIGKILL", restartInMs: 1000 }),
    ]);
    expect(await pidsAnswering(server, 8)).toEqual(new Set([other!.pid, replacement.pid]));
  });

  it("stops every worker and exits with 0 on SIGTERM", async () => {
    const workers = listening()
      .slice(1)
      .map((line) => line.pid!);
    expect(await server.stop()).toBe(0);
    expect(linesSaying(server, "shutdown complete")).toHaveLength(2);
    expect(linesSaying(server, "all workers stopped")).toHaveLength(1);
    expect(workers.filter(isRunning)).toEqual([]);
  });
});

describe("WEB_CONCURRENCY=2 on the embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-cluster-"));
  let server: BuiltServer;

  beforeAll(async () => {
    server = await startBuiltServer({ WEB_CONCURRENCY: "2", DATABASE_URL: "", DATA_DIR: dataDir });
  });
  afterAll(async () => {
    if (server?.process.exitCode === null) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("warns and runs one process, since PGlite belongs to one process", async () => {
    const warning = '"msg":"WEB_CONCURRENCY=2 ignored: the embedded database (PGlite) belongs to one process';
    await until(() => server.output().includes(warning), "the warning");
    expect(linesSaying(server, "starting workers")).toEqual([]);
    const [listeningLine] = linesSaying(server, "server listening");
    expect(listeningLine).toMatchObject({ database: "pglite" });
    expect(listeningLine!.worker).toBeUndefined();
    expect(listeningLine!.pid).toBeUndefined();
    expect(await statusOnNewConnection(`${server.origin}/healthz`)).toBe(200);
    expect(await server.stop()).toBe(0);
  });
});
