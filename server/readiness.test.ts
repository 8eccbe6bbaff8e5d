import { describe, expect, it } from "vitest";
import { outboxStuckAfterMs, readinessReport, type ReadinessFacts } from "./readiness";

const now = Date.parse("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now - ms);
const healthy: ReadinessFacts = {
  migrations: { applied: "0008_flight_search_tally", shipped: "0008_flight_search_tally" },
  jobQueueRunning: true,
  mailServer: true,
};

describe("readinessReport", () => {
  it("is ready with every part named and nothing failing", () => {
    expect(readinessReport(healthy, now)).toEqual({
      status: "ready",
      failing: [],
      checks: {
        database: { ok: true },
        migrations: { ok: true, applied: "0008_flight_search_tally", shipped: "0008_flight_search_tally" },
        jobQueue: { ok: true },
        outbox: { ok: true, mailServer: true, oldestUnsentSeconds: null, oldestUntriedSeconds: null },
      },
    });
  });

  it("fails on migrations not applied, or none at all", () => {
    const behind = readinessReport({ ...healthy, migrations: { applied: "0007_insights", shipped: "0008_flight_search_tally" } }, now);
    expect(behind.status).toBe("unavailable");
    expect(behind.failing).toEqual(["migrations"]);
    expect(readinessReport({ ...healthy, migrations: { applied: undefined, shipped: "0000_init" } }, now).checks.migrations).toEqual({
      ok: false,
      applied: null,
      shipped: "0000_init",
    });
  });

  it("fails when the job queue does not run", () => {
    expect(readinessReport({ ...healthy, jobQueueRunning: false }, now).failing).toEqual(["jobQueue"]);
  });

  it("fails when a message has waited untried too long while a mail server is configured", () => {
    const stuck = readinessReport({ ...healthy, oldestUnsentAt: ago(outboxStuckAfterMs), oldestUntriedAt: ago(outboxStuckAfterMs) }, now);
    expect(stuck.failing).toEqual(["outbox"]);
    expect(stuck.checks.outbox).toEqual({ ok: false, mailServer: true, oldestUnsentSeconds: 600, oldestUntriedSeconds: 600 });
    const young = readinessReport({ ...healthy, oldestUntriedAt: ago(outboxStuckAfterMs - 1_000) }, now);
    expect(young.status).toBe("ready");
  });

  it("stays ready while a mail server is away (messages tried and retried), or while none is configured", () => {
    expect(readinessReport({ ...healthy, oldestUnsentAt: ago(6 * 3_600_000) }, now)).toMatchObject({
      status: "ready",
      checks: { outbox: { ok: true, oldestUnsentSeconds: 21_600, oldestUntriedSeconds: null } },
    });
    const withoutMailServer = { ...healthy, mailServer: false, oldestUnsentAt: ago(86_400_000), oldestUntriedAt: ago(86_400_000) };
    expect(readinessReport(withoutMailServer, now).status).toBe("ready");
  });

  it("names every failing part at once", () => {
    const facts = { ...healthy, jobQueueRunning: false, oldestUntriedAt: ago(3_600_000), migrations: { applied: undefined, shipped: "x" } };
    expect(readinessReport(facts, now).failing).toEqual(["migrations", "jobQueue", "outbox"]);
  });
});
