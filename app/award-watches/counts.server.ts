import { count, gte } from "drizzle-orm";
import { db } from "~/db/database.server";
import { awardWatches, awardWatchSeats } from "~/db/schema";
import type { AlertCounts } from "~/lib/alert-counts";
import { awardSeatsWaiting } from "./watches.server";

/** For the owner: watches still running on `today`, seats emailed since `since`, and seats waiting. */
export async function awardWatchCounts(today: string, since: Date): Promise<AlertCounts> {
  const [running] = await db().select({ total: count() }).from(awardWatches).where(gte(awardWatches.endDate, today));
  const [sent] = await db().select({ total: count() }).from(awardWatchSeats).where(gte(awardWatchSeats.queuedAt, since));
  return { active: running?.total ?? 0, sent: sent?.total ?? 0, waiting: await awardSeatsWaiting() };
}
