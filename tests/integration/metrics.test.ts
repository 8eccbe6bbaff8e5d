import http from "node:http";
import parsePrometheusTextFormat, { type MetricFamily, type Sample } from "parse-prometheus-text-format";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";
import { startBuiltServer, type BuiltServer } from "./built-server";

const token = "integration-metrics-token-0123456789";

async function scrape(server: BuiltServer): Promise<MetricFamily[]> {
  const response = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return parsePrometheusTextFormat(await response.text());
}

function samples(families: MetricFamily[], name: string): Sample[] {
  return families.find((family) => family.name === name)?.metrics ?? [];
}

/** The sum of a counter's or gauge's samples whose labels include `labels`; 0 when there is none yet. */
function total(families: MetricFamily[], name: string, labels: Record<string, string> = {}): number {
  return samples(families, name)
    .filter((sample) => Object.entries(labels).every(([label, value]) => sample.labels?.[label] === value))
    .reduce((sum, sample) => sum + Number(sample.value), 0);
}

async function get(server: BuiltServer, path: string): Promise<Response> {
  const response = await fetch(server.origin + path);
  await response.arrayBuffer();
  return response;
}

describe("/metrics without METRICS_TOKEN", () => {
  let server: BuiltServer;
  beforeAll(async () => (server = await startBuiltServer()));
  afterAll(() => server?.stop());

  it("does not exist, as any unknown path", async () => {
    const response = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(404);
  });
});

