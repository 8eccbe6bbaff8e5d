import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { collectDefaultMetrics, Registry } from "prom-client";
import type { Database } from "~/db/client.server";
import { metricsRegistry } from "~/observability/metrics.server";
import { registerOutboxGauges, registerPoolGauges } from "./database-metrics";
import { metricsEndpoint } from "./metrics-endpoint";
import { observeRequests } from "./request-metrics";
import { routeLabeller, type ManifestRoute } from "./route-label";

/** In a cluster worker: shares `registry` with the primary and returns how to ask it for every worker's metrics (server/cluster-metrics.js). */
export type ShareMetrics = (registry: Registry) => Promise<() => Promise<string>>;

export interface MetricsOptions {
  token: string;
  database: Database;
  /** Whether this process reads the database-wide gauges (one process of a cluster does). */
  leader: boolean;
  /** React Router's route manifest, whose patterns label requests (server/route-label.ts). */
  routes: Record<string, ManifestRoute | undefined>;
  /** The build's files served outside /assets, each its own label. */
  publicFiles: Iterable<string>;
  shareMetrics?: ShareMetrics;
  log: Logger;
}

export interface Metrics {
  /** Call first for every request. */
  observe: (req: IncomingMessage, res: ServerResponse) => void;
  /** GET /metrics. */
  endpoint: RequestHandler;
}

/**
 * Starts collecting what /metrics serves: the counters every part of the site keeps
 * (app/observability/metrics.server.ts), the process's memory, CPU and event-loop delay
 * (prom-client's default metrics), and gauges read from the database when scraped.
 */
export async function startMetrics({ token, database, leader, routes, publicFiles, shareMetrics, log }: MetricsOptions): Promise<Metrics> {
  const processRegistry = new Registry();
  collectDefaultMetrics({ register: processRegistry });
  registerPoolGauges(processRegistry, database);
  if (leader) registerOutboxGauges(processRegistry, log);
  const registry = Registry.merge([metricsRegistry, processRegistry]);
  const gather = shareMetrics ? await shareMetrics(registry) : () => registry.metrics();
  return {
    observe: observeRequests(routeLabeller(routes, { fixed: ["/healthz", "/readyz", "/metrics", ...publicFiles], prefixes: ["/assets/"] })),
    endpoint: metricsEndpoint({ token, gather, contentType: registry.contentType, log }),
  };
}
