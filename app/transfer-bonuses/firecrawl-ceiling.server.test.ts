import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { saveDailyCeiling } from "~/security/paid-calls.server";
import { startFakeBonusSource, validKey, type FakeBonusSource } from "../../tests/support/fake-bonus-source";
import { openTestDatabase } from "../../tests/integration/test-database";
import { runStatus } from "./admin/auto-updater.server";
import { configureScraper } from "./config.server";
import { executeRun, startRun } from "./runs.server";
import { scrapeMessages } from "./scrape-messages";

let fake: FakeBonusSource;
let dispose: () => Promise<void>;
beforeAll(async () => {
  // A fixed noon (UTC), so both runs are counted on one day.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T12:00:00Z") });
  ({ dispose } = await openTestDatabase());
  fake = await startFakeBonusSource();
  configureScraper({ firecrawlApiUrl: fake.origin, sourceUrl: fake.pageUrl, firecrawlApiKey: validKey });
});
afterAll(async () => {
  vi.useRealTimers();
  configureScraper({ firecrawlApiKey: undefined });
  await fake.stop();
  await dispose();
});

async function scrape() {
  const { run } = await startRun("manual");
  return { outcome: await executeRun(run.id), status: await runStatus(run.id) };
}

describe("a Firecrawl run at the daily ceiling", () => {
  it("scrapes up to the ceiling, then stops without calling the service and tells the admin why", async () => {
    await saveDailyCeiling("firecrawl", 1);
    expect((await scrape()).outcome.ok).toBe(true);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["POST /v1/scrape"]);

    const refused = await scrape();
    expect(fake.requests).toHaveLength(1);
    expect(refused.outcome).toEqual({ ok: false, message: scrapeMessages.dailyCeiling });
    expect(refused.status).toMatchObject({ stage: "failed", notice: { description: scrapeMessages.dailyCeiling } });
  });
});
