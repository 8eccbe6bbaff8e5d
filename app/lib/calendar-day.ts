import { businessTimeZone } from "~/config/business";

/**
 * Calendar days on the business's calendar (New York), written yyyy-MM-dd so they sort and
 * compare as dates. Day arithmetic runs on UTC dates, where every day is 24 hours long; the
 * time zone only comes in where a day meets an instant (today, a day's start and end).
 */

function dayParts(day: string): [year: number, month: number, date: number] {
  return day.split("-").map(Number) as [number, number, number];
}

function utcDay(year: number, monthIndex: number, date: number): string {
  return new Date(Date.UTC(year, monthIndex, date)).toISOString().slice(0, 10);
}

/** Built on first use: the first Intl formatter a page builds costs it main-thread time (decision 023). */
let isoDayFormat: Intl.DateTimeFormat | undefined;

/**
 * The last minute asked about and its day: the page cache asks on every hit, and formatting costs
 * more than the rest of a hit's key. A day changes only on a whole minute, in every time zone
 * in use since 1972, so every instant of one minute falls on the same day.
 */
let lastMinute = { minute: Number.NaN, day: "" };

/** The business's calendar day an instant falls on. */
export function businessDay(instant: Date = new Date()): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute === lastMinute.minute) return lastMinute.day;
  isoDayFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: businessTimeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  lastMinute = { minute, day: isoDayFormat.format(instant) };
  return lastMinute.day;
}

/** The UTC calendar day an instant falls on: paid services count their daily quotas by it. */
export function utcCalendarDay(instant: Date = new Date()): string {
  return instant.toISOString().slice(0, 10);
}

/** A day plus some days (negative for earlier), across month and year ends. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = dayParts(day);
  return utcDay(year, month - 1, date + days);
}

/** 0 for Sunday .. 6 for Saturday. */
export function weekday(day: string): number {
  const [year, month, date] = dayParts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

let offsetFormat: Intl.DateTimeFormat | undefined;

/** New York's offset from UTC at an instant, in milliseconds ('GMT-04:00' is -4 hours). */
function zoneOffset(instant: number): number {
  offsetFormat ??= new Intl.DateTimeFormat("en-US", { timeZone: businessTimeZone, timeZoneName: "longOffset" });
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /([+-])(\d\d):(\d\d)/.exec(name);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000;
}

/**
 * The instant the day starts in New York (midnight there, whatever the DST offset). Written with
 * Intl rather than @date-fns/tz so pages that only add days do not load a time-zone library.
 * The offset is read twice: first near the day, then at the midnight it gave; clocks change at
 * 2:00, so the second reading is the one in force at midnight.
 */
export function dayStart(day: string): Date {
  const [year, month, date] = dayParts(day);
  const utcMidnight = Date.UTC(year, month - 1, date);
  const guess = utcMidnight - zoneOffset(utcMidnight);
  return new Date(utcMidnight - zoneOffset(guess));
}

/** The instant the next day starts: the exclusive end of the day (23 or 25 hours on DST days). */
export function dayEnd(day: string): Date {
  return dayStart(addDays(day, 1));
}

/** The weeks (Sunday first) of a yyyy-MM month; days outside the month are null. */
export function monthGrid(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  const weeks: Array<Array<string | null>> = [];
  let week: Array<string | null> = Array.from({ length: weekday(first) }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** The yyyy-MM month some months before or after. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = dayParts(month);
  return utcDay(year, monthNumber - 1 + by, 1).slice(0, 7);
}
