import { businessDay } from "~/lib/calendar-day";
import { listLiveBonuses, publishBonuses } from "./bonuses.server";
import { checkPublishable, compareLists, type ListChanges, type PublishVerdict } from "./publish-rules";
import { currentBonuses } from "./listing";
import { findRun, recordPublishOutcome, runResults, type ScrapeRun } from "./runs.server";

/** What publishing a run would change on the public page, and whether it may be published. */
export async function previewPublish(run: ScrapeRun, now = new Date()): Promise<{ changes: ListChanges; verdict: PublishVerdict }> {
  const today = businessDay(now);
  const live = await listLiveBonuses();
  const results = runResults(run);
  return {
    changes: compareLists(currentBonuses(live, today), currentBonuses(results, today)),
    verdict: checkPublishable(results, live, today),
  };
}

/**
 * Replaces the public list with a run's results, if they pass the sanity checks; a refused
 * publish keeps the list and records why on the run.
 */
export async function publishRun(runId: number, now = new Date()): Promise<PublishVerdict> {
  const run = await findRun(runId);
  if (!run || run.stage !== "complete") return { ok: false, reason: "That scrape has no results to publish." };
  if (run.published) return { ok: true };
  const { verdict } = await previewPublish(run, now);
  if (!verdict.ok) {
    await recordPublishOutcome(runId, { published: false, reason: verdict.reason });
    return verdict;
  }
  await publishBonuses(runResults(run), now);
  await recordPublishOutcome(runId, { published: true });
  return verdict;
}
