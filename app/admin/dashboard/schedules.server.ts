import { sql } from "drizzle-orm";
import { db } from "~/db/database.server";
import { nextRuns, type JobSchedule, type NextRun } from "./next-runs";

/**
 * The next scheduled jobs, read from pg-boss's own schedule table (one row per schedule, a few
 * dozen at most). A database pg-boss has not started on yet has no such table: then none.
 */
export async function nextScheduledJobs(limit = 5, now = new Date()): Promise<NextRun[]> {
  const exists = await db().execute<{ found: string | null }>(sql`select to_regclass('pgboss.schedule')::text as found`);
  if (!exists.rows[0]?.found) return [];
  const result = await db().execute<JobSchedule & Record<string, unknown>>(
    sql`select name, cron, timezone from pgboss.schedule order by name`,
  );
  return nextRuns(result.rows, now, limit);
}
