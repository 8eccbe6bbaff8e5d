import { businessTimeZone } from "~/config/business";

/**
 * Formatters are built on first use, not when the module loads: the first Intl.DateTimeFormat a
 * page builds loads the browser's locale and time-zone data, and most pages that load this module
 * never format an instant in the browser (decision 023).
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat(locale, options)).format(date);
}

const longDate = lazyFormat("en-US", {
  timeZone: businessTimeZone,
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** 'July 3, 2025', as the spec shows dates, on the business's calendar. */
export function formatLongDate(date: Date): string {
  return longDate(date);
}

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * A calendar date stored as yyyy-MM-dd, shown as 'July 3, 2025' (no time-zone shift). Written out
 * by hand, since it needs no calendar arithmetic: deal cards show one while hydrating, and this
 * keeps Intl's start-up cost out of that (it is the same text en-US gives for these options).
 */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${monthNames[month! - 1]} ${day}, ${year}`;
}

/** A yyyy-MM month as the booking calendar heads it: 'January 2027'. */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  return `${monthNames[monthNumber! - 1]} ${year}`;
}

const dateTime = lazyFormat("en-US", {
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
  return dateTime(date);
}
