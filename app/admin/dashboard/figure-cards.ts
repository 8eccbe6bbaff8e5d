import { strategySessionPriceCents } from "~/config/business";
import { changeText, dailySeries, periodEndingOn, periodLengths, totalIn, type DayCount } from "./periods";
import { trendChart, type TrendChart } from "./trend-chart";

export type FigureKey = "requests" | "booked" | "paid" | "gained" | "lost" | "clicks" | "views";

/** Each figure's name and the list behind it, in the order the dashboard shows them. */
export const figureDefinitions: ReadonlyArray<{ key: FigureKey; label: string; href: string }> = [
  { key: "requests", label: "New concierge requests", href: "/admin/requests" },
  { key: "booked", label: "Strategy sessions booked", href: "/admin/bookings" },
  { key: "paid", label: "Strategy sessions paid", href: "/admin/bookings" },
  { key: "gained", label: "Subscribers gained", href: "/admin/subscribers" },
  { key: "lost", label: "Subscribers lost", href: "/admin/subscribers" },
  { key: "clicks", label: "Referral clicks", href: "/admin/insights" },
  { key: "views", label: "Page views", href: "/admin/insights" },
];

export interface PeriodFigure {
  length: number;
  current: number;
  previous: number;
  change: string;
  /** Paid sessions only: what they brought in, at the session's one price. */
  amountCents?: { current: number; previous: number };
}

export interface FigureCard {
  key: FigureKey;
  label: string;
  href: string;
  periods: PeriodFigure[];
  /** The longest period's days, oldest first, for the chart and its table. */
  series: DayCount[];
  chart: TrendChart;
}

/** The dashboard's figures from the daily counts: each period against the one before, and a chart. */
export function figureCards(daily: Record<FigureKey, readonly DayCount[]>, today: string): FigureCard[] {
  const longest = periodEndingOn(today, Math.max(...periodLengths)).current;
  return figureDefinitions.map(({ key, label, href }) => {
    const counts = daily[key];
    const periods = periodLengths.map((length) => {
      const period = periodEndingOn(today, length);
      const current = totalIn(counts, period.current);
      const previous = totalIn(counts, period.previous);
      const figure: PeriodFigure = { length, current, previous, change: changeText(current, previous) };
      if (key === "paid")
        figure.amountCents = { current: current * strategySessionPriceCents, previous: previous * strategySessionPriceCents };
      return figure;
    });
    const series = dailySeries(counts, longest);
    return { key, label, href, periods, series, chart: trendChart(label, series) };
  });
}

/** Whole dollars, as the dashboard shows takings: "$1,245". */
export function dollars(cents: number): string {
  return `$${Math.round(cents / 100).toLocaleString("en-US")}`;
}
