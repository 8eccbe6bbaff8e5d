import { describe, expect, it } from "vitest";
import { parseDealFile } from "./content.server";
import { featuredAnnualFee } from "./rules";
import { builtInDeals } from "./seed.server";

describe("built-in deal content", () => {
  const deals = builtInDeals();
  const bySlug = new Map(deals.map((deal) => [deal.slug, deal]));

  it("has the spec's eight deals, each with every field", () => {
    expect(deals).toHaveLength(8);
    for (const deal of deals) {
      expect(deal.description.length, deal.slug).toBeGreaterThan(200);
      expect(deal.eligibility?.length ?? 0, deal.slug).toBeGreaterThan(100);
      expect(deal.whyILoveIt.length, deal.slug).toBeGreaterThan(200);
      expect(deal.dealScore, deal.slug).toBeGreaterThanOrEqual(7);
      expect(deal.dealScore, deal.slug).toBeLessThanOrEqual(10);
    }
  });

  it("states the spec's welcome bonuses and fees", () => {
    const expectations: Array<[string, number, string]> = [
      ["chase-sapphire-reserve-business-200k", 200_000, "$795"],
      ["chase-sapphire-reserve-100k", 100_000, "$795"],
      ["chase-sapphire-preferred-75k", 75_000, "$95"],
      ["capital-one-spark-cash-plus-1500", 1_500, "$0 first year"],
      ["american-express-platinum-175k", 175_000, "$695"],
      ["capital-one-venture-75k", 75_000, "$95"],
      ["chase-ink-business-preferred-90k", 90_000, "$95"],
      ["capital-one-venture-x-business-350k", 350_000, "$395"],
    ];
    for (const [slug, bonus, fee] of expectations) {
      const deal = bySlug.get(slug);
      expect(deal?.signupBonusAmount, slug).toBe(bonus);
      expect(featuredAnnualFee(deal!), slug).toBe(fee);
    }
    expect(bySlug.get("capital-one-spark-cash-plus-1500")?.bonusUnit).toBe("cash");
  });

  it("states the Chase 5/24 rule on every Chase card", () => {
    for (const deal of deals.filter((item) => item.issuer === "Chase")) {
      expect(deal.eligibility, deal.slug).toMatch(/5\/24/);
    }
  });
});

describe("parseDealFile", () => {
  const valid = `---
title: "A Card: 10K"
date: 2025-06-01
excerpt: "Short."
cardName: "A Card"
issuer: "Chase"
referralLink: "https://example.com"
welcomeBonus: "10K"
annualFee: "$0"
minSpend: "$500"
transferPartners: "None"
dealScore: 7
signupBonusAmount: 10000
bonusUnit: "points"
---
# Description

Text.

# Why I Love This Card

More.
`;

  it("reads front matter and sections; eligibility is optional", () => {
    const deal = parseDealFile(valid, "a-card-10k.md");
    expect(deal).toMatchObject({ slug: "a-card-10k", date: "2025-06-01", description: "Text.", whyILoveIt: "More.", eligibility: null });
  });

  it("names the file and the field when content is invalid", () => {
    expect(() => parseDealFile(valid.replace("https://example.com", "http://example.com"), "bad.md")).toThrow(
      /bad\.md: referralLink: Enter a full https:\/\/ address\./,
    );
    expect(() => parseDealFile(valid.replace("# Description", "# Overview"), "bad.md")).toThrow(/unknown section "Overview"/);
    expect(() => parseDealFile("no front matter", "bad.md")).toThrow(/missing front matter/);
  });
});
