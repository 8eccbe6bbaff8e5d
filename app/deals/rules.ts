import type { Deal } from "./deal";

/** The deal list's sort choices; Newest First is the default. */
export const sortOptions = [
  { value: "score", label: "Deal Score" },
  { value: "bonus", label: "Highest Bonus" },
  { value: "newest", label: "Newest First" },
] as const;
export type SortValue = (typeof sortOptions)[number]["value"];
export const defaultSort: SortValue = "newest";

export function isSortValue(value: unknown): value is SortValue {
  return sortOptions.some((option) => option.value === value);
}

/** The dropdown's label: the choice's name, or 'Sort By' for a value it does not know. */
export function sortLabel(value: string | null | undefined): string {
  return sortOptions.find((option) => option.value === value)?.label ?? "Sort By";
}

type Searchable = Pick<Deal, "title" | "excerpt" | "cardName" | "issuer">;

/** Case-insensitive match on title, excerpt, card name or issuer; blank matches everything. */
export function matchesSearch(deal: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [deal.title, deal.excerpt, deal.cardName, deal.issuer].some((field) => field.toLowerCase().includes(needle));
}

type Sortable = Pick<Deal, "dealScore" | "signupBonusAmount" | "date">;

const byNewest = (a: Sortable, b: Sortable) => b.date.localeCompare(a.date);
const comparators: Record<SortValue, (a: Sortable, b: Sortable) => number> = {
  score: (a, b) => (b.dealScore ?? 0) - (a.dealScore ?? 0) || byNewest(a, b),
  bonus: (a, b) => (b.signupBonusAmount ?? 0) - (a.signupBonusAmount ?? 0) || byNewest(a, b),
  newest: byNewest,
};

/** Sorts a copy; an unknown sort value keeps the default order (newest first). */
export function sortDeals<T extends Sortable>(deals: readonly T[], sort: string | null | undefined): T[] {
  const compare = comparators[isSortValue(sort) ? sort : defaultSort];
  return [...deals].sort(compare);
}

export function searchAndSort<T extends Searchable & Sortable>(deals: readonly T[], query: string, sort: string | null | undefined): T[] {
  return sortDeals(
    deals.filter((deal) => matchesSearch(deal, query)),
    sort,
  );
}

/** Featured offers: the top three by deal score. */
export function featuredDeals<T extends Sortable>(deals: readonly T[]): T[] {
  return sortDeals(deals, "score").slice(0, 3);
}

/** Recent deals: the three newest by date. */
export function recentDeals<T extends Sortable>(deals: readonly T[]): T[] {
  return sortDeals(deals, "newest").slice(0, 3);
}

/**
 * A points bonus of 1000 or more shows floor(amount / 1000) + 'K points', otherwise 'N points'.
 * A cash bonus is shown in dollars: '1K points' for $1,500 cash back would mislead.
 */
export function bonusDisplay(amount: number | null, unit: Deal["bonusUnit"] = "points"): string {
  const value = amount ?? 0;
  if (unit === "cash") return `$${value.toLocaleString("en-US")} cash`;
  return value >= 1000 ? `${Math.floor(value / 1000)}K points` : `${value} points`;
}

export const shortDescriptionLength = 120;

/** The first 120 characters plus an ellipsis (none when the text is short enough already). */
export function shortDescription(text: string): string {
  return text.length > shortDescriptionLength ? `${text.slice(0, shortDescriptionLength)}...` : text;
}

/**
 * The annual-fee labels of featured cards: $0 first year for Spark Cash, $795 for
 * both Sapphire Reserve cards, $395 for Venture X Business, $695 for Platinum, $95 for the others.
 * Any other card shows the amount its own annual-fee text starts with, so a card
 * the owner adds is never shown with someone else's fee.
 */
export function featuredAnnualFee(deal: Pick<Deal, "cardName" | "annualFee" | "slug">): string {
  const name = deal.cardName.toLowerCase();
  if (name.includes("spark cash")) return "$0 first year";
  if (name.includes("sapphire reserve")) return "$795";
  if (name.includes("venture x business")) return "$395";
  if (name.includes("platinum")) return "$695";
  if (specNamedCards.some((card) => name.includes(card))) return "$95";
  return deal.annualFee.match(/^\$[\d,]+/)?.[0] ?? deal.annualFee;
}
const specNamedCards = ["sapphire preferred", "venture", "ink business preferred"];

/** Scores are shown clamped to 0-10, whatever was saved. */
export function clampScore(score: number): number {
  return Math.min(10, Math.max(0, score));
}

export type ScoreBand = "red" | "orange" | "amber" | "lime" | "green";

/** A score's colour: red up to 2, orange up to 4, amber up to 6, lime up to 8, green above. */
export function scoreBand(score: number): ScoreBand {
  const value = clampScore(score);
  if (value <= 2) return "red";
  if (value <= 4) return "orange";
  if (value <= 6) return "amber";
  if (value <= 8) return "lime";
  return "green";
}

/** The text a shared deal carries: 'Check out this amazing {card} offer: {bonus} bonus!' */
export function shareText(deal: Pick<Deal, "cardName" | "signupBonusAmount" | "bonusUnit">): string {
  return `Check out this amazing ${deal.cardName} offer: ${bonusDisplay(deal.signupBonusAmount, deal.bonusUnit)} bonus!`;
}

/** 'Issuer plus card name', without saying the issuer twice when the card's name includes it. */
export function issuerAndCard(deal: Pick<Deal, "issuer" | "cardName">): string {
  return deal.cardName.toLowerCase().includes(deal.issuer.toLowerCase()) ? deal.cardName : `${deal.issuer} ${deal.cardName}`;
}
