import { offerChart } from "./offer-chart";
import { compareOffer, comparisonSentence, offerBadgeLabels, type OfferTerms, type RecordedOffer } from "./offer-history";

/**
 * What the deal page shows of a deal's history, worked out in the loader: nothing under two
 * recorded offers, otherwise the table's rows, the chart (when two have an amount in today's
 * unit), the badge and the score explainer's sentence.
 */
export function offerHistoryView(history: readonly RecordedOffer[], today: OfferTerms, day: string) {
  if (history.length < 2) return null;
  const comparison = compareOffer(today, history);
  return {
    offers: history,
    chart: offerChart(history, today.bonusUnit, day, comparison) ?? null,
    badge: (comparison && offerBadgeLabels[comparison.standing]) ?? null,
    scoreSentence: comparison ? comparisonSentence(comparison) : null,
  };
}

export type OfferHistoryView = NonNullable<ReturnType<typeof offerHistoryView>>;

/** A row's source as the table names it: our own record, or the page a past offer came from. */
export function sourceLabel(source: string): { text: string; href?: string } {
  if (!source.startsWith("https://")) return { text: "Our record" };
  try {
    return { text: new URL(source).hostname, href: source };
  } catch {
    return { text: source };
  }
}
