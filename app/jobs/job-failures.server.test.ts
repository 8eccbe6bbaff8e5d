import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/integration/test-database";
import { countJobFailures, jobQueueRunning, watchJobQueue } from "./job-failures.server";

let dispose: () => Promise<void>;
let boss: PgBoss;
const failures: [string, number][] = [];

beforeAll(async () => {
  const opened = await openTestDatabase();
  dispose = opened.dispose;
  boss = new PgBoss({ db: { executeSql: (text, values) => opened.database.executeSql(text, values) }, schema: "pgboss" });
  countJobFailures(boss, (queue, jobs) => failures.push([queue, jobs]));
  await boss.start();
  watchJobQueue(boss);
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await dispose();
});

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("countJobFailures", () => {
  it("counts a handler that throws, by its queue, and not one that succeeds", async () => {
    await boss.createQueue("throws");
    await boss.createQueue("works");
    let worked = 0;
    await boss.work("throws", { pollingIntervalSeconds: 0.5 }, () => Promise.reject(new Error("broken")));
    await boss.work("works", { pollingIntervalSeconds: 0.5 }, async () => {
      worked += 1;
    });
    await boss.send("works", {});
    await boss.send("throws", {}, { retryLimit: 0 });
    await until(() => failures.length > 0 && worked > 0);
    expect(failures).toEqual([["throws", 1]]);
  });

  it("counts jobs a handler fails itself", async () => {
    failures.length = 0;
    await boss.createQueue("retried");
    const ids = [await boss.send("retried", {}), await boss.send("retried", {})].filter((id): id is string => !!id);
    await boss.fail("retried", ids);
    expect(failures).toEqual([["retried", 2]]);
  });
});

describe("jobQueueRunning", () => {
  it("is true once started and false once stopped", async () => {
    expect(jobQueueRunning(boss)).toBe(true);
    await boss.stop({ graceful: false, wait: true });
    expect(jobQueueRunning(boss)).toBe(false);
  });
});
