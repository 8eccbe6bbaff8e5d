import { describe, expect, it } from "vitest";
import { spendRequirement } from "./spend-requirement";

describe("spendRequirement", () => {
  it("reads the dollars and the months of the built-in deals' wording", () => {
    expect(spendRequirement("$4,000 in 3 months")).toEqual({ dollars: 4000, months: 3 });
    expect(spendRequirement("$30,000 in 6 months")).toEqual({ dollars: 30000, months: 6 });
    expect(spendRequirement("Spend $500 within the first 3 months")).toEqual({ dollars: 500, months: 3 });
  });

  it("takes the largest tier of a tiered offer", () => {
    expect(spendRequirement("$30,000 in 3 months for 150,000 miles; $150,000 in 6 months for the full 350,000")).toEqual({
      dollars: 150000,
      months: 6,
    });
  });

  it("answers null for wording it cannot read, rather than guessing", () => {
    expect(spendRequirement("$500")).toBeNull();
    expect(spendRequirement("No minimum spend")).toBeNull();
    expect(spendRequirement("$4,000 in 0 months")).toBeNull();
    expect(spendRequirement("")).toBeNull();
  });
});
