import { describe, expect, it } from "vitest";
import { bonusFromCells, bonusId, describeDetails, formatShortDate, parseShortDate, toSpecBonus } from "./bonus";

describe("bonusId", () => {
  it("is the lower-cased source and the first 20 characters of the details, non-alphanumerics hyphenated", () => {
    expect(bonusId("Chase Ultimate Rewards", "30% bonus to Virgin Atlantic Flying Club")).toBe(
      "chase-ultimate-rewards-30--bonus-to-virgin-",
    );
    expect(bonusId("Amex", "Hilton")).toBe("amex-hilton");
  });
});

describe("parseShortDate", () => {
  it("reads MM/DD/YY as a calendar date", () => {
    expect(parseShortDate("07/15/26")).toBe("2026-07-15");
  });

  it("ignores a sort number glued in front of the date", () => {
    expect(parseShortDate("4621807/15/26")).toBe("2026-07-15");
    expect(parseShortDate(" 46218 07/15/26 ")).toBe("2026-07-15");
  });

  it("refuses cells without a date at the end, or with an impossible one", () => {
    expect(parseShortDate("07/15/26 (extended)")).toBeUndefined();
    expect(parseShortDate("7/5/26")).toBeUndefined();
    expect(parseShortDate("Ongoing")).toBeUndefined();
    expect(parseShortDate("02/30/26")).toBeUndefined();
    expect(parseShortDate("13/01/26")).toBeUndefined();
  });

  it("round-trips with formatShortDate", () => {
    expect(formatShortDate("2025-10-01")).toBe("10/01/25");
    expect(parseShortDate(formatShortDate("2025-10-01"))).toBe("2025-10-01");
  });
});

describe("describeDetails", () => {
  it("finds the percentage and the partner", () => {
    expect(describeDetails("30% bonus to Virgin Atlantic Flying Club")).toEqual({
      details: "30% bonus to Virgin Atlantic Flying Club",
      percent: 30,
      partner: "Virgin Atlantic Flying Club",
      targeted: false,
    });
  });

  it("takes the [Targeted] mark out of the text and flags it, escaped or not", () => {
    expect(describeDetails("50% bonus to Air Canada Aeroplan [Targeted]")).toMatchObject({
      details: "50% bonus to Air Canada Aeroplan",
      partner: "Air Canada Aeroplan",
      targeted: true,
    });
    expect(describeDetails("50% to Aeroplan \\[Targeted\\]").targeted).toBe(true);
  });

  it("stops the partner at a parenthesis and leaves unknowns empty", () => {
    expect(describeDetails("20% bonus to Flying Blue (Air France/KLM)").partner).toBe("Flying Blue");
    expect(describeDetails("Bonus on all transfers")).toMatchObject({ percent: null, partner: null });
    expect(describeDetails("Up to 150% bonus to Alaska").partner).toBe("Alaska");
  });
});

describe("bonusFromCells", () => {
  it("builds a bonus from the four spec cells", () => {
    expect(bonusFromCells(" Bilt  Rewards ", "75% bonus to Alaska [Targeted]", "12/01/25", "4621812/01/25")).toEqual({
      id: "bilt-rewards-75--bonus-to-alaska",
      from: "Bilt Rewards",
      details: "75% bonus to Alaska",
      partner: "Alaska",
      percent: 75,
      targeted: true,
      startDate: "2025-12-01",
      endDate: "2025-12-01",
    });
  });

  it("gives nothing without both dates or without a source", () => {
    expect(bonusFromCells("Amex", "30% to Delta", "", "12/01/25")).toBeUndefined();
    expect(bonusFromCells("Amex", "30% to Delta", "12/01/25", "TBD")).toBeUndefined();
    expect(bonusFromCells(" ", "30% to Delta", "12/01/25", "12/02/25")).toBeUndefined();
  });

  it("converts back to the spec's shape with MM/DD/YY dates", () => {
    const bonus = bonusFromCells("Bilt", "50% to Aeroplan [Targeted]", "11/01/25", "11/02/25")!;
    expect(toSpecBonus(bonus)).toEqual({
      id: bonus.id,
      from: "Bilt",
      details: "50% to Aeroplan [Targeted]",
      startDate: "11/01/25",
      endDate: "11/02/25",
    });
  });
});
