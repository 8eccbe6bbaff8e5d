/**
 * The bonus history's statistics: for each pair of a points currency and a partner program, how
 * often a bonus ran, how large it typically was (the median, so one outlier does not move it),
 * the best one, and the last day one ran. Callers say what the pair of each bonus is (catalog
 * ids when its texts match the catalog, the texts themselves otherwise).
 */

interface Measured {
  percent: number | null;
  startDate: string;
  endDate: string;
}

export interface PairKey {
  currency: string;
  program: string;
}

export interface PairStats extends PairKey {
  count: number;
  /** Median percentage of the bonuses that state one; null when none does. */
  typicalPercent: number | null;
  bestPercent: number | null;
  /** The last day (yyyy-MM-dd) a bonus for this pair ran: its end, or today for one still running. */
  lastSeen: string;
}

/** The middle value (the mean of the two middle ones for an even count), rounded to a whole percent; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value);
}

/** The last day a bonus ran, as of `today`; a bonus that has not started yet has not run (undefined). */
export function lastDayRun(bonus: Measured, today: string): string | undefined {
  if (bonus.startDate > today) return undefined;
  return bonus.endDate < today ? bonus.endDate : today;
}

/**
 * One line per pair, most frequent first, then most recently seen. A pair whose only bonuses
 * are announced but not started is counted, with its start as the day it will first be seen.
 */
export function pairStatistics<T extends Measured>(bonuses: readonly T[], pairOf: (bonus: T) => PairKey, today: string): PairStats[] {
  const groups = new Map<string, { key: PairKey; items: T[] }>();
  for (const bonus of bonuses) {
    const key = pairOf(bonus);
    const name = JSON.stringify([key.currency, key.program]);
    const group = groups.get(name) ?? { key, items: [] };
    group.items.push(bonus);
    groups.set(name, group);
  }
  const lines = [...groups.values()].map(({ key, items }): PairStats => {
    const percents = items.map((item) => item.percent).filter((percent): percent is number => percent !== null);
    const days = items.map((item) => lastDayRun(item, today) ?? item.startDate).sort();
    return {
      ...key,
      count: items.length,
      typicalPercent: median(percents),
      bestPercent: percents.length > 0 ? Math.max(...percents) : null,
      lastSeen: days[days.length - 1]!,
    };
  });
  return lines.sort(
    (a, b) =>
      b.count - a.count ||
      b.lastSeen.localeCompare(a.lastSeen) ||
      a.currency.localeCompare(b.currency) ||
      a.program.localeCompare(b.program),
  );
}

/** The history list: latest-starting first (then by source), as the page shows it. */
export function newestFirst<T extends Measured & { from: string }>(bonuses: readonly T[]): T[] {
  return [...bonuses].sort(
    (a, b) => b.startDate.localeCompare(a.startDate) || b.endDate.localeCompare(a.endDate) || a.from.localeCompare(b.from),
  );
}
