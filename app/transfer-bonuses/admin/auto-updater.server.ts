import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "~/lib/zod";
import { businessDay } from "~/lib/calendar-day";
import { parseSubmission } from "~/lib/form-submission";
import { destructiveNotice, successNotice } from "~/notices/notice";
import { redirectWithNotice } from "~/notices/flash.server";
import { logger } from "~/observability/logger.server";
import { activeApiKey, removeApiKey, saveApiKey } from "../api-key.server";
import { adminPath } from "../admin-path";
import { toSpecBonus } from "../bonus";
import { scraperConfig } from "../config.server";
import { firecrawlKeyWorks, ScrapeError } from "../firecrawl.server";
import { maskKey } from "../mask";
import { runNotice } from "../progress";
import { previewPublish, publishRun } from "../publish.server";
import { executeRun, findRun, latestRun, listRecentRuns, runResults, startRun, type ScrapeRun } from "../runs.server";
import { scrapeMessages } from "../scrape-messages";
import { loadSchedule, saveSchedule } from "../schedule.server";
import { rotateWebhookSecret, webhookSecretSource } from "../webhook-secret.server";
import { intents } from "./intents";

/** Everything the auto-updater shows; the key itself never leaves the server, only its mask. */
export async function autoUpdaterData(url: URL, siteUrl: string) {
  const key = await activeApiKey();
  const requested = Number(url.searchParams.get("run"));
  const run = (Number.isInteger(requested) && requested > 0 ? await findRun(requested) : undefined) ?? (await latestRun("manual"));
  const runs = await listRecentRuns();
  return {
    key: key ? { masked: maskKey(key.key), source: key.source } : null,
    sourceUrl: scraperConfig().sourceUrl,
    run: run ? await runView(run) : null,
    runs: runs.map(({ id, trigger, startedAt, stage, found, published, error }) => ({
      id,
      trigger,
      startedAt: startedAt.toISOString(),
      stage,
      found,
      published,
      error,
    })),
    schedule: await loadSchedule(),
    webhook: { url: `${siteUrl}/hooks/transfer-bonuses`, secretSource: await webhookSecretSource() },
  };
}

async function runView(run: ScrapeRun) {
  const results = runResults(run);
  const preview = run.stage === "complete" && results.length > 0 ? await previewPublish(run) : null;
  return {
    id: run.id,
    stage: run.stage,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    published: run.published,
    error: run.error,
    results,
    code: JSON.stringify(results.map(toSpecBonus), null, 2),
    changes: preview?.changes ?? null,
    verdict: preview?.verdict ?? null,
  };
}

/** What the page polls while a scrape runs: the stage, and the toast once it has finished. */
export async function runStatus(id: number) {
  const run = await findRun(id);
  if (!run) return null;
  return { stage: run.stage, notice: runNotice({ stage: run.stage, error: run.error, results: runResults(run) }, businessDay()) ?? null };
}

const scheduleSchema = z.object({
  enabled: z.boolean(),
  weekday: z.coerce.number().int().min(0).max(6),
  hour: z.coerce.number().int().min(0).max(23),
});

export async function autoUpdaterAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData();
  const back = (notice: Parameters<typeof redirectWithNotice>[2], search = "") =>
    redirectWithNotice(context, `${adminPath}${search}`, notice);
  switch (form.get("intent")) {
    case intents.saveKey: {
      const key = String(form.get("apiKey") ?? "").trim();
      if (!key) return back(destructiveNotice("Error", scrapeMessages.emptyKey));
      try {
        const works = await firecrawlKeyWorks({ baseUrl: scraperConfig().firecrawlApiUrl, apiKey: key });
        if (!works) return back(destructiveNotice("Error", scrapeMessages.invalidKey));
      } catch (error) {
        return back(destructiveNotice("Error", error instanceof ScrapeError ? error.message : scrapeMessages.connectionFailed));
      }
      await saveApiKey(key);
      return back(successNotice("Success", scrapeMessages.keySaved));
    }
    case intents.removeKey:
      await removeApiKey();
      return redirect(adminPath, 303);
    case intents.scrape: {
      const { run, alreadyRunning } = await startRun("manual");
      // With JavaScript the page follows the run's stages itself; without, the post waits for the end.
      if (form.get("follow") === "poll") {
        if (!alreadyRunning)
          executeRun(run.id).catch((error: unknown) => logger().error({ err: error, run: run.id }, "manual scrape failed"));
        return data({ runId: run.id });
      }
      if (!alreadyRunning) await executeRun(run.id);
      const status = await runStatus(run.id);
      return status?.notice ? back(status.notice, `?run=${run.id}`) : redirect(`${adminPath}?run=${run.id}`, 303);
    }
    case intents.publish: {
      const runId = Number(form.get("runId"));
      const verdict = await publishRun(runId);
      const notice = verdict.ok
        ? successNotice("Published", "The public transfer bonus list has been replaced.")
        : destructiveNotice("Not published", verdict.reason);
      return back(notice, `?run=${runId}`);
    }
    case intents.schedule: {
      const schedule = parseSubmission(form, scheduleSchema);
      if (!schedule.ok) return back(destructiveNotice("Error", "Choose a day and an hour for the weekly run."));
      await saveSchedule(schedule.value);
      return back(successNotice("Saved", "The weekly schedule has been saved."));
    }
    case intents.rotateSecret:
      return data({ newSecret: await rotateWebhookSecret() });
    default:
      throw data(null, { status: 400 });
  }
}
