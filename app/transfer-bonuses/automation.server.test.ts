import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { outbox, transferBonuses, transferBonusRuns } from "~/db/schema";
import { configureMail } from "~/email/config.server";
import { startJobs } from "~/jobs/boss.server";
import { createLogger } from "~/observability/logger.server";
import {
  bonusPageHtml,
  bonusPageMarkdown,
  startFakeBonusSource,
  validKey,
  type FakeBonusSource,
} from "../../tests/support/fake-bonus-source";
import { endlessBody, startLoopbackServer } from "../../tests/support/loopback-server";
import { openTestDatabase } from "../../tests/integration/test-database";
import { runScheduledScrape, triggerAutomaticRun } from "./automation.server";
import { contentChanged } from "~/cache/content-version.server";
import { publicBonusList } from "./bonuses.server";
import { configureScraper } from "./config.server";
import { findRun, latestRun, listRecentRuns, startRun } from "./runs.server";
import { checkWeeklySchedule, saveSchedule, scheduleCron, scheduleQueue } from "./schedule.server";

let fake: FakeBonusSource;
let dispose: () => Promise<void>;
let database: Awaited<ReturnType<typeof openTestDatabase>>["database"];
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  fake = await startFakeBonusSource();
  configureMail({ ownerEmailDefault: "owner@example.com" });
});
afterAll(async () => {
  await fake.stop();
  await dispose();
});
beforeEach(async () => {
  configureScraper({ firecrawlApiUrl: fake.origin, sourceUrl: fake.pageUrl, firecrawlApiKey: undefined });
  fake.setPage(undefined);
  fake.requests.length = 0;
  await db().delete(transferBonuses);
  await db().delete(transferBonusRuns);
  await db().delete(outbox);
  contentChanged("test: tables emptied behind the data layer");
});

