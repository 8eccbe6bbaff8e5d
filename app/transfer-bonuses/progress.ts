import type { ScrapeStage } from "~/db/schema";
import { destructiveNotice, successNotice, type Notice } from "~/notices/notice";
import type { TransferBonus } from "./bonus";
import { currentBonuses } from "./listing";
import { foundMessage, scrapeMessages } from "./scrape-messages";

/** The admin's progress steps, with the stage text shown beside the bar. */
export const stageProgress: Record<ScrapeStage, { percent: number; text: string }> = {
  initializing: { percent: 25, text: "Initializing scraper..." },
  scraping: { percent: 50, text: "Scraping website..." },
  parsing: { percent: 75, text: "Parsing results..." },
  complete: { percent: 100, text: "Complete!" },
  // Spec: the bar resets on failure.
  failed: { percent: 0, text: "Scrape failed" },
};

export interface RunSummary {
  stage: ScrapeStage;
  error: string | null;
  results: readonly TransferBonus[];
}

/** The toast a finished manual run ends with; undefined while it runs. */
export function runNotice(run: RunSummary, today: string): Notice | undefined {
  if (run.stage === "failed") return destructiveNotice("Error", run.error ?? scrapeMessages.exception);
  if (run.stage !== "complete") return undefined;
  if (run.results.length === 0) return destructiveNotice("Warning", scrapeMessages.nothingParsed);
  return successNotice("Success", foundMessage(currentBonuses(run.results, today).length));
}
