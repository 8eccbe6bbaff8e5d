import { describe, expect, it } from "vitest";
import {
  bonusDisplay,
  clampScore,
  featuredAnnualFee,
  featuredDeals,
  issuerAndCard,
  matchesSearch,
  recentDeals,
  scoreBand,
  searchAndSort,
  shareText,
  shortDescription,
  sortDeals,
  sortLabel,
} from "./rules";

const deal = (slug: string, date: string, dealScore: number | null, signupBonusAmount: number | null) => ({
  slug,
  date,
  dealScore,
  signupBonusAmount,
  title: `${slug} title`,
  excerpt: `${slug} excerpt`,
  cardName: `${slug} card`,
  issuer: "Chase" as const,
});

const deals = [
  deal("a", "2025-05-01", 8, 75_000),
  deal("b", "2025-07-03", 9.5, null),
  deal("c", "2025-06-10", 7, 200_000),
  deal("d", "2025-04-20", 10, 1_500),
];
const slugs = (list: { slug: string }[]) => list.map((item) => item.slug);

describe("search", () => {
  it("matches title, excerpt, card name or issuer, ignoring case", () => {
    const sapphire = { title: "Big Bonus", excerpt: "Nice", cardName: "Sapphire Preferred", issuer: "Chase" as const };
    expect(matchesSearch(sapphire, "SAPPHIRE")).toBe(true);
    expect(matchesSearch(sapphire, "chase")).toBe(true);
    expect(matchesSearch(sapphire, "big b")).toBe(true);
    expect(matchesSearch(sapphire, "nic")).toBe(true);
    expect(matchesSearch(sapphire, "amex")).toBe(false);
    expect(matchesSearch(sapphire, "   ")).toBe(true);
  });

  it("filters then sorts", () => {
    expect(slugs(searchAndSort(deals, "C CARD", "newest"))).toEqual(["c"]);
    expect(searchAndSort(deals, "nothing like this", "newest")).toEqual([]);
  });
});

describe("sorting", () => {
  it("sorts by deal score, highest first", () => {
    expect(slugs(sortDeals(deals, "score"))).toEqual(["d", "b", "a", "c"]);
  });

  it("sorts by bonus, highest first, a missing bonus counting as 0", () => {
    expect(slugs(sortDeals(deals, "bonus"))).toEqual(["c", "a", "d", "b"]);
  });

  it("sorts newest first by default and for an unknown value", () => {
    expect(slugs(sortDeals(deals, "newest"))).toEqual(["b", "c", "a", "d"]);
    expect(slugs(sortDeals(deals, undefined))).toEqual(["b", "c", "a", "d"]);
    expect(slugs(sortDeals(deals, "price"))).toEqual(["b", "c", "a", "d"]);
  });

  it("does not change the list it was given", () => {
    const copy = [...deals];
    sortDeals(deals, "score");
    expect(deals).toEqual(copy);
  });

  it("labels the dropdown, with 'Sort By' for an unknown value", () => {
    expect(sortLabel("score")).toBe("Deal Score");
    expect(sortLabel("bonus")).toBe("Highest Bonus");
    expect(sortLabel("newest")).toBe("Newest First");
    expect(sortLabel("cheapest")).toBe("Sort By");
    expect(sortLabel(null)).toBe("Sort By");
  });

  it("features the top three by score and the three newest", () => {
    expect(slugs(featuredDeals(deals))).toEqual(["d", "b", "a"]);
    expect(slugs(recentDeals(deals))).toEqual(["b", "c", "a"]);
  });
});

describe("bonus display", () => {
  it("shows thousands as whole K points, rounding down", () => {
    expect(bonusDisplay(200_000)).toBe("200K points");
    expect(bonusDisplay(75_500)).toBe("75K points");
    expect(bonusDisplay(1_000)).toBe("1K points");
  });

  it("shows smaller amounts as they are, and a missing amount as 0", () => {
    expect(bonusDisplay(999)).toBe("999 points");
    expect(bonusDisplay(null)).toBe("0 points");
  });

  it("shows a cash bonus in dollars", () => {
    expect(bonusDisplay(1_500, "cash")).toBe("$1,500 cash");
  });

  it("builds the share text", () => {
    expect(shareText({ cardName: "Sapphire Preferred", signupBonusAmount: 75_000, bonusUnit: "points" })).toBe(
      "Check out this amazing Sapphire Preferred offer: 75K points bonus!",
    );
  });
});

describe("short description", () => {
  it("keeps the first 120 characters and adds an ellipsis", () => {
    const long = "x".repeat(130);
    expect(shortDescription(long)).toBe(`${"x".repeat(120)}...`);
  });

  it("leaves a short text alone", () => {
    expect(shortDescription("Short.")).toBe("Short.");
    expect(shortDescription("y".repeat(120))).toBe("y".repeat(120));
  });
});

describe("featured annual-fee labels", () => {
  const fee = (cardName: string, annualFee = "$95") => featuredAnnualFee({ cardName, annualFee, slug: "s" });

  it("uses the spec's label for each named card", () => {
    expect(fee("Capital One Spark Cash Plus", "$0 first year, then $150")).toBe("$0 first year");
    expect(fee("Chase Sapphire Reserve")).toBe("$795");
    expect(fee("Chase Sapphire Reserve for Business")).toBe("$795");
    expect(fee("Capital One Venture X Business")).toBe("$395");
    expect(fee("The Platinum Card from American Express")).toBe("$695");
    expect(fee("Chase Sapphire Preferred", "$95")).toBe("$95");
    expect(fee("Capital One Venture Rewards", "$95")).toBe("$95");
    expect(fee("Chase Ink Business Preferred", "$95")).toBe("$95");
  });

  it("uses a new card's own fee rather than guessing", () => {
    expect(fee("Some New Card", "$250 per year")).toBe("$250");
    expect(fee("Another Card", "None")).toBe("None");
  });
});

describe("deal score", () => {
  it("is clamped to 0-10", () => {
    expect(clampScore(-3)).toBe(0);
    expect(clampScore(12)).toBe(10);
    expect(clampScore(7.5)).toBe(7.5);
  });

  it("is coloured by band: red to 2, orange to 4, amber to 6, lime to 8, green above", () => {
    expect([0, 2, 2.1, 4, 4.5, 6, 6.1, 8, 8.1, 10, 11].map(scoreBand)).toEqual([
      "red",
      "red",
      "orange",
      "orange",
      "amber",
      "amber",
      "lime",
      "lime",
      "green",
      "green",
      "green",
    ]);
  });
});

describe("issuerAndCard", () => {
  it("names the issuer once", () => {
    expect(issuerAndCard({ issuer: "Chase", cardName: "Sapphire Preferred" })).toBe("Chase Sapphire Preferred");
    expect(issuerAndCard({ issuer: "Chase", cardName: "Chase Sapphire Preferred" })).toBe("Chase Sapphire Preferred");
    expect(issuerAndCard({ issuer: "American Express", cardName: "The Platinum Card from American Express" })).toBe(
      "The Platinum Card from American Express",
    );
  });
});
