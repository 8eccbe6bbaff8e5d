import type { RequestHandler } from "express";
import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { appliedSchemaVersion, knownSchemaVersions } from "~/backup/migrations.server";
import { db } from "~/db/database.server";
import { mailConfig } from "~/email/config.server";
import { outboxAge } from "~/email/outbox-backlog.server";
import { jobQueueRunning } from "~/jobs/job-failures.server";
import { databaseDownReport, readinessReport, type ReadinessFacts } from "./readiness";

/** Liveness: the process answers. Never touches the database, so a slow database cannot get us killed. */
export const liveness: RequestHandler = (_req, res) => {
  res.set("Cache-Control", "no-store").json({ status: "ok" });
};

export interface ReadinessProbe {
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  facts(): Promise<ReadinessFacts>;
}

/**
 * Readiness: the database answers, its migrations are this site's, the job queue runs and the
 * outbox drains. 503 names the failing parts, so a load balancer sends traffic elsewhere and an
 * uptime check says why. Three small indexed reads; never cached.
 */
export function readiness(probe: ReadinessProbe, log: Logger, now: () => number = Date.now): RequestHandler {
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    let report;
    try {
      await probe.ping();
      report = readinessReport(await probe.facts(), now());
    } catch (error) {
      log.warn({ err: error }, "readiness check failed");
      report = databaseDownReport();
    }
    if (report.status !== "ready") log.warn({ failing: report.failing }, "not ready");
    res.status(report.status === "ready" ? 200 : 503).json(report);
  };
}

/** The facts /readyz reads from this process's database and job queue. */
export function siteReadiness(database: { ping(): Promise<void> }, boss: PgBoss): ReadinessProbe {
  const shipped = knownSchemaVersions().at(-1)!.migration;
  return {
    ping: () => database.ping(),
    async facts() {
      // A database migrated by a newer version of the site has a migration this one does not know.
      const applied = await appliedSchemaVersion(db()).then(
        (version) => version?.migration,
        () => "newer than this site",
      );
      const age = await outboxAge();
      return { migrations: { applied, shipped }, jobQueueRunning: jobQueueRunning(boss), mailServer: !!mailConfig().smtpUrl, ...age };
    },
  };
}
