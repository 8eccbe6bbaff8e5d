import type { DealInput } from "./deal-schema";

/** A valid deal for tests; override what a test is about. */
export function dealFixture(overrides: Partial<DealInput> = {}): DealInput {
  return {
    slug: "test-card-50k",
    title: "Test Card: 50,000 Bonus Points",
    date: "2025-06-01",
    excerpt: "A card for tests.",
    cardName: "Test Card",
    issuer: "Chase",
    description: "A **fine** card.",
    eligibility: null,
    whyILoveIt: "It exists.",
    referralLink: "https://example.com/apply",
    welcomeBonus: "50,000 points after $3,000 in 3 months",
    annualFee: "$95",
    minSpend: "$3,000 in 3 months",
    transferPartners: "11 airlines, 3 hotels",
    dealScore: 8,
    signupBonusAmount: 50_000,
    bonusUnit: "points",
    pointsCurrency: null,
    published: true,
    ...overrides,
  };
}
