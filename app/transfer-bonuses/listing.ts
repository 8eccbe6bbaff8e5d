import { addDays } from "~/lib/calendar-day";

/** Which bonuses the public page lists, by calendar day in New York (yyyy-MM-dd strings compare as dates). */
interface Dated {
  startDate: string;
  endDate: string;
  from: string;
}

/** The 'Recently ended' list reaches back this many days. */
export const recentlyEndedDays = 90;

/** Starts after today: announced but not yet open. */
export function isUpcoming(bonus: Dated, today: string): boolean {
  return bonus.startDate > today;
}

/** Ending today or later, soonest-ending first. */
export function currentBonuses<T extends Dated>(bonuses: readonly T[], today: string): T[] {
  return bonuses
    .filter((bonus) => bonus.endDate >= today)
    .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.startDate.localeCompare(b.startDate) || a.from.localeCompare(b.from));
}

/** Ended within the last `recentlyEndedDays` days, latest-ending first. */
export function recentlyEnded<T extends Dated>(bonuses: readonly T[], today: string): T[] {
  const since = addDays(today, -recentlyEndedDays);
  return bonuses
    .filter((bonus) => bonus.endDate < today && bonus.endDate >= since)
    .sort((a, b) => b.endDate.localeCompare(a.endDate) || a.from.localeCompare(b.from));
}
