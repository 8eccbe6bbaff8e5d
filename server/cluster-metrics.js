// /metrics with several worker processes (decision 036). A scrape reaches one worker; it asks the
// primary, which gathers every worker's metrics with prom-client's AggregatorRegistry (counters
// and histograms are summed) and hands the text back. Both ends of that exchange live here. The
// primary loads prom-client on the first scrape only, so it stays small while nobody scrapes.
import cluster from "node:cluster";
import { randomUUID } from "node:crypto";

const requestType = "pointwise:metrics-request";
const answerType = "pointwise:metrics-answer";
/** prom-client gives up on a worker that does not answer after 5 s; this is the worker's own limit. */
const answerTimeoutMs = 10_000;

/** In the primary: answers each worker's request with all workers' metrics. */
export function answerMetricsRequests(log) {
  let aggregator;
  cluster.on("message", async (worker, message) => {
    if (message?.type !== requestType) return;
    let answer;
    try {
      aggregator ??= new (await import("prom-client")).AggregatorRegistry();
      answer = { type: answerType, id: message.id, text: await aggregator.clusterMetrics() };
    } catch (error) {
      log.warn({ err: error }, "cluster metrics not gathered");
      answer = { type: answerType, id: message.id, error: String(error?.message ?? error) };
    }
    if (worker.isConnected()) worker.send(answer);
  });
}

/**
 * In a worker: lets the primary read `registry` when any worker is scraped, and returns the
 * function that asks the primary for every worker's metrics.
 */
export async function shareMetricsWithPrimary(registry) {
  const { AggregatorRegistry } = await import("prom-client");
  AggregatorRegistry.setRegistries(registry);
  // Its constructor is what makes this worker answer the primary's requests.
  new AggregatorRegistry();
  const waiting = new Map();
  process.on("message", (message) => {
    if (message?.type !== answerType) return;
    waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => settle({ error: "the primary process did not answer in time" }), answerTimeoutMs);
      const settle = (message) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (message.error) reject(new Error(message.error));
        else resolve(message.text);
      };
      waiting.set(id, settle);
      process.send({ type: requestType, id });
    });
}
