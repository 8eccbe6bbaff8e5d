import { formatIsoDate } from "~/lib/format-date";
import type { BonusUnit } from "./deal";
import { offerAmountText, type OfferComparison, type RecordedOffer } from "./offer-history";

/** The chart's drawing box, in SVG user units; the SVG scales to its container. */
export const chartBox = { width: 320, height: 160, left: 56, right: 8, top: 12, bottom: 28 } as const;

export interface ChartDot {
  x: number;
  y: number;
  startedOn: string;
  amount: number;
}

export interface OfferChart {
  /** A step line: each offer holds from its start until the next one starts, the last until today. */
  path: string;
  dots: ChartDot[];
  yTicks: { y: number; label: string }[];
  xLabels: { x: number; label: string; anchor: "start" | "end" }[];
  /** The chart's accessible name: what it shows, in one sentence. */
  summary: string;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const round = (value: number) => Math.round(value * 10) / 10;

function shortAmount(amount: number, unit: BonusUnit): string {
  if (unit === "cash") return `$${amount.toLocaleString("en-US")}`;
  return amount >= 1000 ? `${round(amount / 1000)}K` : String(amount);
}

/**
 * The geometry of a deal's offer chart, worked out on the server so the page needs no chart
 * script. Only offers with an amount in today's unit are drawn; undefined with fewer than two.
 */
export function offerChart(
  history: readonly RecordedOffer[],
  unit: BonusUnit,
  today: string,
  comparison?: OfferComparison,
): OfferChart | undefined {
  const offers = history
    .filter((offer) => offer.bonusUnit === unit && offer.signupBonusAmount !== null)
    .map((offer) => ({ startedOn: offer.startedOn, amount: offer.signupBonusAmount! }))
    .sort((a, b) => a.startedOn.localeCompare(b.startedOn));
  if (offers.length < 2) return undefined;

  const first = dayNumber(offers[0]!.startedOn);
  const last = Math.max(dayNumber(today), dayNumber(offers.at(-1)!.startedOn));
  const span = Math.max(last - first, 1);
  const top = Math.max(...offers.map((offer) => offer.amount)) * 1.1 || 1;
  const plotWidth = chartBox.width - chartBox.left - chartBox.right;
  const plotHeight = chartBox.height - chartBox.top - chartBox.bottom;
  const x = (day: number) => round(chartBox.left + ((day - first) / span) * plotWidth);
  const y = (amount: number) => round(chartBox.top + plotHeight - (amount / top) * plotHeight);

  const dots = offers.map((offer) => ({ ...offer, x: x(dayNumber(offer.startedOn)), y: y(offer.amount) }));
  const steps = dots.map((dot, index) => (index === 0 ? `M${dot.x} ${dot.y}` : `H${dot.x} V${dot.y}`));
  const path = `${steps.join(" ")} H${x(last)}`;
  const yTicks = [0, top / 2 / 1.1, top / 1.1].map((amount) => ({ y: y(amount), label: shortAmount(Math.round(amount), unit) }));
  const xLabels = [
    { x: x(first), label: formatIsoDate(offers[0]!.startedOn), anchor: "start" as const },
    { x: x(last), label: "Today", anchor: "end" as const },
  ];

  const amounts = offers.map((offer) => offer.amount);
  const range = `from ${offerAmountText(Math.min(...amounts), unit)} to ${offerAmountText(Math.max(...amounts), unit)}`;
  const standing =
    comparison?.standing === "highest"
      ? " Today's offer is the highest."
      : comparison?.standing === "above-usual"
        ? " Today's offer is above its usual offer."
        : "";
  const summary = `Welcome bonus over time: ${offers.length} recorded offers since ${formatIsoDate(offers[0]!.startedOn)}, ${range}.${standing}`;
  return { path, dots, yTicks, xLabels, summary };
}
