import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { db, setDatabase } from "~/db/database.server";
import { outbox } from "~/db/schema";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { createScratchDatabase } from "./test-database";

/*
 * The real thing: 200 visitors subscribe over HTTP, the owner sends an issue from the admin page,
 * the server is stopped after the first throttled batch and started again on the same database,
 * and the pg-boss job finishes the send. Each subscriber's message is in the outbox exactly once.
 * (Asserted on the outbox, not a loopback SMTP server: the delivery job hands over about one
 * message a second here, so 400 messages would take minutes; delivery has its own tests.)
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-send-restart-"));
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
const admin = { email: "sender@example.com", password: "integration-password-7" };
const env = {
  ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir }),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  FORM_MIN_FILL_MS: "0",
  // Each test visitor posts from an address of its own, as behind a proxy.
  TRUST_PROXY: "1",
  // 100 per 10-second batch: two batches for 200 subscribers.
  NEWSLETTER_SEND_RATE: "600",
};
let server: BuiltServer | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(server!.origin + path, {
    method: "POST",
    headers: { Origin: server!.origin, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

async function waitForLog(pattern: RegExp, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(server!.output())) {
    if (Date.now() > deadline) throw new Error(`no log line matching ${pattern}:\n${server!.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("sending an issue through the job", () => {
  it("survives a restart midway without sending anyone the issue twice", async () => {
    server = await startBuiltServer(env);
    const stamp = (await (await fetch(`${server.origin}/`)).text()).match(/name="formStamp" value="([^"]+)"/)![1]!;
    for (let index = 0; index < 200; index++) {
      const response = await post(
        "/newsletter",
        { formStamp: stamp, website: "", source: "section", email: `reader${index}@example.com`, enhanced: "1" },
        { "X-Forwarded-For": `10.1.${Math.floor(index / 250)}.${index % 250}` },
      );
      expect(response.status, `subscriber ${index}`).toBe(200);
    }

    const login = await post("/admin/login", admin);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const started = Date.now();
    const sent = await post(
      "/admin/newsletter",
      { intent: "send", subject: "Restart-proof issue", body: "Hello.\n\nBye." },
      { Cookie: cookie },
    );
    expect(sent.status).toBe(303);

    await waitForLog(/"remaining":100,/, 20_000);
    expect(await server.stop()).toBe(0);
    server = await startBuiltServer(env);
    await waitForLog(/"remaining":0,/, 90_000);
    const seconds = (Date.now() - started) / 1000;
    console.info(`200 messages queued in ${seconds.toFixed(1)} s at NEWSLETTER_SEND_RATE=600, restart included`);
    await server.stop();
    server = undefined;

    const database = await openDatabase({ url: scratch?.url, dataDir });
    setDatabase(database);
    try {
      const messages = await db().select().from(outbox).where(eq(outbox.kind, "newsletter"));
      const recipients = messages.map((message) => message.toAddress);
      expect(recipients).toHaveLength(200);
      expect(new Set(recipients).size).toBe(200);
    } finally {
      setDatabase(undefined);
      await database.close();
    }
  }, 180_000);
});
