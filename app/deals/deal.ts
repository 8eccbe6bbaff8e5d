/** The issuers a deal can come from. */
export const issuers = ["Chase", "Capital One", "American Express"] as const;
export type Issuer = (typeof issuers)[number];

/**
 * A deal's estimated first-year value, worked out by the route from the points catalog and
 * handed to the deal views: the figure ('$1,218') and the formula with its numbers, in words.
 */
export interface FirstYearEstimate {
  amount: string;
  formula: string;
}

export const bonusUnits = ["points", "cash"] as const;
export type BonusUnit = (typeof bonusUnits)[number];

/** A deal as the public pages use it; rich-text fields are markdown. */
export interface Deal {
  id: number;
  slug: string;
  title: string;
  /** The deal's date, as an ISO date (yyyy-MM-dd). */
  date: string;
  excerpt: string;
  cardName: string;
  issuer: Issuer;
  description: string;
  eligibility: string | null;
  whyILoveIt: string;
  referralLink: string;
  welcomeBonus: string;
  annualFee: string;
  minSpend: string;
  transferPartners: string;
  dealScore: number | null;
  signupBonusAmount: number | null;
  bonusUnit: BonusUnit;
  /** What the bonus is paid in, for its first-year value: a points currency or program id, 'none', or null for the issuer's own currency. */
  pointsCurrency: string | null;
  published: boolean;
  updatedAt: Date;
}
