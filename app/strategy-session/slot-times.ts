import { businessTimeZone } from "~/config/business";

/**
 * The slot's start in the visitor's own zone ('9:00 AM'), or undefined when the visitor is on
 * Eastern time anyway (the label already says it).
 */
export function localTimeLabel(startIso: string, visitorZone: string): string | undefined {
  const start = new Date(startIso);
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit", weekday: "short" }).format(start);
  if (format(visitorZone) === format(businessTimeZone)) return undefined;
  return new Intl.DateTimeFormat("en-US", {
    timeZone: visitorZone,
    hour: "numeric",
    minute: "2-digit",
    weekday: "short",
    timeZoneName: "short",
  }).format(start);
}

/** A Date the calendar shows (local midnight) for a yyyy-MM-dd day, and back. */
export function calendarDate(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export function isoFromCalendar(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}
