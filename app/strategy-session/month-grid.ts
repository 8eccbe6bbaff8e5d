import { addDays, weekday } from "./slots";

/** The weeks (Sunday first) of a yyyy-MM month; days outside the month are null. */
export function monthGrid(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  const weeks: Array<Array<string | null>> = [];
  let week: Array<string | null> = Array.from({ length: weekday(first) }, () => null);
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) {
    week.push(date);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** The yyyy-MM month before or after. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthIndex] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthIndex - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

const monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export function monthLabel(month: string): string {
  const [year, monthIndex] = month.split("-").map(Number) as [number, number];
  return `${monthNames[monthIndex - 1]} ${year}`;
}
