import { describe, expect, it } from "vitest";
import { builtInCatalog } from "./content.server";
import { dealCurrency, dealFirstYearValue, firstYearFee, firstYearValueOf, formatDollars } from "./first-year-value";

const catalog = builtInCatalog();
const deal = { issuer: "Chase", bonusUnit: "points", signupBonusAmount: 75_000, annualFee: "$95", pointsCurrency: null };

describe("firstYearFee", () => {
  it("reads the fee paid in the first year", () => {
    expect(firstYearFee("$95")).toBe(95);
    expect(firstYearFee("$695")).toBe(695);
    expect(firstYearFee("$0 first year, then $150")).toBe(0);
    expect(firstYearFee("$0 annual fee for the first year, then $95")).toBe(0);
    expect(firstYearFee("$1,000")).toBe(1000);
    expect(firstYearFee("None")).toBe(0);
    expect(firstYearFee("varies")).toBeNull();
  });
});

describe("firstYearValueOf", () => {
  it("is bonus x cents / 100 minus the fee, in whole dollars, with the formula in words", () => {
    const value = firstYearValueOf(75_000, 1.75, 95, "Chase Ultimate Rewards");
    expect(value.dollars).toBe(1218);
    expect(value.formula).toBe("75,000 points × 1.75¢ per point (our value for Chase Ultimate Rewards) − $95 first-year fee");
  });

  it("can be negative when the fee outweighs the bonus", () => {
    expect(firstYearValueOf(10_000, 1, 695, "X").dollars).toBe(-595);
    expect(formatDollars(-595)).toBe("-$595");
  });
});

describe("dealCurrency", () => {
  it("defaults to the issuer's currency when the bonus is in points", () => {
    expect(dealCurrency(catalog, deal)?.id).toBe("chase-ultimate-rewards");
    expect(dealCurrency(catalog, { ...deal, issuer: "American Express" })?.id).toBe("amex-membership-rewards");
    expect(dealCurrency(catalog, { ...deal, issuer: "Capital One" })?.id).toBe("capital-one-miles");
  });

  it("follows the owner's choice: another currency, a program, or none", () => {
    expect(dealCurrency(catalog, { ...deal, pointsCurrency: "bilt-rewards" })?.id).toBe("bilt-rewards");
    expect(dealCurrency(catalog, { ...deal, pointsCurrency: "hyatt" })).toMatchObject({ subject: "program", id: "hyatt", cents: 1.7 });
    expect(dealCurrency(catalog, { ...deal, pointsCurrency: "none" })).toBeNull();
  });

  it("has none for a cash bonus left to the default", () => {
    expect(dealCurrency(catalog, { ...deal, bonusUnit: "cash" })).toBeNull();
  });
});

describe("dealFirstYearValue", () => {
  it("values a points deal with the currency's value", () => {
    expect(dealFirstYearValue(catalog, deal)?.dollars).toBe(Math.round(75_000 * 0.0175 - 95));
  });

  it("has none for the Spark Cash Plus (cash) or a deal without a bonus amount", () => {
    expect(
      dealFirstYearValue(catalog, {
        ...deal,
        issuer: "Capital One",
        bonusUnit: "cash",
        signupBonusAmount: 1500,
        annualFee: "$0 first year, then $150",
      }),
    ).toBeNull();
    expect(dealFirstYearValue(catalog, { ...deal, signupBonusAmount: null })).toBeNull();
  });
});
