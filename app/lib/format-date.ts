import { businessTimeZone } from "~/config/business";

const longDate = new Intl.DateTimeFormat("en-US", {
  timeZone: businessTimeZone,
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** 'July 3, 2025', as the spec shows dates, on the business's calendar. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** A calendar date stored as yyyy-MM-dd, shown as 'July 3, 2025' (no time-zone shift). */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return formatLongDate(new Date(Date.UTC(year!, month! - 1, day!, 12)));
}

const isoDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: businessTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The business's calendar day (New York) for an instant, as yyyy-MM-dd. */
export function businessDay(date: Date = new Date()): string {
  return isoDay.format(date);
}

const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: businessTimeZone,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** An instant for the admin: 'Nov 23, 2026, 9:40 AM EST', in New York time. */
export function formatDateTime(date: Date): string {
  return dateTime.format(date);
}
