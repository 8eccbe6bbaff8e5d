import type { Ratio } from "./catalog";

/**
 * Transfer arithmetic. A transfer moves currency points in whole increments (at least the
 * minimum) and the partner credits the whole miles the ratio gives, rounding down: 1,000 points at
 * 5:3 give 600 miles, 1,001 points still 600. All amounts are whole numbers; fractions only appear
 * in an effective ratio shown to the reader.
 */

export interface TransferRules {
  minimum?: number | null;
  increment?: number | null;
}

export interface TransferPlan {
  /** Currency points to move. */
  points: number;
  /** Partner miles or points credited (at least the miles asked for). */
  miles: number;
}

/** Miles or partner points credited for a transfer, with an optional bonus in percent (30 for 30%). */
export function milesFor(ratio: Ratio, points: number, bonusPercent = 0): number {
  // One division at the end, on integers, so 1,000 at 1000:800 with 25% is exactly 1,000.
  return Math.floor((points * ratio.to * (100 + bonusPercent)) / (ratio.from * 100));
}

/**
 * The fewest currency points that give at least `miles` partner miles: the exact share, then at
 * least the minimum, then up to the next whole increment. Null for no miles or bad input.
 */
export function pointsNeeded(ratio: Ratio, miles: number, rules: TransferRules = {}, bonusPercent = 0): TransferPlan | null {
  if (!Number.isSafeInteger(miles) || miles <= 0 || ratio.from <= 0 || ratio.to <= 0 || bonusPercent < 0) return null;
  const perHundred = ratio.to * (100 + bonusPercent);
  let points = Math.ceil((miles * ratio.from * 100) / perHundred);
  // Floating division can land one above the true ceiling; step back while the smaller amount still suffices.
  while (points > 1 && milesFor(ratio, points - 1, bonusPercent) >= miles) points -= 1;
  while (milesFor(ratio, points, bonusPercent) < miles) points += 1;
  const minimum = rules.minimum ?? 0;
  if (points < minimum) points = minimum;
  const increment = rules.increment ?? 0;
  if (increment > 0 && points % increment !== 0) points = Math.ceil(points / increment) * increment;
  return { points, miles: milesFor(ratio, points, bonusPercent) };
}

/** The points a transfer can actually move out of a balance: whole increments, at least the minimum. */
export function transferablePoints(balance: number, rules: TransferRules = {}): number {
  const increment = rules.increment ?? 1;
  const points = Math.floor(balance / increment) * increment;
  return points < (rules.minimum ?? 0) ? 0 : points;
}

/** The ratio with a bonus applied to the partner side: 1:1 with 30% is 1:1.3; 1000:800 with 25% is 1000:1000. */
export function effectiveRatio(ratio: Ratio, bonusPercent: number): Ratio {
  return { from: ratio.from, to: Math.round(((ratio.to * (100 + bonusPercent)) / 100) * 10_000) / 10_000 };
}

function term(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/** '1:1', '5:3', '1000:800', '1:1.3' (at most two decimals). */
export function formatRatio(ratio: Ratio): string {
  return `${term(ratio.from)}:${term(ratio.to)}`;
}

/** Partner miles for one currency point, the figure that compares ratios (1000:800 is 0.8). */
export function milesPerPoint(ratio: Ratio): number {
  return ratio.to / ratio.from;
}

/** Reads '1:1', '5:3', '1,000:800' (whole numbers, as an owner types them); null otherwise. */
export function parseRatio(value: string): Ratio | null {
  const match = /^\s*([\d,]{1,12})\s*:\s*([\d,]{1,12})\s*$/.exec(value);
  if (!match) return null;
  const from = Number(match[1]!.replace(/,/g, ""));
  const to = Number(match[2]!.replace(/,/g, ""));
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || from <= 0 || to <= 0) return null;
  return { from, to };
}
