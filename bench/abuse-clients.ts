/**
 * The abuse benchmark's clients: abusers that run for a while and count the answers they got,
 * a light health probe, and the server's CPU time from /proc.
 */
import { readdirSync, readFileSync } from "node:fs";
import autocannon, { type Request } from "autocannon";

/**
 * How many answers of each HTTP status an abuser got; "error": none within the client's 10 s or
 * the connection failed; "unanswered": still waiting when the abuser stopped.
 */
export type StatusCounts = Map<string, number>;

export const sent = (counts: StatusCounts) => [...counts.values()].reduce((sum, count) => sum + count, 0);

/**
 * Answers that did not do what was asked: every 4xx but 401, which answers a checked password
 * (the expensive work was done).
 */
export const refused = (counts: StatusCounts) =>
  [...counts].filter(([status]) => status.startsWith("4") && status !== "401").reduce((sum, [, count]) => sum + count, 0);

export const describeCounts = (counts: StatusCounts) =>
  [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");

export type Abuser = (origin: string, durationMs: number) => Promise<StatusCounts>;

/** Sleeps until `until` (a Date.now() time); at once when it has passed. */
const waitUntil = (until: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())));

/**
 * One client that sends a request every `intervalMs`, one at a time: when the server takes
 * longer than the interval, the next goes as soon as the last is answered, if there is time left.
 * The one in flight when the time is up is waited for, so its answer (and the server's work) counts.
 */
export function paced(intervalMs: number, send: (origin: string) => Promise<Response>): Abuser {
  return async (origin, durationMs) => {
    const counts: StatusCounts = new Map();
    const deadline = Date.now() + durationMs;
    for (let next = Date.now(); Math.max(next, Date.now()) < deadline; next += intervalMs) {
      await waitUntil(next);
      const status = await send(origin).then(
        async (response) => (await response.arrayBuffer(), String(response.status)),
        () => "error",
      );
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
    return counts;
  };
}

/** `connections` clients as fast as they go; `request(n)` builds the n-th request. */
export function flood(connections: number, request: (n: number) => Request): Abuser {
  return async (origin, durationMs) => {
    let n = 0;
    const result = await autocannon({
      url: origin,
      connections,
      duration: durationMs / 1000,
      requests: [{ setupRequest: (defaults) => ({ ...defaults, ...request(n++) }) }],
    });
    const counts: StatusCounts = new Map(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]));
    if (result.errors > 0) counts.set("error", result.errors); // time-outs included
    if (result.requests.sent > sent(counts)) counts.set("unanswered", result.requests.sent - sent(counts));
    return counts;
  };
}

/**
 * GET /healthz every 50 ms, one at a time, until stopped: its answer time shows how long the
 * event loop was held up. A request still waiting when stopped is waited for and counted (a
 * loop blocked for seconds must show as seconds, not as a time-out that records nothing).
 */
export function startHealthProbe(origin: string): { stop(): Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const probing = (async () => {
    for (let next = Date.now(); running; next += 50) {
      await waitUntil(next);
      const started = performance.now();
      await (await fetch(`${origin}/healthz`)).arrayBuffer();
      latencies.push(performance.now() - started);
    }
  })();
  return {
    async stop() {
      running = false;
      await probing;
      return latencies;
    },
  };
}

/** The value below which 99% of the samples lie. */
export function percentile99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

/**
 * CPU time a process has used so far, in nanoseconds: the sum over its threads of the first
 * field of /proc/<pid>/task/<tid>/schedstat (time on a CPU), which counts the event loop, the
 * garbage collector and the thread pool alike, at a finer grain than /proc/<pid>/stat's ticks.
 */
export function cpuTimeNs(pid: number): number {
  return readdirSync(`/proc/${pid}/task`).reduce((sum, thread) => {
    try {
      return sum + Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      return sum; // the thread ended between the listing and the read
    }
  }, 0);
}

/**
 * Waits until the server process is idle: under 10% of one core over a quarter of a second (at
 * most 30 s; false if it never was). Health checks alone can answer quickly while the thread pool
 * still works through queued password hashes, which would slow the next scenario.
 */
export async function untilIdle(pid: number): Promise<boolean> {
  const windowMs = 250;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const before = cpuTimeNs(pid);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    if ((cpuTimeNs(pid) - before) / 1e6 < windowMs * 0.1) return true;
  }
  return false;
}
