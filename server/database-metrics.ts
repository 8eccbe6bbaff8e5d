import { Gauge, type Registry } from "prom-client";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import { outboxAge, outboxCounts } from "~/email/outbox-backlog.server";

/**
 * This process's connections to the database, read when scraped. Each worker process has its
 * own pool, so across workers these add up.
 */
export function registerPoolGauges(registry: Registry, database: Database): void {
  const connections = database.connections;
  new Gauge({
    name: "pointwise_database_pool_connections",
    help: "Database connections open (total) and not in use (idle); the embedded database is one connection",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const use = connections();
      this.set({ state: "total" }, use.total);
      this.set({ state: "idle" }, use.idle);
    },
  });
  new Gauge({
    name: "pointwise_database_pool_waiting",
    help: "Queries waiting for a database connection",
    registers: [registry],
    collect() {
      this.set(connections().waiting);
    },
  });
}

/**
 * The outbox as the database holds it, read when scraped. The same in every process, so only one
 * process registers these (the leading worker of a cluster): summed across workers they would be
 * counted once per worker. A failed read is logged and marked in that scrape, and the rest is served.
 */
export function registerOutboxGauges(registry: Registry, log: Logger, now: () => number = Date.now): void {
  new Gauge({
    name: "pointwise_outbox_messages",
    help: "Outbox messages waiting (queued) or given up on (failed); sent ones are not counted",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await outboxCounts().catch((error: unknown) => log.warn({ err: error }, "outbox counts not read for metrics"));
      for (const [status, count] of Object.entries(counts ?? {})) this.set({ status }, count);
    },
  });
  new Gauge({
    name: "pointwise_outbox_oldest_unsent_age_seconds",
    help: "Age of the oldest message not yet sent (0 when none waits, NaN when the database did not answer)",
    registers: [registry],
    async collect() {
      const age = await outboxAge().catch((error: unknown) => log.warn({ err: error }, "outbox age not read for metrics"));
      if (!age) this.set(Number.NaN);
      else this.set(age.oldestUnsentAt ? Math.max(0, (now() - age.oldestUnsentAt.getTime()) / 1000) : 0);
    },
  });
}
