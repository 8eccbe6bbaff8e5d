import { formatDateTime } from "~/lib/format-date";
import type { NextRun } from "./next-runs";

/** One line of "is anything wrong": its text, and whether it needs the owner. */
export interface HealthLine {
  text: string;
  warn: boolean;
}

/** Delivery retries every minute, so a message waiting this long is stuck, not queued. */
export const unsentWarningMs = 30 * 60_000;

function waited(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? "1 hour" : `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}

export function unsentLine(oldest: Date | undefined, now: Date): HealthLine {
  if (!oldest) return { text: "No email is waiting to be sent.", warn: false };
  const ms = Math.max(now.getTime() - oldest.getTime(), 0);
  return { text: `The oldest unsent email has waited ${waited(ms)} (since ${formatDateTime(oldest)}).`, warn: ms >= unsentWarningMs };
}

/** What the dashboard needs of a scrape run. */
export interface ScrapeRunSummary {
  startedAt: Date;
  finishedAt: Date | null;
  stage: string;
  found: number | null;
  published: boolean;
  error: string | null;
}

export function scrapeLine(run: ScrapeRunSummary | undefined): HealthLine {
  if (!run) return { text: "No transfer-bonus scrape has run yet.", warn: false };
  const when = `Last transfer-bonus scrape ${formatDateTime(run.startedAt)}`;
  if (!run.finishedAt) return { text: `${when}: still running.`, warn: false };
  if (run.stage === "failed") return { text: `${when}: failed (${run.error ?? "no reason given"}).`, warn: true };
  const found = run.found === 1 ? "1 bonus" : `${run.found ?? 0} bonuses`;
  const outcome = run.published ? "published" : run.error ? `not published (${run.error})` : "waiting for review";
  return { text: `${when}: found ${found}, ${outcome}.`, warn: Boolean(run.error) };
}

export function scheduleLine(runs: readonly NextRun[]): HealthLine {
  if (runs.length === 0) return { text: "No scheduled jobs (the job queue has not started on this database).", warn: false };
  return { text: `Next scheduled jobs: ${runs.map((run) => `${run.name} ${formatDateTime(run.at)}`).join("; ")}.`, warn: false };
}
