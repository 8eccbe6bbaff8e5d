import { Registry } from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { db } from "~/db/database.server";
import { outbox } from "~/db/schema";
import { createLogger } from "~/observability/logger.server";
import { openTestDatabase } from "../tests/integration/test-database";
import { registerOutboxGauges, registerPoolGauges } from "./database-metrics";

let dispose: () => Promise<void>;
let database: Database;
beforeAll(async () => ({ database, dispose } = await openTestDatabase()));
afterAll(() => dispose());

const now = Date.parse("2026-11-24T12:00:00Z");

async function samples(registry: Registry, name: string): Promise<{ labels: Record<string, string | number>; value: number }[]> {
  const metric = (await registry.getMetricsAsJSON()).find((each) => each.name === name);
  return (metric?.values ?? []).map(({ labels, value }) => ({ labels: labels as Record<string, string | number>, value }));
}

async function writeMessage(status: "queued" | "sent" | "failed", createdAt: Date): Promise<void> {
  await db().insert(outbox).values({
    kind: "test",
    toAddress: "a@example.com",
    fromAddress: "b@example.com",
    subject: "s",
    textBody: "t",
    htmlBody: "h",
    status,
    createdAt,
  });
}

describe("outbox gauges", () => {
  it("count messages waiting or failed and give the oldest unsent one's age, read when scraped", async () => {
    const registry = new Registry();
    registerOutboxGauges(registry, createLogger("silent"), () => now);
    expect(await samples(registry, "pointwise_outbox_oldest_unsent_age_seconds")).toEqual([{ labels: {}, value: 0 }]);

    await writeMessage("sent", new Date(now - 86_400_000));
    await writeMessage("queued", new Date(now - 90_000));
    await writeMessage("queued", new Date(now - 30_000));
    await writeMessage("failed", new Date(now - 10_000));

    expect(await samples(registry, "pointwise_outbox_messages")).toEqual([
      { labels: { status: "queued" }, value: 2 },
      { labels: { status: "failed" }, value: 1 },
    ]);
    expect(await samples(registry, "pointwise_outbox_oldest_unsent_age_seconds")).toEqual([{ labels: {}, value: 90 }]);
  });
});

describe("pool gauges", () => {
  it.runIf(!process.env.DATABASE_URL)("show the embedded database's one connection, busy while queries wait for it", async () => {
    const registry = new Registry();
    registerPoolGauges(registry, database);
    expect(await samples(registry, "pointwise_database_pool_connections")).toEqual([
      { labels: { state: "total" }, value: 1 },
      { labels: { state: "idle" }, value: 1 },
    ]);
    const queries = [1, 2, 3].map(() => database.executeSql("select pg_sleep(0.05)", [] as unknown[]).catch(() => undefined));
    const waiting = await samples(registry, "pointwise_database_pool_waiting");
    const busy = await samples(registry, "pointwise_database_pool_connections");
    await Promise.all(queries);
    expect(waiting).toEqual([{ labels: {}, value: 2 }]);
    expect(busy).toContainEqual({ labels: { state: "idle" }, value: 0 });
    expect(await samples(registry, "pointwise_database_pool_waiting")).toEqual([{ labels: {}, value: 0 }]);
  });

  it.runIf(process.env.DATABASE_URL)("show PostgreSQL's pool: a connection for each query running at once", async () => {
    const registry = new Registry();
    registerPoolGauges(registry, database);
    const queries = [1, 2, 3].map(() => database.executeSql("select pg_sleep(0.2)", [] as unknown[]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const busy = await samples(registry, "pointwise_database_pool_connections");
    await Promise.all(queries);
    expect(busy).toContainEqual({ labels: { state: "idle" }, value: 0 });
    expect(busy.find((sample) => sample.labels.state === "total")!.value).toBeGreaterThanOrEqual(3);
  });
});