/** Until the background run is published or has recorded why not. */
/** Waits for the run to publish or fail; on a busy machine that can take many seconds, so the bound is the test's own timeout. */
async function waitForRunOutcome(runId: number): Promise<void> {
  for (;;) {
    const run = await findRun(runId);
    if (run?.published || run?.error) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the weekly scheduled scrape", () => {
  it("reads the page directly without a key and publishes its current bonuses", async () => {
    expect((await publicBonusList()).current).toEqual([]);
    expect(await runScheduledScrape()).toBe("started");
    const list = await publicBonusList();
    expect(list.current.map((bonus) => bonus.from)).toEqual([
      "American Express Membership Rewards",
      "Chase Ultimate Rewards",
      "Capital One Miles",
    ]);
    expect(list.current.map((bonus) => bonus.upcoming)).toEqual([false, false, true]);
    expect(await latestRun("schedule")).toMatchObject({
      trigger: "schedule",
      mode: "direct",
      stage: "complete",
      found: 3,
      published: true,
      error: null,
    });
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["GET /current-point-transfer-bonuses/"]);
  });

  it("runs once per week even when asked again", async () => {
    expect(await runScheduledScrape()).toBe("started");
    expect(await runScheduledScrape(new Date(Date.now() + 60 * 60_000))).toBe("skipped");
    expect(await runScheduledScrape(new Date(Date.now() + 7 * 24 * 60 * 60_000))).toBe("started");
  });

  it("runs only in the owner's chosen hour", async () => {
    // Monday 23 November 2026 at 06:30 and 07:30 in New York.
    await saveSchedule({ enabled: true, weekday: 1, hour: 6 });
    expect(await checkWeeklySchedule(new Date("2026-11-23T12:30:00Z"))).toBe("skipped");
    expect(await checkWeeklySchedule(new Date("2026-11-23T11:30:00Z"))).toBe("started");
    await saveSchedule({ enabled: false, weekday: 1, hour: 6 });
    await db().delete(transferBonusRuns);
    expect(await checkWeeklySchedule(new Date("2026-11-23T11:30:00Z"))).toBe("skipped");
  });

  it("uses the scraping service when a key is configured", async () => {
    configureScraper({ firecrawlApiKey: validKey });
    expect(await runScheduledScrape()).toBe("started");
    expect(await latestRun("schedule")).toMatchObject({ mode: "firecrawl", published: true, found: 3 });
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["POST /v1/scrape"]);
  });

  it("keeps the public list and emails the owner when the page yields nothing", async () => {
    await runScheduledScrape();
    fake.setPage({ html: "<h1>Redesigned page</h1>", markdown: "# Redesigned page" });
    expect(await runScheduledScrape(new Date(Date.now() + 7 * 24 * 60 * 60_000))).toBe("started");
    expect((await publicBonusList()).current).toHaveLength(3);
    expect(await latestRun("schedule")).toMatchObject({
      published: false,
      error: "No transfer bonuses found. The website structure may have changed.",
    });
    const [email] = await db().select().from(outbox);
    expect(email).toMatchObject({ toAddress: "owner@example.com", subject: "Transfer bonuses were not updated" });
    expect(email!.textBody).toContain("No transfer bonuses found. The website structure may have changed.");
  });

  it("does not publish an implausibly short list, and says why", async () => {
    await runScheduledScrape();
    const oneRow = [["Bilt Rewards", "50% bonus to World of Hyatt", -1, 30]] as const;
    fake.setPage({ html: bonusPageHtml(oneRow), markdown: bonusPageMarkdown(oneRow) });
    await runScheduledScrape(new Date(Date.now() + 7 * 24 * 60 * 60_000));
    expect((await publicBonusList()).current).toHaveLength(3);
    const run = await latestRun("schedule");
    expect(run).toMatchObject({ published: false, found: 1 });
    expect(run!.error).toContain("the public list has 3");
    expect(await db().select().from(outbox)).toHaveLength(1);
  });

  it("stops reading a page that never ends at 5 MB, and the run history says so", async () => {
    const endless = await startLoopbackServer((_req, res) => void endlessBody(res));
    try {
      configureScraper({ sourceUrl: `${endless.origin}/bonuses` });
      expect(await runScheduledScrape()).toBe("started");
    } finally {
      await endless.stop();
    }
    const [run] = await listRecentRuns();
    expect(run).toMatchObject({
      trigger: "schedule",
      mode: "direct",
      stage: "failed",
      published: false,
      error: "The source page is larger than 5 MB; stopped reading.",
    });
    const [email] = await db().select().from(outbox);
    expect(email!.textBody).toContain("The source page is larger than 5 MB; stopped reading.");
  });

  it("is registered with the job queue", async () => {
    const boss = await startJobs(database, createLogger("silent"));
    try {
      expect(await boss.getSchedules()).toContainEqual(expect.objectContaining({ name: scheduleQueue, cron: scheduleCron }));
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});

describe("runs", () => {
  it("never run two at once: a second start returns the running one", async () => {
    const first = await startRun("manual");
    const second = await startRun("webhook");
    expect(first.alreadyRunning).toBe(false);
    expect(second).toMatchObject({ alreadyRunning: true, run: { id: first.run.id } });
  });

  it("a run cut off long ago no longer blocks a new one", async () => {
    const stuck = await startRun("manual", new Date(Date.now() - 10 * 60_000));
    const fresh = await startRun("webhook");
    expect(fresh.alreadyRunning).toBe(false);
    const [old] = (await db().select().from(transferBonusRuns)).filter((run) => run.id === stuck.run.id);
    expect(old).toMatchObject({ stage: "failed", error: "Interrupted before it finished." });
  });

  it("a webhook-triggered run answers at once and publishes in the background", async () => {
    const hold = fake.holdScrapes();
    configureScraper({ firecrawlApiKey: validKey });
    const { runId, alreadyRunning } = await triggerAutomaticRun("webhook");
    expect(alreadyRunning).toBe(false);
    expect((await publicBonusList()).current).toHaveLength(0);
    hold.release();
    await waitForRunOutcome(runId);
    // The error is part of the expectation, so a failed run says why.
    expect((await latestRun("webhook"))!).toMatchObject({ id: runId, error: null, published: true });
    expect((await publicBonusList()).current).toHaveLength(3);
  });
});