describe("/metrics with METRICS_TOKEN", () => {
  let server: BuiltServer;
  beforeAll(async () => (server = await startBuiltServer({ METRICS_TOKEN: token })));
  afterAll(() => server?.stop());

  it("refuses a scrape without the token or with another, and is never stored", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer wrong-token-wrong-token-wrong" },
      { authorization: `Basic ${token}` },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${server.origin}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).not.toContain("pointwise_");
    }
    const allowed = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(allowed.headers.get("cache-control")).toBe("no-store");
    expect(allowed.headers.get("x-page-cache")).toBeNull();
    expect(allowed.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("serves every metric in the Prometheus text format", async () => {
    const names = new Map((await scrape(server)).map((family) => [family.name, family.type]));
    expect(Object.fromEntries([...names].filter(([name]) => name.startsWith("pointwise_")))).toEqual({
      pointwise_http_requests_total: "COUNTER",
      pointwise_http_request_duration_seconds: "HISTOGRAM",
      pointwise_page_cache_requests_total: "COUNTER",
      pointwise_rate_limit_refusals_total: "COUNTER",
      pointwise_job_failures_total: "COUNTER",
      pointwise_database_pool_connections: "GAUGE",
      pointwise_database_pool_waiting: "GAUGE",
      pointwise_outbox_messages: "GAUGE",
      pointwise_outbox_oldest_unsent_age_seconds: "GAUGE",
    });
    for (const name of ["process_resident_memory_bytes", "nodejs_heap_size_used_bytes", "nodejs_eventloop_lag_p99_seconds"]) {
      expect(names.get(name), name).toBe("GAUGE");
    }
    const families = await scrape(server);
    expect(
      samples(families, "pointwise_outbox_messages")
        .map((sample) => sample.labels?.status)
        .sort(),
    ).toEqual(["failed", "queued"]);
    expect(total(families, "pointwise_database_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
  });

  it("counts page requests by route pattern, and the page cache's misses and hits", async () => {
    const before = await scrape(server);
    expect((await get(server, "/about")).headers.get("x-page-cache")).toBe("miss");
    // The copy is kept once the miss has gone out and been compressed.
    await eventually(
      async () => ((await get(server, "/about")).headers.get("x-page-cache") === "hit" ? true : undefined),
      "/about to be served from the page cache",
    );
    await get(server, "/deals/no-such-deal-one");
    await get(server, "/deals/no-such-deal-two?x=1");
    await get(server, "/not-a-page-at-all");

    const after = await scrape(server);
    const aboutRequests = (families: MetricFamily[]) =>
      total(families, "pointwise_http_requests_total", { method: "GET", route: "/about", status: "200" });
    expect(aboutRequests(after)).toBeGreaterThanOrEqual(aboutRequests(before) + 2);
    expect(total(after, "pointwise_page_cache_requests_total", { outcome: "hit" })).toBe(
      total(before, "pointwise_page_cache_requests_total", { outcome: "hit" }) + 1,
    );
    expect(total(after, "pointwise_page_cache_requests_total", { outcome: "miss" })).toBeGreaterThan(
      total(before, "pointwise_page_cache_requests_total", { outcome: "miss" }),
    );
    expect(total(after, "pointwise_http_requests_total", { route: "/deals/:id", status: "404" })).toBe(2);
    expect(total(after, "pointwise_http_requests_total", { route: "unmatched", status: "404" })).toBeGreaterThanOrEqual(1);
    const routes = samples(after, "pointwise_http_requests_total").map((sample) => sample.labels?.route ?? "");
    expect(routes.filter((route) => /no-such|not-a-page/.test(route))).toEqual([]);
  });

  it("counts posts refused by the post allowance under its limit's name", async () => {
    const before = await scrape(server);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async () => (await fetch(`${server.origin}/newsletter`, { method: "POST", body: "" })).status),
    );
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThan(0);
    const after = await scrape(server);
    const counted = (families: MetricFamily[]) => total(families, "pointwise_rate_limit_refusals_total", { limit: "post-budget" });
    expect(counted(after)).toBe(counted(before) + refused);
    expect(total(after, "pointwise_http_requests_total", { method: "POST", route: "/newsletter", status: "429" })).toBe(refused);
  });

  it("reports in /readyz that migrations are applied, the job queue runs and the outbox drains", async () => {
    const response = await fetch(`${server.origin}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: "ready",
      failing: [],
      checks: {
        database: { ok: true },
        migrations: { ok: true, applied: expect.stringMatching(/^\d{4}_/) as string },
        jobQueue: { ok: true },
        outbox: { ok: true, mailServer: false },
      },
    });
  });
});

/** A request on a connection of its own: the cluster hands out connections, not requests, in turn. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", reject);
  });
}

describe.runIf(process.env.DATABASE_URL)("/metrics with WEB_CONCURRENCY=2 on PostgreSQL", () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ WEB_CONCURRENCY: "2", METRICS_TOKEN: token, FORM_MIN_FILL_MS: "0" });
    const deadline = Date.now() + 30_000;
    while ((server.output().match(/"msg":"server listening"/g) ?? []).length < 2) {
      if (Date.now() > deadline) throw new Error("the two workers did not both listen");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  afterAll(() => server?.stop());

  it("sums the counts of both workers", async () => {
    const requests = 40;
    const statuses = await Promise.all(Array.from({ length: requests }, () => getOnNewConnection(`${server.origin}/healthz`)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    const healthzLines = (output: string) => output.split("\n").filter((line) => line.includes('"path":"/healthz"'));
    const answeredBy = new Set(healthzLines(await server.logged()).map((line) => (JSON.parse(line) as { pid: number }).pid));
    expect(answeredBy.size).toBe(2);

    const families = await scrape(server);
    expect(total(families, "pointwise_http_requests_total", { route: "/healthz" })).toBe(requests);
    expect(total(families, "pointwise_database_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(2);
  });

  it("reads the outbox once, not once per worker", async () => {
    // A subscription's welcome message waits in the outbox: no mail server is configured.
    const home = await (await fetch(server.origin)).text();
    const formStamp = home.match(/name="formStamp" value="([^"]+)"/)![1]!;
    const subscribed = await fetch(`${server.origin}/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ formStamp, website: "", source: "section", email: "reader@example.com" }),
      redirect: "manual",
    });
    expect(subscribed.status).toBe(303);
    const written = Date.now();
    // Time has to pass for an age to be measured: an age counted once per worker would be twice the
    // time passed, which only shows once more than a second has.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const families = await scrape(server);
    expect(total(families, "pointwise_outbox_messages", { status: "queued" })).toBe(1);
    const age = total(families, "pointwise_outbox_oldest_unsent_age_seconds");
    expect(age).toBeGreaterThanOrEqual(1);
    expect(age).toBeLessThanOrEqual((Date.now() - written) / 1000 + 1);
  });
});
