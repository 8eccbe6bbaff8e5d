import cronParser from "cron-parser";

/** A pg-boss schedule as its table keeps it: the queue, a five-field cron and its time zone. */
export interface JobSchedule {
  name: string;
  cron: string;
  timezone: string | null;
}

export interface NextRun {
  name: string;
  at: Date;
}

/**
 * When each schedule fires next, soonest first. The cron is read by the parser pg-boss itself
 * fires schedules with (and with pg-boss's default of UTC for a schedule without a time zone),
 * so the dashboard cannot disagree with the queue. A cron the parser refuses is left out.
 */
export function nextRuns(schedules: readonly JobSchedule[], now: Date, limit: number): NextRun[] {
  const runs: NextRun[] = [];
  for (const schedule of schedules) {
    try {
      const interval = cronParser.parseExpression(schedule.cron, { currentDate: now, tz: schedule.timezone ?? "UTC" });
      runs.push({ name: schedule.name, at: interval.next().toDate() });
    } catch {
      // pg-boss checked the cron when it was scheduled; one changed by hand is not the dashboard's to fix.
    }
  }
  return runs.sort((a, b) => a.at.getTime() - b.at.getTime() || a.name.localeCompare(b.name)).slice(0, limit);
}
