import { addDays } from "~/lib/calendar-day";

/** A run of New York business days, both ends included (yyyy-MM-dd). */
export interface DayRange {
  first: string;
  last: string;
}

/** The days the dashboard compares: the last `length` days ending today, and the same number before. */
export interface Period {
  length: number;
  current: DayRange;
  previous: DayRange;
}

/** The two periods the dashboard shows, 7 and 30 days, each against the period before it. */
export const periodLengths = [7, 30] as const;

export function periodEndingOn(today: string, length: number): Period {
  const first = addDays(today, 1 - length);
  return { length, current: { first, last: today }, previous: { first: addDays(first, -length), last: addDays(first, -1) } };
}

/** The first day any figure needs: the start of the longest period's previous period. */
export function earliestDay(today: string): string {
  return periodEndingOn(today, Math.max(...periodLengths)).previous.first;
}

export interface DayCount {
  day: string;
  count: number;
}

/** The sum of the counts whose day falls in the range. */
export function totalIn(counts: readonly DayCount[], range: DayRange): number {
  return counts.reduce((sum, { day, count }) => (day >= range.first && day <= range.last ? sum + count : sum), 0);
}

/** One count per day of the range, oldest first, zero where nothing was counted. */
export function dailySeries(counts: readonly DayCount[], range: DayRange): DayCount[] {
  const byDay = new Map<string, number>();
  for (const { day, count } of counts) byDay.set(day, (byDay.get(day) ?? 0) + count);
  const series: DayCount[] = [];
  for (let day = range.first; day <= range.last; day = addDays(day, 1)) series.push({ day, count: byDay.get(day) ?? 0 });
  return series;
}

/**
 * The change from the previous period, in whole percent; null when the previous period had none,
 * where any rise is infinite and a percentage would say nothing.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

/** "up 25%", "down 10%", "no change", or "new" when the period before had none. */
export function changeText(current: number, previous: number): string {
  const change = percentChange(current, previous);
  if (change === null) return "new";
  if (change === 0) return current === previous ? "no change" : "about the same";
  return change > 0 ? `up ${change}%` : `down ${-change}%`;
}
