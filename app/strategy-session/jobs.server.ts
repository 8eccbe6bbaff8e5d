import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { releaseExpiredHolds, sendDueReminders } from "./bookings.server";

export const strategySweepQueue = "strategy-session-sweep";
/** Every five minutes: a hold is released at most five minutes late, a reminder sent 24 h before give or take five. */
export const strategySweepCron = "*/5 * * * *";

export async function runStrategySweep(now = new Date()): Promise<{ released: number; reminded: number }> {
  const released = await releaseExpiredHolds(now);
  const reminded = await sendDueReminders(now);
  return { released, reminded };
}

/** Releases checkout holds that ran out and queues the reminders due; the schedule is shared by every instance. */
export async function startStrategySessionJobs(boss: PgBoss, log: Logger): Promise<void> {
  await boss.createQueue(strategySweepQueue);
  await boss.schedule(strategySweepQueue, strategySweepCron);
  await boss.work(strategySweepQueue, { pollingIntervalSeconds: 30 }, async () => {
    const result = await runStrategySweep();
    if (result.released > 0 || result.reminded > 0) log.info(result, "strategy session sweep");
  });
}
