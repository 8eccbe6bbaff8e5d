import { and, desc, eq, isNull, lt } from "drizzle-orm";
import { db } from "~/db/database.server";
import { transferBonusRuns, type ScrapeStage, type ScrapeTrigger } from "~/db/schema";
import { logger } from "~/observability/logger.server";
import { claimPaidCall } from "~/security/paid-calls.server";
import { activeApiKey } from "./api-key.server";
import type { TransferBonus } from "./bonus";
import { scraperConfig } from "./config.server";
import { fetchPageHtml } from "./direct.server";
import { firecrawlScrape, ScrapeError } from "./firecrawl.server";
import { parseTransferBonuses } from "./parse";
import { scrapeMessages } from "./scrape-messages";

export type ScrapeRun = typeof transferBonusRuns.$inferSelect;

/** A run unfinished after this long was cut off (a restart mid-scrape) and no longer blocks new ones. */
export const staleRunMs = 5 * 60_000;

/**
 * Starts a run unless one is already going (on any instance): then that one is returned, so
 * a double click or two webhook calls never scrape twice at once.
 */
export async function startRun(trigger: ScrapeTrigger, now = new Date()): Promise<{ run: ScrapeRun; alreadyRunning: boolean }> {
  await db()
    .update(transferBonusRuns)
    .set({ stage: "failed", finishedAt: now, error: "Interrupted before it finished." })
    .where(and(isNull(transferBonusRuns.finishedAt), lt(transferBonusRuns.startedAt, new Date(now.getTime() - staleRunMs))));
  const mode = (await activeApiKey()) ? "firecrawl" : "direct";
  const [inserted] = await db().insert(transferBonusRuns).values({ trigger, mode, startedAt: now }).onConflictDoNothing().returning();
  if (inserted) return { run: inserted, alreadyRunning: false };
  const [running] = await db().select().from(transferBonusRuns).where(isNull(transferBonusRuns.finishedAt));
  if (!running) return startRun(trigger, now);
  return { run: running, alreadyRunning: true };
}

async function setStage(id: number, stage: ScrapeStage): Promise<void> {
  await db().update(transferBonusRuns).set({ stage }).where(eq(transferBonusRuns.id, id));
}

export type RunOutcome = { ok: true; bonuses: TransferBonus[] } | { ok: false; message: string };

/**
 * The page as text: the scraping service's markdown with a key, the page's own HTML without. A
 * scrape is claimed against the owner's daily ceiling first; past it the run stops and says so.
 */
async function fetchSource(): Promise<string> {
  const { firecrawlApiUrl, sourceUrl } = scraperConfig();
  const key = await activeApiKey();
  if (!key) return fetchPageHtml(sourceUrl);
  if (!(await claimPaidCall("firecrawl"))) throw new ScrapeError(scrapeMessages.dailyCeiling);
  return firecrawlScrape({ baseUrl: firecrawlApiUrl, apiKey: key.key }, sourceUrl);
}

/**
 * Scrapes and parses, storing each stage as it is reached (the admin's progress bar reads
 * them) and then the results, or the message the admin is shown when it fails.
 */
export async function executeRun(id: number): Promise<RunOutcome> {
  let outcome: RunOutcome;
  try {
    await setStage(id, "scraping");
    const page = await fetchSource();
    await setStage(id, "parsing");
    const bonuses = parseTransferBonuses(page);
    outcome = bonuses.length > 0 ? { ok: true, bonuses } : { ok: false, message: scrapeMessages.nothingParsed };
    await db()
      .update(transferBonusRuns)
      .set({
        stage: "complete",
        finishedAt: new Date(),
        found: bonuses.length,
        results: bonuses,
        error: outcome.ok ? null : outcome.message,
      })
      .where(eq(transferBonusRuns.id, id));
    return outcome;
  } catch (error) {
    if (!(error instanceof ScrapeError)) logger().error({ err: error, run: id }, "transfer bonus scrape failed");
    const message = error instanceof ScrapeError ? error.message : scrapeMessages.exception;
    await db()
      .update(transferBonusRuns)
      .set({ stage: "failed", finishedAt: new Date(), error: message })
      .where(eq(transferBonusRuns.id, id));
    return { ok: false, message };
  }
}

export async function findRun(id: number): Promise<ScrapeRun | undefined> {
  const [run] = await db().select().from(transferBonusRuns).where(eq(transferBonusRuns.id, id));
  return run;
}

export function runResults(run: ScrapeRun): TransferBonus[] {
  return (run.results ?? []) as TransferBonus[];
}

export async function listRecentRuns(limit = 20): Promise<ScrapeRun[]> {
  return db().select().from(transferBonusRuns).orderBy(desc(transferBonusRuns.startedAt), desc(transferBonusRuns.id)).limit(limit);
}

export async function latestRun(trigger: ScrapeTrigger): Promise<ScrapeRun | undefined> {
  const [run] = await db()
    .select()
    .from(transferBonusRuns)
    .where(eq(transferBonusRuns.trigger, trigger))
    .orderBy(desc(transferBonusRuns.startedAt), desc(transferBonusRuns.id))
    .limit(1);
  return run;
}

/** After a publish (or a refusal to publish, with its reason) the run's record says so. */
export async function recordPublishOutcome(id: number, outcome: { published: true } | { published: false; reason: string }): Promise<void> {
  await db()
    .update(transferBonusRuns)
    .set(outcome.published ? { published: true } : { error: outcome.reason })
    .where(eq(transferBonusRuns.id, id));
}
