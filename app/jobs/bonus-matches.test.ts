import { describe, expect, it } from "vitest";
import { builtInCatalog } from "~/points/content.server";
import { builtInBonuses } from "~/transfer-bonuses/content.server";
import { matchBonus, nameBonus, unknownPartner } from "./bonus-matches";

const catalog = builtInCatalog();
const bonus = (from: string, details: string) => ({
  id: "x",
  from,
  details,
  partner: null,
  percent: 30,
  targeted: false,
  startDate: "2026-11-01",
  endDate: "2026-11-30",
});

describe("matchBonus", () => {
  it("reads a bonus's source as a currency and its details as a program", () => {
    expect(matchBonus(catalog, bonus("Chase Ultimate Rewards", "30% bonus to Virgin Atlantic Flying Club [Targeted]"))).toEqual({
      currencyId: "chase-ultimate-rewards",
      programId: "virgin-atlantic-flying-club",
    });
  });

  it("matches nothing rather than guessing", () => {
    expect(matchBonus(catalog, bonus("Some Bank Points", "20% bonus to a new partner"))).toEqual({ currencyId: null, programId: null });
  });

  it("finds a currency for nearly every built-in bonus and a program for each", () => {
    const matches = builtInBonuses().map((entry) => matchBonus(catalog, entry));
    expect(matches.every((match) => match.programId !== null)).toBe(true);
    expect(matches.filter((match) => match.currencyId !== null).length).toBeGreaterThanOrEqual(14);
  });
});

describe("nameBonus", () => {
  it("names a bonus by the catalog when it matched and by its own texts otherwise", () => {
    expect(nameBonus(catalog, bonus("Chase Ultimate Rewards", "30% bonus to Air Canada Aeroplan"))).toMatchObject({
      currencyName: "Chase Ultimate Rewards",
      programName: "Air Canada Aeroplan",
    });
    const unmatched = nameBonus(catalog, { ...bonus("Some Bank Points", "20% bonus"), partner: null });
    expect(unmatched).toMatchObject({ currencyName: "Some Bank Points", programName: unknownPartner });
  });
});
