/**
 * Mail delivery re-queues every message never tried once a minute (app/email/delivery.server.ts),
 * so a message still untried after this long means this site's delivery has stopped, not that the
 * mail server is away (its messages are tried, and retried for a day).
 */
export const outboxStuckAfterMs = 10 * 60_000;

/** What /readyz reads, beyond the database answering. */
export interface ReadinessFacts {
  /** The last migration applied to the database (undefined when none is) and the last this site ships. */
  migrations: { applied: string | undefined; shipped: string };
  jobQueueRunning: boolean;
  /** Whether a mail server is configured: without one, messages wait in the outbox on purpose. */
  mailServer: boolean;
  oldestUnsentAt?: Date;
  oldestUntriedAt?: Date;
}

export type ReadinessPart = "database" | "migrations" | "jobQueue" | "outbox";

export interface ReadinessReport {
  status: "ready" | "unavailable";
  /** The parts that fail, named, so an uptime check's log says what is wrong. */
  failing: ReadinessPart[];
  checks: {
    database: { ok: boolean };
    migrations?: { ok: boolean; applied: string | null; shipped: string };
    jobQueue?: { ok: boolean };
    outbox?: { ok: boolean; mailServer: boolean; oldestUnsentSeconds: number | null; oldestUntriedSeconds: number | null };
  };
}

/** Without the database nothing else can be read: only that part is reported. */
export function databaseDownReport(): ReadinessReport {
  return { status: "unavailable", failing: ["database"], checks: { database: { ok: false } } };
}

export function readinessReport(facts: ReadinessFacts, now: number): ReadinessReport {
  const secondsSince = (date: Date | undefined) => (date ? Math.max(0, Math.round((now - date.getTime()) / 1000)) : null);
  const untriedFor = secondsSince(facts.oldestUntriedAt);
  const checks = {
    database: { ok: true },
    migrations: {
      ok: facts.migrations.applied === facts.migrations.shipped,
      applied: facts.migrations.applied ?? null,
      shipped: facts.migrations.shipped,
    },
    jobQueue: { ok: facts.jobQueueRunning },
    outbox: {
      ok: !facts.mailServer || untriedFor === null || untriedFor * 1000 < outboxStuckAfterMs,
      mailServer: facts.mailServer,
      oldestUnsentSeconds: secondsSince(facts.oldestUnsentAt),
      oldestUntriedSeconds: untriedFor,
    },
  };
  const failing = (["migrations", "jobQueue", "outbox"] as const).filter((part) => !checks[part].ok);
  return { status: failing.length === 0 ? "ready" : "unavailable", failing, checks };
}
