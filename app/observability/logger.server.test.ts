import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe("logger", () => {
  it("redacts secrets wherever they sit in a log line", () => {
    const { lines, stream } = capture();
    const log = createLogger("info", stream);
    log.info(
      {
        password: "hunter2-secret",
        form: { cardNumber: "4242424242424242", cvv: "123" },
        req: { headers: { cookie: "pw_session=abc", authorization: "Bearer key-123" } },
        env: { DATABASE_URL: "postgres://u:pw@h/db", ADMIN_PASSWORD: "admin-secret" },
      },
      "submitted",
    );
    const written = lines.join("");
    for (const secret of ["hunter2-secret", "4242424242424242", "pw_session=abc", "key-123", "u:pw@h", "admin-secret"]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain("[redacted]");
    expect(written).toContain("submitted");
  });
});

/**
 * Runs the fixture with stdout piped but unread until it says "done" on stderr. With `stayUntil`,
 * the fixture stays up until stdout has shown that text, then its stdin is closed and it exits.
 */
async function runWithUnreadStdout(args: string[], stayUntil?: string): Promise<{ said: string; stdout: string }> {
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "app/observability/stdout-logger.fixture.ts", ...args], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  if (!stayUntil) child.stdin.end();
  child.stdout.pause();
  let stderr = "";
  const said = await new Promise<string>((resolve) => {
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
      if (stderr.includes("done")) resolve("done");
    });
    // A synchronous logger blocks on the full pipe and never gets to "done".
    setTimeout(() => resolve(`no "done" within 15 s; stderr: ${stderr}`), 15_000);
  });
  let stdout = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
    if (stayUntil && stdout.includes(stayUntil)) child.stdin.end();
  });
  child.stdout.resume();
  await new Promise((resolve) => child.once("close", resolve));
  return { said, stdout };
}

describe("the server's stdout logger", () => {
  it("keeps going while nobody reads stdout, and flushes what it buffered when the process exits", async () => {
    // 20,000 lines of about 250 bytes: 5 MB, far beyond a pipe's 64 KB, within the 8 MB buffer.
    const { said, stdout } = await runWithUnreadStdout(["burst", "20000"]);
    expect(said).toBe("done");
    const lines = stdout.trim().split("\n");
    expect(lines).toHaveLength(20_001);
    expect(JSON.parse(lines[0]!)).toMatchObject({ line: 0, msg: "burst" });
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ msg: "final words" });
  }, 30_000);

  it("drops what does not fit in its buffer and says how many lines it dropped", async () => {
    const { said, stdout } = await runWithUnreadStdout(["drops"], "log lines dropped");
    expect(said).toBe("done");
    const report = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { msg: string; dropped?: number })
      .find((entry) => entry.msg.startsWith("log lines dropped"));
    const kept = stdout.split("\n").filter((line) => line.includes('"msg":"burst"')).length;
    expect(report?.dropped).toBe(5_000 - kept);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(5_000);
  }, 30_000);
});

/** Runs the fixture's one-line mode with stdout on a terminal (a pseudo-terminal from `script`), or on a pipe. */
async function logOneLine(onTerminal: boolean): Promise<string> {
  const command = [process.execPath, "node_modules/tsx/dist/cli.mjs", "app/observability/stdout-logger.fixture.ts", "one"];
  const { stdout } = onTerminal
    ? await promisify(execFile)("script", ["--quiet", "--return", "--command", command.join(" "), "/dev/null"], {
        env: { ...process.env, NO_COLOR: "1" },
      })
    : await promisify(execFile)(command[0]!, command.slice(1));
  return stdout.trim();
}

describe("the log format", () => {
  it("is a readable line when stdout is a terminal, still without secrets", async () => {
    const line = await logOneLine(true);
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: server listening \{"port":3000,"password":"\[redacted\]"\}$/);
  }, 30_000);

  it("is a JSON line when stdout is a pipe", async () => {
    expect(JSON.parse(await logOneLine(false))).toMatchObject({ msg: "server listening", port: 3000, password: "[redacted]" });
  }, 30_000);
});
