import { formatIsoDate } from "~/lib/format-date";
import type { DayCount } from "./periods";

/** The drawing box in SVG user units; the SVG scales to its container. */
export const trendBox = { width: 240, height: 64, gap: 1 } as const;

export interface TrendBar {
  day: string;
  count: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** In the last 7 days: drawn darker, so the short period stands out within the long one. */
  recent: boolean;
}

export interface TrendChart {
  bars: TrendBar[];
  /** The chart's accessible name: what it shows, in one sentence. */
  summary: string;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * A bar per day, worked out on the server so the page needs no chart script. A day with nothing
 * gets a hairline bar, so an empty day still reads as a day and not as missing data.
 */
export function trendChart(label: string, series: readonly DayCount[], recentDays = 7): TrendChart {
  const max = Math.max(1, ...series.map((day) => day.count));
  const slot = trendBox.width / Math.max(series.length, 1);
  const bars = series.map((day, index) => {
    const height = Math.max(round((day.count / max) * trendBox.height), 1);
    return {
      day: day.day,
      count: day.count,
      x: round(index * slot + trendBox.gap / 2),
      y: round(trendBox.height - height),
      width: round(slot - trendBox.gap),
      height,
      recent: index >= series.length - recentDays,
    };
  });
  return { bars, summary: trendSummary(label, series) };
}

function trendSummary(label: string, series: readonly DayCount[]): string {
  if (series.length === 0) return `${label}: no days to show.`;
  const total = series.reduce((sum, day) => sum + day.count, 0);
  const span = `${formatIsoDate(series[0]!.day)} to ${formatIsoDate(series.at(-1)!.day)}`;
  if (total === 0) return `${label} per day, ${span}: none.`;
  const busiest = series.reduce((best, day) => (day.count > best.count ? day : best));
  return `${label} per day, ${span}: ${total.toLocaleString("en-US")} in all, the most on ${formatIsoDate(busiest.day)} (${busiest.count.toLocaleString("en-US")}).`;
}
