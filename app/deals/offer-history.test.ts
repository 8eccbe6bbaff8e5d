import { describe, expect, it } from "vitest";
import { compareOffer, comparisonSentence, median, offerAmountText, offerChanged, type OfferTerms } from "./offer-history";

const offer = (signupBonusAmount: number | null, more: Partial<OfferTerms> = {}): OfferTerms => ({
  welcomeBonus: `${signupBonusAmount} points`,
  signupBonusAmount,
  bonusUnit: "points",
  minSpend: "$4,000 in 3 months",
  annualFee: "$95",
  ...more,
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones, whatever the order", () => {
    expect(median([])).toBeUndefined();
    expect(median([5])).toBe(5);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([60_000, 100_000, 80_000, 75_000])).toBe(77_500);
  });
});

describe("offerChanged", () => {
  it("sees a change to the bonus text, amount, unit, spend or fee, and nothing else", () => {
    const before = offer(60_000);
    expect(offerChanged(before, { ...before })).toBe(false);
    expect(offerChanged(before, { ...before, welcomeBonus: "60,000 points" })).toBe(true);
    expect(offerChanged(before, { ...before, signupBonusAmount: 75_000 })).toBe(true);
    expect(offerChanged(before, { ...before, bonusUnit: "cash" })).toBe(true);
    expect(offerChanged(before, { ...before, minSpend: "$5,000 in 3 months" })).toBe(true);
    expect(offerChanged(before, { ...before, annualFee: "$0 first year" })).toBe(true);
    expect(offerChanged(before, { ...before, title: "Another title" } as OfferTerms)).toBe(false);
  });
});

describe("compareOffer", () => {
  it("needs an amount today and two comparable records", () => {
    expect(compareOffer(offer(null), [offer(1), offer(2)])).toBeUndefined();
    expect(compareOffer(offer(80_000), [offer(80_000)])).toBeUndefined();
    expect(compareOffer(offer(80_000), [offer(60_000), offer(null)])).toBeUndefined();
    expect(compareOffer(offer(80_000), [offer(60_000), offer(200, { bonusUnit: "cash" })])).toBeUndefined();
  });

  it("calls today's bonus the highest only when it tops every record and one was lower", () => {
    expect(compareOffer(offer(80_000), [offer(60_000), offer(80_000)])).toMatchObject({ standing: "highest", count: 2, highest: 80_000 });
    expect(compareOffer(offer(60_000), [offer(60_000), offer(60_000)])?.standing).toBe("usual");
  });

  it("compares a bonus below the highest with the median", () => {
    const history = [offer(60_000), offer(100_000), offer(60_000), offer(75_000)];
    expect(compareOffer(offer(75_000), history)).toMatchObject({ standing: "above-usual", usual: 67_500 });
    expect(compareOffer(offer(60_000), [...history, offer(60_000)])?.standing).toBe("usual");
    expect(compareOffer(offer(50_000), history)?.standing).toBe("below-usual");
  });

  it("writes a sentence for the score explainer", () => {
    const history = [offer(60_000), offer(100_000), offer(60_000), offer(75_000)];
    expect(comparisonSentence(compareOffer(offer(75_000), history)!)).toBe(
      "Today's 75,000 points is above its usual offer of 67,500 points, the middle of the 4 offers we have recorded for this card.",
    );
    expect(comparisonSentence(compareOffer(offer(100_000), history)!)).toBe(
      "Today's 100,000 points is the highest of the 4 offers we have recorded for this card.",
    );
  });
});

describe("offerAmountText", () => {
  it("writes points with separators and cash in dollars", () => {
    expect(offerAmountText(80_000, "points")).toBe("80,000 points");
    expect(offerAmountText(1_500, "cash")).toBe("$1,500 cash back");
  });
});
