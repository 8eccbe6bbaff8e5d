import { describe, expect, it } from "vitest";
import { matchCurrency, matchProgram, normalizeName } from "./catalog";
import { builtInCatalog } from "./content.server";
import { builtInBonuses } from "~/transfer-bonuses/content.server";

const catalog = builtInCatalog();

describe("normalizeName", () => {
  it("ignores case, punctuation and '&' against 'and'", () => {
    expect(normalizeName("Turkish Airlines Miles&Smiles")).toBe("turkish airlines miles and smiles");
    expect(normalizeName("  Flying Blue (Air France/KLM) ")).toBe("flying blue air france klm");
  });
});

describe("matchCurrency", () => {
  it("knows each currency by its name, its aliases and its id", () => {
    expect(matchCurrency(catalog, "Chase Ultimate Rewards")).toBe("chase-ultimate-rewards");
    expect(matchCurrency(catalog, "Amex Membership Rewards")).toBe("amex-membership-rewards");
    expect(matchCurrency(catalog, "citi thankyou points")).toBe("citi-thankyou");
    expect(matchCurrency(catalog, "bilt-rewards")).toBe("bilt-rewards");
  });

  it("finds a currency named inside a longer text", () => {
    expect(matchCurrency(catalog, "Transfer your Capital One Miles today")).toBe("capital-one-miles");
  });

  it("matches nothing for a program that is not a bank currency, or an empty text", () => {
    expect(matchCurrency(catalog, "Marriott Bonvoy")).toBeNull();
    expect(matchCurrency(catalog, "")).toBeNull();
  });
});

describe("matchProgram", () => {
  it("reads the partner out of a bonus's details", () => {
    expect(matchProgram(catalog, "30% bonus to Virgin Atlantic Flying Club")).toBe("virgin-atlantic-flying-club");
    expect(matchProgram(catalog, "20% bonus to Flying Blue (Air France/KLM)")).toBe("flying-blue");
    expect(matchProgram(catalog, "50% bonus to Air Canada Aeroplan [Targeted]")).toBe("aeroplan");
    expect(matchProgram(catalog, "25% bonus to British Airways Executive Club")).toBe("avios-british-airways");
    expect(matchProgram(catalog, "75% bonus to Alaska Atmos Rewards \\[Targeted\\]")).toBe("atmos-rewards");
    expect(matchProgram(catalog, "25% bonus to Turkish Airlines Miles and Smiles")).toBe("turkish-miles-and-smiles");
  });

  it("tells Virgin Red from Virgin Atlantic, and a hotel from an airline", () => {
    expect(matchProgram(catalog, "50% bonus to Virgin Red")).toBe("virgin-red");
    expect(matchProgram(catalog, "20% bonus to IHG One Rewards")).toBe("ihg");
    expect(matchProgram(catalog, "80% bonus to Hilton Honors")).toBe("hilton");
  });

  it("finds short names only when written in capitals", () => {
    expect(matchProgram(catalog, "up to 30% more miles with ANA")).toBe("ana-mileage-club");
    expect(matchProgram(catalog, "bonus for all members")).toBeNull();
  });

  it("matches nothing rather than guess between two programs", () => {
    expect(matchProgram(catalog, "Virgin")).toBeNull();
    expect(matchProgram(catalog, "25% bonus to Avios")).toBeNull();
  });

  it("matches every built-in bonus's source and partner except the non-bank source", () => {
    for (const bonus of builtInBonuses()) {
      expect(matchProgram(catalog, bonus.details), bonus.details).not.toBeNull();
      if (bonus.from !== "Marriott Bonvoy") expect(matchCurrency(catalog, bonus.from), bonus.from).not.toBeNull();
    }
  });
});
