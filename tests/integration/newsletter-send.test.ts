import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { messageToSend } from "~/email/sealed-links.server";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { db, setDatabase } from "~/db/database.server";
import { newsletterSends, outbox, subscribers } from "~/db/schema";
import { sendBatch, sendProgress, startIssue } from "~/newsletter/issues.server";
import { createScratchDatabase } from "./test-database";

/*
 * A send to 200 subscribers with a restart in the middle: the database is closed after two
 * batches and opened again from disk (or a new connection to the same PostgreSQL database),
 * as a new process would, and the rest goes out. Everyone gets exactly one message.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-send-"));
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

async function open(): Promise<Database> {
  const database = await openDatabase({ url: scratch?.url, dataDir });
  await database.migrate();
  setDatabase(database);
  return database;
}

async function close(database: Database) {
  setDatabase(undefined);
  await database.close();
}

describe("sending an issue", () => {
  it("gives each of 200 active subscribers exactly one message across a restart, and none to the unsubscribed", async () => {
    let database = await open();
    const addresses = Array.from({ length: 200 }, (_, index) => `reader${index}@example.com`);
    await db()
      .insert(subscribers)
      .values(addresses.map((email) => ({ email, source: "section" as const, consentVersion: "test" })));
    await db().insert(subscribers).values({ email: "gone@example.com", source: "popup", consentVersion: "test", status: "unsubscribed" });

    const issue = await startIssue({ subject: "November's bonuses", body: "Hello.\n\nTransfer now." });
    expect(await sendBatch(issue.id, 60)).toBe(140);
    expect(await sendBatch(issue.id, 60)).toBe(80);
    expect(await sendProgress(issue.id)).toEqual({ recipients: 200, queued: 200, sent: 0, failed: 0 });

    await close(database);
    database = await open();

    const started = performance.now();
    let remaining = 80;
    while (remaining > 0) remaining = await sendBatch(issue.id, 60);
    const perSecond = 80 / ((performance.now() - started) / 1000);
    console.info(`queued ${perSecond.toFixed(0)} messages per second into the outbox`);
    expect(await sendBatch(issue.id, 60)).toBe(0);

    const messages = await db().select().from(outbox).where(eq(outbox.kind, "newsletter"));
    expect(messages.map((message) => message.toAddress).sort()).toEqual([...addresses].sort());
    // The stored rows hold the tokens sealed; each message as it goes out has its own link.
    expect(new Set(messages.map((message) => messageToSend(message)?.headers["List-Unsubscribe"])).size).toBe(200);
    expect(messages.every((message) => message.headers["List-Unsubscribe-Post"] === "List-Unsubscribe=One-Click")).toBe(true);
    expect(await db().select().from(newsletterSends).where(eq(newsletterSends.issueId, issue.id))).toHaveLength(200);
    await close(database);
  }, 120_000);
});
