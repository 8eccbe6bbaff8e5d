import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { outbox, privacyRetentionRuns, rateLimits } from "~/db/schema";
import { createLogger } from "~/observability/logger.server";
import { retentionCron, retentionQueue, runRetention, startRetention } from "~/privacy/retention.server";
import { createScratchDatabase } from "./test-database";

/**
 * Two instances of the site on one PostgreSQL database, each with its own connection pool and
 * its own pg-boss working the retention queue: the day's work is done once, whichever fires.
 */
describe.runIf(process.env.DATABASE_URL)("the retention job on two instances", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: Database;
  let b: Database;
  const bosses: PgBoss[] = [];
  const day = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    a = await openDatabase({ url: scratch.url });
    await a.migrate();
    b = await openDatabase({ url: scratch.url });
    setDatabase(a);
  });
  afterAll(async () => {
    for (const boss of bosses) await boss.stop({ graceful: false, wait: true });
    setDatabase(undefined);
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  async function seedOldRows(count: number, now: Date) {
    const old = new Date(now.getTime() - 200 * day);
    await a.db
      .insert(rateLimits)
      .values(Array.from({ length: count }, (_, i) => ({ key: `form:x:${now.getTime()}:${i}`, count: 1, resetAt: old })));
    await a.db.insert(outbox).values(
      Array.from({ length: count }, (_, i) => ({
        kind: "welcome",
        toAddress: `p${i}@example.com`,
        fromAddress: "hello@localhost",
        subject: "Hi",
        textBody: "Body",
        htmlBody: "",
        status: "sent" as const,
        sentAt: old,
      })),
    );
  }

  it("two runs started at the same moment on two connections: one does the work, the other nothing", async () => {
    // A day long past, so the later test's run (on today's clock) has a day of its own.
    const now = new Date("2020-01-15T12:00:00Z");
    await seedOldRows(50, now);
    const [first, second] = await Promise.all([runRetention(now, a.db), runRetention(now, b.db)]);
    const runs = [first, second].filter(Boolean);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ touched: { rate_limits: 50, outbox: 50 }, total: 100 });
    expect(await a.db.select().from(privacyRetentionRuns)).toHaveLength(1);
  });

  it("both instances' pg-boss firing the job: the work is done once, and one schedule is kept", async () => {
    await seedOldRows(20, new Date());
    const log = createLogger("silent");
    const workers: string[] = [];
    for (const database of [a, b]) {
      const boss = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) }, schema: "pgboss" });
      bosses.push(boss);
      await boss.start();
      workers.push(await startRetention(boss, log, () => database.db));
    }
    // What each instance's clock would do at 04:23: queue the day's job (two jobs, one per instance).
    const ids = await Promise.all(bosses.map((boss) => boss.send(retentionQueue, {})));
    // Workers poll once a minute; wake both now instead.
    bosses.forEach((boss, i) => boss.notifyWorker(workers[i]!));
    const deadline = Date.now() + 30_000;
    for (;;) {
      const jobs = await Promise.all(ids.map((id, i) => bosses[i]!.getJobById(retentionQueue, id!)));
      if (jobs.every((job) => job?.state === "completed")) break;
      if (jobs.some((job) => job?.state === "failed")) throw new Error("a retention job failed");
      if (Date.now() > deadline) throw new Error(`jobs not done: ${jobs.map((job) => job?.state).join(", ")}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const runs = await a.db.select().from(privacyRetentionRuns).orderBy(privacyRetentionRuns.id);
    expect(runs).toHaveLength(2);
    expect(runs[1]).toMatchObject({ touched: { rate_limits: 20, outbox: 20 }, total: 40 });
    const schedules = (await bosses[0]!.getSchedules()).filter((schedule) => schedule.name === retentionQueue);
    expect(schedules).toEqual([expect.objectContaining({ cron: retentionCron })]);
  }, 60_000);
});
