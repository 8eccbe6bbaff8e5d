import autocannon from "autocannon";

/** What the load benchmarks keep of one autocannon run against one URL. */
export interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * One URL at `connections` for `duration` seconds, asking for gzip as browsers do, with any
 * other `headers` (a signed-in visitor's cookie). `workers`
 * runs the load generator in that many threads of its own, so that other clients in this
 * process (the abuse benchmark's abusers) cannot slow the measuring one.
 */
export async function measure(
  url: string,
  connections: number,
  duration: number,
  { workers, headers = {} }: { workers?: number; headers?: Record<string, string> } = {},
): Promise<Result> {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { "accept-encoding": "gzip", ...headers },
    ...(workers ? { workers } : {}),
  });
  // autocannon's errors include its time-outs.
  const errors = result.errors + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

/**
 * Waits until the server has worked through what the last load left it: when the load
 * generator stops, up to 50 renders it had asked for are still running (an uncached page's
 * backlog took a second or more), and the next page measured would share the CPU with them.
 * Quiet means three health checks in a row answered within 10 ms; at most 10 s.
 */
export async function settle(origin: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (let quiet = 0; quiet < 3 && Date.now() < deadline;) {
    const started = performance.now();
    await (await fetch(`${origin}/healthz`)).arrayBuffer();
    quiet = performance.now() - started < 10 ? quiet + 1 : 0;
  }
}
