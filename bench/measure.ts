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
 * other `headers` (a signed-in visitor's cookie), and with `clientsApart` as one client per
 * connection. `workers`
 * runs the load generator in that many threads of its own, so that other clients in this
 * process (the abuse benchmark's abusers) cannot slow the measuring one.
 */
export async function measure(
  url: string,
  connections: number,
  duration: number,
  { workers, headers = {}, clientsApart = false }: { workers?: number; headers?: Record<string, string>; clientsApart?: boolean } = {},
): Promise<Result> {
  const all = { "accept-encoding": "gzip", ...headers };
  let connection = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: all,
    ...(workers ? { workers } : {}),
    // Each connection a client of its own (a server with TRUST_PROXY=1 reads X-Forwarded-For), so
    // the site's per-client render turns do not queue one client's fifty connections.
    ...(clientsApart
      ? {
          setupClient: (client: { setHeaders(headers: Record<string, string>): void }) =>
            client.setHeaders({ ...all, "x-forwarded-for": `10.0.${Math.floor(connection / 250)}.${(connection++ % 250) + 1}` }),
        }
      : {}),
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
