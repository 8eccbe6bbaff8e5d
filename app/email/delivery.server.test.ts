import net from "node:net";
import { eq } from "drizzle-orm";
import PgBoss from "pg-boss";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { outbox } from "~/db/schema";
import { setSetting } from "~/db/settings.server";
import { openTestDatabase } from "../../tests/integration/test-database";
import { startSmtpTestServer, type SmtpTestServer } from "../../tests/integration/smtp-test-server";
import { configureMail } from "./config.server";
import { seal } from "~/security/secret-box.server";
import {
  queueEmailDelivery,
  queueForgottenMessages,
  retryMessage,
  startEmailDelivery,
  stopEmailDelivery,
  unsealableMessage,
} from "./delivery.server";
import { ownerEmailSettingKey } from "./owner.server";
import { queueEmail, transactionWithEmail } from "./outbox.server";

const log = pino({ level: "silent" });
let dispose: () => Promise<void>;
let boss: PgBoss;
const servers: SmtpTestServer[] = [];

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  boss = new PgBoss({ db: { executeSql: (text, values) => opened.database.executeSql(text, values) }, schema: "pgboss" });
  await boss.start();
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});

afterAll(async () => {
  stopEmailDelivery();
  await boss.stop({ graceful: false, wait: true });
  await dispose();
});

async function startDelivery(smtpUrl: string | undefined) {
  configureMail({ smtpUrl, retryDelaySeconds: 1, siteUrl: "https://pointwise.example" });
  stopEmailDelivery();
  await queueEmailDelivery(boss, log);
  await startEmailDelivery(boss, log);
}

async function smtp(options: Parameters<typeof startSmtpTestServer>[0] = {}) {
  const server = await startSmtpTestServer(options);
  servers.push(server);
  return server;
}

const message = (to: string, subject: string) => ({
  kind: "test",
  to,
  subject,
  content: { heading: subject, paragraphs: ["Hello <there> & welcome."] },
});

