import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryQueue } from "~/email/delivery.server";
import { alertsQueue } from "~/jobs/bonus-alerts.server";
import { sendQueue } from "~/newsletter/send-job.server";
import { startFakeBonusSource, type FakeBonusSource } from "../support/fake-bonus-source";
import { defaultStartTimeoutMs, startBuiltServer, type BuiltServer } from "./built-server";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server";
import { createScratchDatabase } from "./test-database";

/*
 * Issue 24's alerts end to end on two production servers sharing one PostgreSQL database: two
 * visitors choose a program and a currency on the partners page (one on each instance), the
 * webhook publishes the source's bonuses on A, each visitor gets one alert email; the webhook on
 * B scrapes the same bonuses again and nobody gets a second one.
 */
const secret = "integration-webhook-secret-0123456789";
const admin = { email: "alerts-owner@example.com", password: "integration-password-24" };

describe.runIf(process.env.DATABASE_URL)("bonus alerts across two instances", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let fake: FakeBonusSource;
  let smtp: SmtpTestServer;
  let a: BuiltServer;
  let b: BuiltServer;

  beforeAll(
    async () => {
      scratch = await createScratchDatabase(process.env.DATABASE_URL!);
      fake = await startFakeBonusSource();
      smtp = await startSmtpTestServer();
      const shared = {
        DATABASE_URL: scratch.url,
        SMTP_URL: smtp.url,
        TRANSFER_BONUS_SOURCE_URL: fake.pageUrl,
        FIRECRAWL_API_URL: fake.origin,
        TRANSFER_BONUS_WEBHOOK_SECRET: secret,
        FORM_MIN_FILL_MS: "0",
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        MAIL_RETRY_DELAY_SECONDS: "1",
      };
      // One after the other, so the second finds the schema migrated and the content seeded.
      a = await startBuiltServer(shared);
      b = await startBuiltServer(shared);
    },
    2 * defaultStartTimeoutMs + 30_000,
  );
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await smtp?.stop();
    await fake?.stop();
    await scratch?.drop();
  });

  async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function chooseAlert(server: BuiltServer, email: string, kind: "currency" | "program", id: string): Promise<Response> {
    const page = await (await fetch(`${server.origin}/transfer-partners?${kind}=${id}`)).text();
    const form = page.match(/<form[^>]*action="\/newsletter\/alert-signup"[\s\S]*?<\/form>/)?.[0] ?? "";
    const stamp = form.match(/name="formStamp" value="([^"]+)"/)?.[1];
    expect(stamp).toBeDefined();
    return fetch(`${server.origin}/newsletter/alert-signup`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
      body: new URLSearchParams({ email, source: "section", kind, id, formStamp: stamp!, website: "" }),
      redirect: "manual",
    });
  }

  async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; jobs: ${JSON.stringify(await jobStates())}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** pg-boss keeps its jobs in the shared database: how many of each queue are in each state. */
  const jobStates = () =>
    query<{ name: string; state: string; n: string }>(
      "select name, state::text, count(*) as n from pgboss.job where name = any($1) group by name, state order by name, state",
      [[alertsQueue, sendQueue, deliveryQueue]],
    );

  /** A decision job queued after the newest publish has run to completion, and none is waiting. */
  async function decidedSinceLastPublish(): Promise<boolean> {
    const [row] = await query<{ done: boolean; waiting: boolean }>(
      `select exists (select 1 from pgboss.job where name = $1 and state = 'completed'
                        and created_on > (select max(last_seen_at) from transfer_bonuses)) as done,
              exists (select 1 from pgboss.job where name = $1 and state in ('created', 'retry', 'active')) as waiting`,
      [alertsQueue],
    );
    return row!.done && !row!.waiting;
  }

  /** No alert batch or delivery still to run, and nothing in the outbox left to hand to the mail server. */
  async function mailSettled(): Promise<boolean> {
    const [row] = await query<{ jobs: string; queued: string }>(
      `select (select count(*) from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')) as jobs,
              (select count(*) from outbox where status = 'queued') as queued`,
      [[sendQueue, deliveryQueue]],
    );
    return Number(row!.jobs) === 0 && Number(row!.queued) === 0;
  }

  const alertEmails = () => smtp.messages.filter((message) => message.subject.startsWith("Transfer bonus:"));

  it("subscribes from the partners page on either instance, with the choice saved", async () => {
    const first = await chooseAlert(a, "virgin-fan@example.com", "program", "virgin-atlantic-flying-club");
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/transfer-partners?program=virgin-atlantic-flying-club");
    const second = await chooseAlert(b, "capital-fan@example.com", "currency", "capital-one-miles");
    expect(second.status).toBe(303);
    const choices = await query<{ email: string; kind: string; ref_id: string }>(
      "select s.email, c.kind, c.ref_id from alert_choices c join subscribers s on s.id = c.subscriber_id order by s.email",
    );
    expect(choices).toEqual([
      { email: "capital-fan@example.com", kind: "currency", ref_id: "capital-one-miles" },
      { email: "virgin-fan@example.com", kind: "program", ref_id: "virgin-atlantic-flying-club" },
    ]);
    await smtp.waitForMessage((message) => message.to.includes("virgin-fan@example.com") && message.subject.startsWith("Welcome"));
  }, 60_000);

  it("sends each subscriber one alert when the webhook publishes on A", async () => {
    expect(
      (await fetch(`${a.origin}/hooks/transfer-bonuses`, { method: "POST", headers: { Authorization: `Bearer ${secret}` } })).status,
    ).toBe(202);
    const virgin = await smtp.waitForMessage(
      (message) => message.to.includes("virgin-fan@example.com") && message.subject.startsWith("Transfer bonus:"),
      60_000,
    );
    const capital = await smtp.waitForMessage(
      (message) => message.to.includes("capital-fan@example.com") && message.subject.startsWith("Transfer bonus:"),
      60_000,
    );
    expect(virgin.subject).toBe("Transfer bonus: Chase Ultimate Rewards, 30% bonus to Virgin Atlantic Flying Club");
    expect(capital.subject).toBe("Transfer bonus: Capital One Miles, 40% bonus to Avianca LifeMiles");
    for (const message of [virgin, capital]) {
      expect(message.headers["list-unsubscribe"]).toMatch(/^<http.*\/unsubscribe\?token=[^>]+>$/);
      expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(message.text).toMatch(/\/newsletter\/alerts\?token=/);
    }
    const preferences = virgin.text.match(/https?:\/\/\S+\/newsletter\/alerts\?token=\S+/)?.[0];
    const page = await fetch(preferences!.replace(/^https?:\/\/[^/]+/, b.origin));
    expect(page.status).toBe(200);
    const checked = (await page.text()).match(/<input[^>]*value="virgin-atlantic-flying-club"[^>]*>/)?.[0];
    expect(checked).toContain('checked=""');
  }, 120_000);

  it("sends nothing more when B scrapes the same bonuses again", async () => {
    const published = async () =>
      Number((await query<{ n: string }>("select count(*) as n from transfer_bonus_runs where published"))[0]!.n);
    const before = await published();
    expect(
      (await fetch(`${b.origin}/hooks/transfer-bonuses`, { method: "POST", headers: { Authorization: `Bearer ${secret}` } })).status,
    ).toBe(202);
    await until(async () => (await published()) > before, "the second publish");
    // The publish nudges a decision; a wrong second alert would be queued by it, batched by the send
    // job and handed to the mail server by a delivery job. Once all of that has run, it would be here.
    await until(decidedSinceLastPublish, "the alert decision after the second publish");
    await until(mailSettled, "the alert batches and deliveries to finish");
    expect(alertEmails()).toHaveLength(2);
    const rows = await query<{ n: string }>("select count(*) as n from bonus_alerts");
    expect(Number(rows[0]!.n)).toBe(2);
  }, 120_000);

  it("shows the owner how many alerts each bonus sent", async () => {
    const login = await fetch(`${b.origin}/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: b.origin },
      body: new URLSearchParams(admin),
      redirect: "manual",
    });
    expect(login.status).toBe(302);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const page = await (await fetch(`${b.origin}/admin/transfer-bonuses`, { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Bonus alerts");
    const row = page.match(/<tr data-bonus-id="capital-one-miles-40--bonus-to-avianca[^"]*">([\s\S]*?)<\/tr>/)?.[1] ?? "";
    const counts = [...row.matchAll(/<td class="[^"]*text-right">(\d+)<\/td>/g)].map((match) => Number(match[1]));
    expect(counts).toEqual([1, 1, 0, 0]);
  }, 60_000);
});
