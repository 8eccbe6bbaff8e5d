import type { BonusUnit, Deal } from "./deal";

/** What makes a deal's offer: a change to any of these is a new row of its history. */
export type OfferTerms = Pick<Deal, "welcomeBonus" | "signupBonusAmount" | "bonusUnit" | "minSpend" | "annualFee">;

/** One row of a deal's offer history as the pages use it. */
export interface RecordedOffer extends OfferTerms {
  /** The day the offer started, yyyy-MM-dd. */
  startedOn: string;
  /** 'editor', 'seed', or the https page the owner found a past offer on. */
  source: string;
}

export const offerSources = { editor: "editor", seed: "seed" } as const;

export function offerTerms(deal: OfferTerms): OfferTerms {
  const { welcomeBonus, signupBonusAmount, bonusUnit, minSpend, annualFee } = deal;
  return { welcomeBonus, signupBonusAmount, bonusUnit, minSpend, annualFee };
}

export function offerChanged(before: OfferTerms, after: OfferTerms): boolean {
  return (Object.keys(offerTerms(before)) as (keyof OfferTerms)[]).some((field) => before[field] !== after[field]);
}

/** A past offer's welcome-bonus text, written the way the amount reads in the deal's unit. */
export function offerAmountText(amount: number, unit: BonusUnit): string {
  return unit === "cash" ? `$${amount.toLocaleString("en-US")} cash back` : `${amount.toLocaleString("en-US")} points`;
}

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Where today's offer stands among the recorded ones (the bonus amounts in today's unit). */
export type OfferStanding = "highest" | "above-usual" | "usual" | "below-usual";

export interface OfferComparison {
  standing: OfferStanding;
  amount: number;
  unit: BonusUnit;
  /** How many recorded offers had an amount in today's unit. */
  count: number;
  highest: number;
  usual: number;
}

/**
 * Compares today's bonus with the recorded ones; undefined without an amount today or with fewer
 * than two comparable records. "Highest" needs a lower one on record: a bonus that never changed
 * is not a high.
 */
export function compareOffer(today: OfferTerms, history: readonly OfferTerms[]): OfferComparison | undefined {
  const amount = today.signupBonusAmount;
  if (amount === null) return undefined;
  const amounts = history.flatMap((offer) =>
    offer.bonusUnit === today.bonusUnit && offer.signupBonusAmount !== null ? [offer.signupBonusAmount] : [],
  );
  if (amounts.length < 2) return undefined;
  const highest = Math.max(...amounts);
  const usual = median(amounts)!;
  const standing: OfferStanding =
    amount >= highest && amount > Math.min(...amounts)
      ? "highest"
      : amount > usual
        ? "above-usual"
        : amount === usual
          ? "usual"
          : "below-usual";
  return { standing, amount, unit: today.bonusUnit, count: amounts.length, highest, usual };
}

export const offerBadgeLabels: Partial<Record<OfferStanding, string>> = {
  highest: "Highest offer we have recorded",
  "above-usual": "Above its usual offer",
};

/** The sentence the deal score's explainer adds when the deal has a history. */
export function comparisonSentence(comparison: OfferComparison): string {
  const today = offerAmountText(comparison.amount, comparison.unit);
  const usual = offerAmountText(Math.round(comparison.usual), comparison.unit);
  const records = `the ${comparison.count} offers we have recorded for this card`;
  switch (comparison.standing) {
    case "highest":
      return `Today's ${today} is the highest of ${records}.`;
    case "above-usual":
      return `Today's ${today} is above its usual offer of ${usual}, the middle of ${records}.`;
    case "usual":
      return `Today's ${today} is its usual offer, the middle of ${records}.`;
    case "below-usual":
      return `Today's ${today} is below its usual offer of ${usual}, the middle of ${records}.`;
  }
}
