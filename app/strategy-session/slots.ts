import { TZDate } from "@date-fns/tz";
import { businessTimeZone } from "~/config/business";
import { businessDay } from "~/lib/calendar-day";

/** The ten hourly slots, labelled in Eastern time ('EST' on the page). */
export const slotLabels = [
  "8:00 AM",
  "9:00 AM",
  "10:00 AM",
  "11:00 AM",
  "12:00 PM",
  "1:00 PM",
  "2:00 PM",
  "3:00 PM",
  "4:00 PM",
  "5:00 PM",
] as const;

export type SlotLabel = (typeof slotLabels)[number];

/** The first slot starts at 8:00 in New York; each later one an hour after the one before. */
const firstSlotHour = 8;

export const serviceName = "Points Strategy Session";

export function isSlotLabel(value: string): value is SlotLabel {
  return (slotLabels as readonly string[]).includes(value);
}

/** yyyy-MM-dd of a real calendar day. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The instant a slot starts: the label read as New York wall-clock time on that day, so DST is handled. */
export function slotStart(date: string, label: SlotLabel): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const hour = firstSlotHour + slotLabels.indexOf(label);
  return new Date(new TZDate(year, month - 1, day, hour, 0, 0, businessTimeZone).getTime());
}

/** The business day (yyyy-MM-dd) and slot label of a stored start time, or undefined for an off-grid time. */
export function slotOf(start: Date): { date: string; time: SlotLabel } | undefined {
  const local = new TZDate(start.getTime(), businessTimeZone);
  const label = slotLabels[local.getHours() - firstSlotHour];
  if (!label || local.getMinutes() !== 0) return undefined;
  return { date: businessDay(start), time: label };
}
