import * as chrono from "chrono-node";
import { addDays } from "~/lib/calendar-day";
import type { DateRange } from "./trip";

/** Calendar arithmetic on YYYY-MM-DD strings (UTC noon, so no time zone can move the day). */
function toDay(value: string): Date {
  return new Date(`${value}T12:00:00Z`);
}

function fromDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addMonths(day: string, months: number): string {
  const date = toDay(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, 12));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return fromDay(target);
}

function day(year: number, month: number, dayOfMonth: number): string {
  return fromDay(new Date(Date.UTC(year, month - 1, dayOfMonth, 12)));
}

function lastDayOfMonth(year: number, month: number): string {
  return fromDay(new Date(Date.UTC(year, month, 0, 12)));
}

/** A date already past rolls forward a year at a time ('March 5 2020' means the next March 5). */
function rollForward(value: string, today: string): string {
  let rolled = value;
  while (rolled < today) rolled = addMonths(rolled, 12);
  return rolled;
}

function componentsDay(components: chrono.ParsedComponents): string {
  return day(components.get("year")!, components.get("month")!, components.get("day")!);
}

export interface FoundDates {
  range: DateRange;
  /** The words that named the dates, so nothing else reads them as a place or a number. */
  text: string;
}

/**
 * The travel date or range in free text: one day ('next Friday', 'March 5'), a whole month
 * ('in May'), a week ('next week'), a weekend, or 'between X and Y' / 'May 5-10'. `today` is
 * the current day in the business time zone: the clock is passed in so answers are repeatable.
 */
export function findDates(text: string, today: string): FoundDates | undefined {
  const [year, month, dayOfMonth] = today.split("-").map(Number) as [number, number, number];
  // chrono reads and answers in local time: noon of today's calendar day keeps the day fixed.
  const reference = new Date(year, month - 1, dayOfMonth, 12);
  const results = chrono
    .parse(text, reference, { forwardDate: true })
    .filter((result) => !/^(the )?(week|day|month)s?$/i.test(result.text.trim()));
  const first = results[0];
  if (!first) return undefined;

  const words = first.text.toLowerCase();
  const knowsDay = first.start.isCertain("day") || first.start.isCertain("weekday");
  let start: string;
  let end: string;
  if (!knowsDay && first.start.isCertain("month") && !/weekend/.test(words)) {
    const y = first.start.get("year")!;
    const m = first.start.get("month")!;
    start = day(y, m, 1);
    end = lastDayOfMonth(y, m);
  } else {
    start = componentsDay(first.start);
    end = first.end ? componentsDay(first.end) : start;
    if (!first.end && /weekend/.test(words)) end = addDays(start, 1);
    else if (!first.end && /\bweek\b/.test(words)) end = addDays(start, 6);
  }

  const second = results[1];
  let matched = first.text;
  if (!first.end && second && /\b(and|to|until|till|through|-)\s*$/i.test(text.slice(first.index + first.text.length, second.index))) {
    end = second.start.isCertain("day") ? componentsDay(second.start) : end;
    matched = text.slice(first.index, second.index + second.text.length);
  }

  if (end < today) {
    const length = Math.round((toDay(end).getTime() - toDay(start).getTime()) / 86_400_000);
    start = rollForward(start, today);
    end = addDays(start, length);
  }
  if (start < today) start = today;
  if (end < start) end = start;
  return { range: { start, end }, text: matched };
}

const shiftPatterns: { pattern: RegExp; shift: (range: DateRange) => DateRange }[] = [
  { pattern: /\b(week after|following week|a week later|one week later|next week instead)\b/, shift: (r) => shiftBy(r, 7) },
  { pattern: /\b(week before|a week earlier|one week earlier|previous week)\b/, shift: (r) => shiftBy(r, -7) },
  { pattern: /\b(day after|following day|a day later|one day later)\b/, shift: (r) => shiftBy(r, 1) },
  { pattern: /\b(day before|a day earlier|one day earlier|previous day)\b/, shift: (r) => shiftBy(r, -1) },
  {
    pattern: /\b(month after|following month|a month later)\b/,
    shift: (r) => ({ start: addMonths(r.start, 1), end: addMonths(r.end, 1) }),
  },
];

function shiftBy(range: DateRange, days: number): DateRange {
  return { start: addDays(range.start, days), end: addDays(range.end, days) };
}

/** A follow-up that moves the dates already asked about ('the week after', 'a day earlier'). */
export function shiftDates(text: string, previous: DateRange | undefined, today: string): DateRange | undefined {
  if (!previous) return undefined;
  const lower = text.toLowerCase();
  const match = shiftPatterns.find(({ pattern }) => pattern.test(lower));
  if (!match) return undefined;
  const shifted = match.shift(previous);
  return shifted.end < today ? undefined : { start: shifted.start < today ? today : shifted.start, end: shifted.end };
}

export function mentionsDateShift(text: string): boolean {
  const lower = text.toLowerCase();
  return shiftPatterns.some(({ pattern }) => pattern.test(lower));
}