async function row(id: number) {
  const [found] = await db().select().from(outbox).where(eq(outbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A loopback port with nothing listening on it (yet). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("email delivery over SMTP", () => {
  it("delivers a queued message once, with its headers and attachment", async () => {
    const server = await smtp();
    await startDelivery(server.url);
    const id = await queueEmail({
      ...message("ana@example.com", "Your receipt"),
      headers: { "List-Unsubscribe": "<https://pointwise.example/unsubscribe?token=abc>" },
      attachments: [{ filename: "session.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" }],
    });
    const received = await server.waitForMessage((email) => email.subject === "Your receipt");
    expect(received.to).toEqual(["ana@example.com"]);
    expect(received.text).toContain("Hello <there> & welcome.");
    expect(received.html).toContain("Hello &lt;there&gt; &amp; welcome.");
    expect(received.headers["list-unsubscribe"]).toBe("<https://pointwise.example/unsubscribe?token=abc>");
    expect(received.attachments).toEqual([
      { filename: "session.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" },
    ]);
    const sent = await waitFor(
      () => row(id),
      (value) => value.status === "sent",
    );
    expect(sent.attempts).toBe(1);
    expect(sent.sentAt).toBeInstanceOf(Date);
    // The outbox kept the link's token sealed; only the message handed to the server had it.
    expect(sent.headers["List-Unsubscribe"]).toBe("<https://pointwise.example/unsubscribe?token=(sealed-0)>");
    expect(sent.sealedSecrets).not.toContain("abc");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(server.messages.filter((email) => email.subject === "Your receipt")).toHaveLength(1);
  });

  it("does not send a message whose sealed links no longer open (a new app secret), and says why", async () => {
    const server = await smtp();
    await startDelivery(undefined);
    const id = await queueEmail({
      ...message("dora@example.com", "Sealed elsewhere"),
      headers: { "List-Unsubscribe": "<https://x.example/u?token=abc>" },
    });
    await db()
      .update(outbox)
      .set({ sealedSecrets: seal("another-purpose", '["abc"]') })
      .where(eq(outbox.id, id));
    await startDelivery(server.url);
    expect(await retryMessage(id)).toBe(true);
    const failed = await waitFor(
      () => row(id),
      (value) => value.status === "failed",
    );
    expect(failed.lastError).toBe(unsealableMessage);
    expect(server.messages).toHaveLength(0);
  });

  it("retries while the mail server is down and delivers once when it is back", async () => {
    const port = await freePort();
    await startDelivery(`smtp://127.0.0.1:${port}`);
    const id = await queueEmail(message("ben@example.com", "Sent after an outage"));
    const waiting = await waitFor(
      () => row(id),
      (value) => value.attempts >= 1,
    );
    expect(waiting.status).toBe("queued");
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);

    const server = await smtp({ port });
    await server.waitForMessage((email) => email.subject === "Sent after an outage", 30_000);
    const sent = await waitFor(
      () => row(id),
      (value) => value.status === "sent",
    );
    expect(sent.lastError).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(server.messages.filter((email) => email.subject === "Sent after an outage")).toHaveLength(1);
  });

  it("stops at a permanent rejection and keeps the server's reply", async () => {
    const server = await smtp({ rejectRecipient: "nobody@example.com" });
    await startDelivery(server.url);
    const id = await queueEmail(message("nobody@example.com", "Rejected"));
    const failed = await waitFor(
      () => row(id),
      (value) => value.status === "failed",
    );
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/550/);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await row(id)).attempts).toBe(1);
    expect(server.messages).toHaveLength(0);
  });

  it("keeps messages in the outbox without a mail server, and sends them once one is configured", async () => {
    await startDelivery(undefined);
    const id = await queueEmail(message("cleo@example.com", "Waiting for a server"));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 0, lastError: null });

    const server = await smtp();
    await startDelivery(server.url);
    await server.waitForMessage((email) => email.subject === "Waiting for a server");
    await waitFor(
      () => row(id),
      (value) => value.status === "sent",
    );
    expect(await queueForgottenMessages(new Date())).toBe(0);
  });

  it("lets the admin retry a failed message", async () => {
    const server = await smtp({ rejectRecipient: "dora@example.com" });
    await startDelivery(server.url);
    const id = await queueEmail(message("dora@example.com", "Second chance"));
    await waitFor(
      () => row(id),
      (value) => value.status === "failed",
    );
    await server.stop();
    servers.splice(servers.indexOf(server), 1);

    const fixed = await smtp();
    await startDelivery(fixed.url);
    expect(await retryMessage(id)).toBe(true);
    await fixed.waitForMessage((email) => email.subject === "Second chance");
    expect(
      await waitFor(
        () => row(id),
        (value) => value.status === "sent",
      ),
    ).toMatchObject({ attempts: 2 });
    expect(await retryMessage(id)).toBe(false);
  });
});

describe("the outbox transaction", () => {
  it("stores nothing when the work fails", async () => {
    await startDelivery(undefined);
    const before = await db().select().from(outbox);
    await expect(
      transactionWithEmail(async (_tx, writer) => {
        await writer.queue(message("eve@example.com", "Never stored"));
        throw new Error("the lead could not be saved");
      }),
    ).rejects.toThrow("the lead could not be saved");
    expect(await db().select().from(outbox)).toHaveLength(before.length);
  });

  it("sends owner notifications to the saved address, else the configured one", async () => {
    await startDelivery(undefined);
    configureMail({ ownerEmailDefault: "owner@example.com" });
    const notification = {
      subject: "New request",
      summary: "Someone asked.",
      fields: [{ label: "Name", value: "Fay" }],
      adminPath: "/admin/requests/1",
    };
    const first = await transactionWithEmail((_tx, writer) => writer.notifyOwner(notification));
    expect(await row(first!)).toMatchObject({ toAddress: "owner@example.com", kind: "owner-notification" });
    expect((await row(first!)).textBody).toContain("https://pointwise.example/admin/requests/1");

    await setSetting(ownerEmailSettingKey, "boss@example.com");
    const second = await transactionWithEmail((_tx, writer) => writer.notifyOwner(notification));
    expect((await row(second!)).toAddress).toBe("boss@example.com");
  });
});
