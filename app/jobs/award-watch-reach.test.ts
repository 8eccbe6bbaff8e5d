import { describe, expect, it } from "vitest";
import type { Catalog } from "~/points/catalog";
import { programName, transfersTo, walletReach } from "./award-watch-reach";

const partner = (currencyId: string, programId: string, to = 1) => ({ currencyId, programId, ratio: { from: 1, to } });
const catalog = {
  currencies: [
    { id: "chase-ultimate-rewards", name: "Chase Ultimate Rewards" },
    { id: "amex-membership-rewards", name: "Amex Membership Rewards" },
  ],
  programs: [
    { id: "aeroplan", name: "Aeroplan" },
    { id: "united-mileageplus", name: "United" },
    { id: "delta-skymiles", name: "Delta" },
  ],
  partners: [
    partner("chase-ultimate-rewards", "aeroplan"),
    partner("amex-membership-rewards", "delta-skymiles"),
    partner("amex-membership-rewards", "aeroplan", 0.8),
  ],
} as unknown as Catalog;
const balance = (programId: string, amount: number) => ({ member: "Me", programId, amount, asOf: "2026-11-01", expiresOverride: null });

describe("walletReach", () => {
  it("reaches the programs held and those a held currency transfers to, by the provider's keys", () => {
    const reach = walletReach({ balances: [balance("chase-ultimate-rewards", 50_000), balance("united-mileageplus", 1_000)] }, catalog);
    expect([...reach.programs].sort()).toEqual(["aeroplan", "united"]);
    expect([...reach.currencies]).toEqual(["chase-ultimate-rewards"]);
  });

  it("ignores empty balances", () => {
    expect(walletReach({ balances: [balance("amex-membership-rewards", 0)] }, catalog).programs.size).toBe(0);
  });
});

describe("transfersTo", () => {
  it("lists the held currencies that transfer to the seat's program, with the ratio", () => {
    const reach = walletReach({ balances: [balance("chase-ultimate-rewards", 1), balance("amex-membership-rewards", 1)] }, catalog);
    expect(transfersTo("aeroplan", reach, catalog)).toEqual([
      { currency: "Amex Membership Rewards", ratio: "1:0.8" },
      { currency: "Chase Ultimate Rewards", ratio: "1:1" },
    ]);
    expect(transfersTo("not-a-program", reach, catalog)).toEqual([]);
    expect(programName("aeroplan")).toBe("Air Canada Aeroplan");
    expect(programName("not-a-program")).toBe("not-a-program");
  });
});
