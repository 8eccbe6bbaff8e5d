import { describe, expect, it } from "vitest";
import { builtInCatalog } from "./content.server";
import { bonusesLiveOn, currenciesReaching, partnersOfCurrency, reachablePrograms, type LiveBonus } from "./partners-view";

const catalog = builtInCatalog();
const bonus = (from: string, details: string, percent: number, startDate = "2026-11-01", endDate = "2026-12-15"): LiveBonus => ({
  from,
  details,
  percent,
  targeted: false,
  startDate,
  endDate,
});

describe("partnersOfCurrency", () => {
  it("lists a currency's partners, airlines before hotels, each with its published ratio", () => {
    const lines = partnersOfCurrency(catalog, "chase-ultimate-rewards");
    expect(lines).toHaveLength(13);
    expect(lines.findIndex((line) => line.kind === "hotel")).toBeGreaterThan(lines.findLastIndex((line) => line.kind === "airline"));
    expect(lines.every((line) => line.ratioText === "1:1" && line.bonus === null)).toBe(true);
  });

  it("shows the effective ratio of a live bonus from that currency to that program", () => {
    const lines = partnersOfCurrency(catalog, "chase-ultimate-rewards", [
      bonus("Chase Ultimate Rewards", "30% bonus to Virgin Atlantic Flying Club", 30),
    ]);
    const virgin = lines.find((line) => line.programId === "virgin-atlantic-flying-club");
    expect(virgin?.bonus).toEqual({ percent: 30, targeted: false, endDate: "2026-12-15", effectiveRatio: "1:1.3" });
    expect(lines.filter((line) => line.bonus)).toHaveLength(1);
  });

  it("applies a bonus to an uneven ratio, and never one from another currency", () => {
    const lines = partnersOfCurrency(catalog, "amex-membership-rewards", [
      bonus("Amex Membership Rewards", "25% bonus to Cathay Pacific Asia Miles", 25),
      bonus("Chase Ultimate Rewards", "30% bonus to Air Canada Aeroplan", 30),
    ]);
    expect(lines.find((line) => line.programId === "asia-miles")?.bonus?.effectiveRatio).toBe("1000:1000");
    expect(lines.find((line) => line.programId === "aeroplan")?.bonus).toBeNull();
  });

  it("keeps the larger of two bonuses to the same partner", () => {
    const lines = partnersOfCurrency(catalog, "citi-thankyou", [
      bonus("Citi ThankYou Points", "20% bonus to Turkish Airlines Miles&Smiles", 20),
      bonus("Citi ThankYou Points", "25% bonus to Turkish Airlines Miles&Smiles", 25),
    ]);
    expect(lines.find((line) => line.programId === "turkish-miles-and-smiles")?.bonus?.percent).toBe(25);
  });

  it("is empty for an unknown currency", () => {
    expect(partnersOfCurrency(catalog, "nope")).toEqual([]);
  });
});

describe("currenciesReaching", () => {
  it("lists every currency that reaches a program", () => {
    const lines = currenciesReaching(catalog, "flying-blue", [bonus("Capital One Miles", "20% bonus to Flying Blue (Air France/KLM)", 20)]);
    expect(lines.map((line) => line.currencyId).sort()).toEqual([
      "amex-membership-rewards",
      "bilt-rewards",
      "capital-one-miles",
      "chase-ultimate-rewards",
      "citi-thankyou",
      "wells-fargo-rewards",
    ]);
    expect(lines.find((line) => line.currencyId === "capital-one-miles")?.bonus?.effectiveRatio).toBe("1:1.2");
  });
});

describe("bonusesLiveOn", () => {
  it("keeps bonuses running on the day, not upcoming or ended ones or ones without a percentage", () => {
    const running = bonus("A", "x", 30, "2026-11-01", "2026-11-26");
    const upcoming = bonus("A", "x", 30, "2026-11-27", "2026-12-01");
    const ended = bonus("A", "x", 30, "2026-10-01", "2026-11-25");
    const noPercent = { ...running, percent: null };
    expect(bonusesLiveOn([running, upcoming, ended, noPercent], "2026-11-26")).toEqual([running]);
  });
});

describe("reachablePrograms", () => {
  it("lists only programs some currency reaches", () => {
    const ids = reachablePrograms(catalog).map((program) => program.id);
    expect(ids).toContain("hyatt");
    expect(new Set(ids).size).toBe(ids.length);
  });
});
