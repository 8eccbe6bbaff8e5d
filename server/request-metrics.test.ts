import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Counter, Histogram } from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpRequestDuration, httpRequests, rateLimitRefusals } from "~/observability/metrics.server";
import { countRefusal, observeRequests } from "./request-metrics";

const observe = observeRequests((path) => (path.startsWith("/deals/") ? "/deals/:id" : path));

/** A server whose answers say what the test needs: a status (`?status=N`) or a counted refusal. */
const server = http.createServer((req, res) => {
  observe(req, res);
  if (req.url === "/counted-refusal") {
    countRefusal(res, "post-budget");
    res.writeHead(429).end();
    return;
  }
  res.writeHead(Number(/status=(\d+)/.exec(req.url ?? "")?.[1] ?? 200)).end("ok");
});
let origin: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function request(path: string, init?: RequestInit): Promise<void> {
  await (await fetch(origin + path, init)).arrayBuffer();
}

async function count(metric: Counter<string>, labels: Record<string, string>): Promise<number> {
  const { values } = await metric.get();
  return values.find((value) => Object.entries(labels).every(([name, wanted]) => value.labels[name] === wanted))?.value ?? 0;
}

async function timed(labels: Record<string, string>): Promise<number> {
  const { values } = await (httpRequestDuration as Histogram<string>).get();
  const counted = values.find(
    (value) => value.metricName?.endsWith("_count") && Object.entries(labels).every(([name, wanted]) => value.labels[name] === wanted),
  );
  return counted?.value ?? 0;
}

describe("observeRequests", () => {
  it("counts and times requests by route label, never by raw URL, with their method (and status, for the count)", async () => {
    const before = await count(httpRequests, { method: "GET", route: "/deals/:id", status: "200" });
    const timedBefore = await timed({ method: "GET", route: "/deals/:id" });
    await request("/deals/one?utm=x");
    await request("/deals/two");
    expect(await count(httpRequests, { method: "GET", route: "/deals/:id", status: "200" })).toBe(before + 2);
    expect(await timed({ method: "GET", route: "/deals/:id" })).toBe(timedBefore + 2);

    const posts = await count(httpRequests, { method: "POST", route: "/form", status: "303" });
    await request("/form?status=303", { method: "POST", redirect: "manual" });
    expect(await count(httpRequests, { method: "POST", route: "/form", status: "303" })).toBe(posts + 1);
  });

  it("counts a 429 once: by its limit when the limit counted it, otherwise by its route", async () => {
    const byLimit = await count(rateLimitRefusals, { limit: "post-budget" });
    const byRoute = await count(rateLimitRefusals, { limit: "/chat" });
    await request("/counted-refusal");
    await request("/chat?status=429", { method: "POST" });
    await request("/chat?status=400", { method: "POST" });
    expect(await count(rateLimitRefusals, { limit: "post-budget" })).toBe(byLimit + 1);
    expect(await count(rateLimitRefusals, { limit: "/counted-refusal" })).toBe(0);
    expect(await count(rateLimitRefusals, { limit: "/chat" })).toBe(byRoute + 1);
  });
});
