import type { ScrapeTrigger } from "~/db/schema";
import { queueEmail } from "~/email/outbox.server";
import { ownerEmailAddress } from "~/email/owner.server";
import { logger } from "~/observability/logger.server";
import { publishRun } from "./publish.server";
import { executeRun, latestRun, startRun } from "./runs.server";

import { adminPath } from "./admin-path";

/**
 * A scheduled or webhook run: scrape, then publish by itself when the result passes the sanity
 * checks; otherwise the public list stays as it is and the owner is emailed why.
 */
export async function finishAutomaticRun(runId: number, trigger: ScrapeTrigger, now = new Date()): Promise<void> {
  const outcome = await executeRun(runId);
  const reason = outcome.ok ? await publishRun(runId, now).then((verdict) => (verdict.ok ? undefined : verdict.reason)) : outcome.message;
  if (reason === undefined) {
    logger().info({ run: runId, trigger }, "transfer bonuses published automatically");
    return;
  }
  logger().warn({ run: runId, trigger, reason }, "automatic transfer bonus update not published");
  const to = await ownerEmailAddress();
  if (!to) return;
  await queueEmail({
    kind: "transfer-bonus-run",
    to,
    subject: "Transfer bonuses were not updated",
    content: {
      heading: "Transfer bonuses were not updated",
      paragraphs: [
        `The ${trigger === "schedule" ? "weekly" : "webhook"} scrape of the transfer bonus page did not publish, so the public list was left as it was.`,
        `Reason: ${reason}`,
      ],
      action: { label: "Open the auto-updater", url: adminPath },
    },
  });
}

/** Starts an automatic run and returns its id at once; the scrape continues in the background. */
export async function triggerAutomaticRun(trigger: ScrapeTrigger): Promise<{ runId: number; alreadyRunning: boolean }> {
  const { run, alreadyRunning } = await startRun(trigger);
  if (!alreadyRunning) {
    finishAutomaticRun(run.id, trigger).catch((error: unknown) =>
      logger().error({ err: error, run: run.id }, "automatic transfer bonus run failed"),
    );
  }
  return { runId: run.id, alreadyRunning };
}

/** Six days: whatever the schedule's hour, two scheduled runs are never less than a week-ish apart. */
const minimumScheduleGapMs = 6 * 24 * 60 * 60_000;

/** The weekly run, once per week even if the hourly check fires on several instances or twice. */
export async function runScheduledScrape(now = new Date()): Promise<"started" | "skipped"> {
  const previous = await latestRun("schedule");
  if (previous && now.getTime() - previous.startedAt.getTime() < minimumScheduleGapMs) return "skipped";
  const { run, alreadyRunning } = await startRun("schedule", now);
  if (alreadyRunning) return "skipped";
  await finishAutomaticRun(run.id, "schedule", now);
  return "started";
}
