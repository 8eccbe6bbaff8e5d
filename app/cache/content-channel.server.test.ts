import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../../tests/integration/test-database";
import { startContentChannel, type ContentChannel } from "./content-channel.server";

/** What an edit on one instance may take to reach another's caches (issue 13). */
const crossInstanceDeadlineMs = 1_000;

/** Two instances on one PostgreSQL database, each with its own listener and its own record of changes. */
describe.runIf(process.env.DATABASE_URL)("content changes between instances on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let pool: pg.Pool;
  const received = { a: [] as string[], b: [] as string[] };
  let a: ContentChannel;
  let b: ContentChannel;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    const start = (record: string[]) =>
      startContentChannel({
        url: scratch.url,
        execute: (text, values) => pool.query(text, values),
        onRemoteChange: (reason) => record.push(reason),
        log: pino({ level: "silent" }),
      });
    a = await start(received.a);
    b = await start(received.b);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await pool?.end();
    await scratch?.drop();
  });

  async function arrives(record: string[], reason: string): Promise<number> {
    const started = Date.now();
    while (!record.includes(reason)) {
      if (Date.now() - started > crossInstanceDeadlineMs) throw new Error(`"${reason}" did not arrive; got ${JSON.stringify(record)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Date.now() - started;
  }

  it("delivers a change on one instance to the other within a second, and not back to itself", async () => {
    a.publish("deal updated");
    await arrives(received.b, "from another instance: deal updated");
    b.publish("transfer bonuses published");
    await arrives(received.a, "from another instance: transfer bonuses published");
    expect(received.a).toEqual(["from another instance: transfer bonuses published"]);
    expect(received.b).toEqual(["from another instance: deal updated"]);
  });

  it("reconnects a dropped listen connection, counts the gap as a change, and hears the next one", async () => {
    const cut = await pool.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1", [b.applicationName]);
    expect(cut.rowCount).toBe(1);
    await arrives(received.b, "listen connection restored");
    a.publish("deal deleted");
    await arrives(received.b, "from another instance: deal deleted");
  });
});
