import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { getSetting, setSetting } from "~/db/settings.server";
import { runScheduledScrape } from "./automation.server";
import { isScheduledHour, parseSchedule, type WeeklySchedule } from "./schedule";

const scheduleSetting = "transfer_bonuses.schedule";

export async function loadSchedule(): Promise<WeeklySchedule> {
  return parseSchedule(await getSetting(scheduleSetting));
}

export function saveSchedule(schedule: WeeklySchedule): Promise<void> {
  return setSetting(scheduleSetting, schedule);
}

export const scheduleQueue = "transfer-bonus-schedule";
/**
 * Hourly, a few minutes past: the job checks the owner's day and hour itself, so editing them
 * in the admin needs no change to the queue's schedule.
 */
export const scheduleCron = "7 * * * *";

/** Runs the weekly scrape when this hour is the owner's chosen one. */
export async function checkWeeklySchedule(now = new Date()): Promise<"started" | "skipped"> {
  if (!isScheduledHour(await loadSchedule(), now)) return "skipped";
  return runScheduledScrape(now);
}

/** pg-boss's schedule is shared by every instance, so the hourly check fires once per hour overall. */
export async function startTransferBonusSchedule(boss: PgBoss, log: Logger): Promise<void> {
  await boss.createQueue(scheduleQueue);
  await boss.schedule(scheduleQueue, scheduleCron);
  await boss.work(scheduleQueue, { pollingIntervalSeconds: 60 }, async () => {
    const outcome = await checkWeeklySchedule();
    if (outcome === "started") log.info("weekly transfer bonus scrape done");
  });
}
