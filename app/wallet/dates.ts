/**
 * Calendar days (yyyy-MM-dd) and months (yyyy-MM) as a wallet writes them: strings that sort and
 * compare as dates. Month arithmetic keeps the day of the month, or the month's last day when the
 * target month is shorter (Jan 31 + 1 month is Feb 28, or 29 in a leap year), as loyalty programs
 * count "24 months after" a date.
 */

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : monthLengths[month - 1]!;
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** Whether the text is a real calendar day written yyyy-MM-dd (2026-02-30 is not). */
export function isDay(text: string): boolean {
  const match = dayPattern.exec(text);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && date >= 1 && date <= daysInMonth(year, month);
}

export function isMonth(text: string): boolean {
  return monthPattern.test(text);
}

/** The month (yyyy-MM) a day falls in. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** A day plus whole months (negative for earlier), clamped to the target month's last day. */
export function addMonths(day: string, months: number): string {
  if (!isDay(day) || !Number.isInteger(months)) throw new RangeError(`addMonths(${JSON.stringify(day)}, ${months})`);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  const targetDate = Math.min(date, daysInMonth(targetYear, targetMonth));
  return `${pad(targetYear, 4)}-${pad(targetMonth, 2)}-${pad(targetDate, 2)}`;
}
