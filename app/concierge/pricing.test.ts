import { describe, expect, it } from "vitest";
import { conciergeDepositCents, conciergeQuoteCents, formatUsd } from "./pricing";

describe("concierge price rule", () => {
  it("charges $199 for one passenger and $100 for each additional one", () => {
    expect(conciergeQuoteCents(1)).toBe(19_900);
    expect(conciergeQuoteCents(2)).toBe(29_900);
    expect(conciergeQuoteCents(4)).toBe(49_900);
  });

  it("refuses a party that is not a positive whole number", () => {
    expect(() => conciergeQuoteCents(0)).toThrow(RangeError);
    expect(() => conciergeQuoteCents(1.5)).toThrow(RangeError);
  });

  it("asks a $50 deposit", () => {
    expect(formatUsd(conciergeDepositCents)).toBe("$50");
  });
});

describe("formatUsd", () => {
  it("writes whole dollars without cents and thousands with a comma", () => {
    expect(formatUsd(29_900)).toBe("$299");
    expect(formatUsd(300_000)).toBe("$3,000");
    expect(formatUsd(1_050)).toBe("$10.50");
  });
});
