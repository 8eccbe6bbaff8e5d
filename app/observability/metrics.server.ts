import { Counter, Histogram, Registry } from "prom-client";

/**
 * The process's metrics, served at /metrics when METRICS_TOKEN is set (server/metrics-endpoint.ts).
 * Every label takes a bounded set of values: a route pattern, never a raw URL.
 */
export const metricsRegistry = new Registry();

export const httpRequests = new Counter({
  name: "pointwise_http_requests_total",
  help: "Requests answered, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [metricsRegistry],
});

/** Without the status: a series per bucket is kept for each label combination. */
export const httpRequestDuration = new Histogram({
  name: "pointwise_http_request_duration_seconds",
  help: "Time from a request's arrival to the last byte of its answer, by method and route pattern",
  labelNames: ["method", "route"] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const pageCacheRequests = new Counter({
  name: "pointwise_page_cache_requests_total",
  help: "Cacheable page requests by outcome: hit (answered from memory), miss (rendered), bypass (a personal cookie)",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: "pointwise_rate_limit_refusals_total",
  help: "Requests refused with 429, by the limit that refused them",
  labelNames: ["limit"] as const,
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: "pointwise_job_failures_total",
  help: "Job runs whose handler failed, by pg-boss queue",
  labelNames: ["queue"] as const,
  registers: [metricsRegistry],
});
