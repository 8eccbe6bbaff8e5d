import { TZDate } from "@date-fns/tz";
import { businessTimeZone } from "~/config/business";

/** When the built-in weekly scrape runs, in New York time: a weekday (0 = Sunday) and an hour. */
export interface WeeklySchedule {
  enabled: boolean;
  weekday: number;
  hour: number;
}

export const defaultSchedule: WeeklySchedule = { enabled: true, weekday: 1, hour: 6 };

export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Reads a stored schedule back; anything malformed falls back to the default. */
export function parseSchedule(value: unknown): WeeklySchedule {
  if (typeof value !== "object" || value === null) return defaultSchedule;
  const { enabled, weekday, hour } = value as Record<string, unknown>;
  const validWeekday = Number.isInteger(weekday) && (weekday as number) >= 0 && (weekday as number) <= 6;
  const validHour = Number.isInteger(hour) && (hour as number) >= 0 && (hour as number) <= 23;
  if (typeof enabled !== "boolean" || !validWeekday || !validHour) return defaultSchedule;
  return { enabled, weekday: weekday as number, hour: hour as number };
}

/** Whether `now` falls in the schedule's hour of the week, in New York. */
export function isScheduledHour(schedule: WeeklySchedule, now: Date): boolean {
  const local = new TZDate(now, businessTimeZone);
  return schedule.enabled && local.getDay() === schedule.weekday && local.getHours() === schedule.hour;
}

export function hourLabel(hour: number): string {
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${suffix}`;
}

export function describeSchedule(schedule: WeeklySchedule): string {
  if (!schedule.enabled) return "Off";
  return `Every ${weekdayNames[schedule.weekday]} at ${hourLabel(schedule.hour)} (New York time)`;
}
