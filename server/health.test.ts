import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knownSchemaVersions } from "~/backup/migrations.server";
import { db } from "~/db/database.server";
import { outbox } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { watchJobQueue } from "~/jobs/job-failures.server";
import { createLogger } from "~/observability/logger.server";
import { openTestDatabase } from "../tests/integration/test-database";
import { readiness, siteReadiness } from "./health";
import { outboxStuckAfterMs } from "./readiness";

let dispose: () => Promise<void>;
let boss: PgBoss;
let server: Server;
let origin: string;

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  // The queue alone, without the site's workers: nothing delivers the messages these tests write.
  boss = new PgBoss({ db: { executeSql: (text, values) => opened.database.executeSql(text, values) }, schema: "pgboss" });
  await boss.start();
  watchJobQueue(boss);
  configureMail({ smtpUrl: "smtp://127.0.0.1:9" });
  const app = express();
  app.get("/readyz", readiness(siteReadiness(opened.database, boss), createLogger("silent")));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  configureMail({ smtpUrl: undefined });
  await new Promise((resolve) => server.close(resolve));
  await boss.stop({ graceful: false, wait: true });
  await dispose();
});

async function readyz(): Promise<{ status: number; body: Record<string, unknown>; cacheControl: string | null }> {
  const response = await fetch(`${origin}/readyz`);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cacheControl: response.headers.get("cache-control"),
  };
}

async function writeMessage(createdAt: Date, attempts: number): Promise<void> {
  await db().insert(outbox).values({
    kind: "test",
    toAddress: "a@example.com",
    fromAddress: "b@example.com",
    subject: "s",
    textBody: "t",
    htmlBody: "h",
    attempts,
    createdAt,
  });
}

describe("/readyz", () => {
  it("reports each part when the site is ready", async () => {
    const shipped = knownSchemaVersions().at(-1)!.migration;
    const written = Date.now() - 3_600_000;
    await writeMessage(new Date(written), 3);
    const answer = await readyz();
    // The age is read when the check runs: an hour, plus however long this took on a busy machine.
    const waitedAtMost = Math.ceil((Date.now() - written) / 1000);
    expect(answer).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: {
        status: "ready",
        failing: [],
        checks: {
          database: { ok: true },
          migrations: { ok: true, applied: shipped, shipped },
          jobQueue: { ok: true },
          outbox: { ok: true, mailServer: true, oldestUnsentSeconds: expect.any(Number) as number, oldestUntriedSeconds: null },
        },
      },
    });
    const age = (answer.body as { checks: { outbox: { oldestUnsentSeconds: number } } }).checks.outbox.oldestUnsentSeconds;
    expect(age).toBeGreaterThanOrEqual(3_600);
    expect(age).toBeLessThanOrEqual(waitedAtMost);
  });

  it("names the outbox when a message has waited untried too long", async () => {
    const written = Date.now();
    await writeMessage(new Date(written - outboxStuckAfterMs - 60_000), 0);
    const { status, body } = await readyz();
    const waited = (outboxStuckAfterMs + 60_000) / 1000;
    expect(status).toBe(503);
    expect(body).toMatchObject({ status: "unavailable", failing: ["outbox"], checks: { outbox: { ok: false } } });
    // As above: the age is read when the check runs, so a busy machine adds its own delay.
    const age = (body as { checks: { outbox: { oldestUntriedSeconds: number } } }).checks.outbox.oldestUntriedSeconds;
    expect(age).toBeGreaterThanOrEqual(waited);
    expect(age).toBeLessThanOrEqual(waited + Math.ceil((Date.now() - written) / 1000));
  });

  it("names the job queue once it has stopped", async () => {
    await boss.stop({ graceful: false, wait: true });
    const { status, body } = await readyz();
    expect(status).toBe(503);
    expect(body).toMatchObject({ failing: ["jobQueue", "outbox"], checks: { jobQueue: { ok: false } } });
  });
});
