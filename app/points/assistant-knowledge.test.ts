import { describe, expect, it } from "vitest";
import { assistantPoints } from "./assistant-knowledge";
import { builtInCatalog } from "./content.server";

const catalog = builtInCatalog();
const bonus = (details: string, startDate: string, percent: number | null = 30) => ({
  from: "Amex Membership Rewards",
  details,
  percent,
  targeted: false,
  startDate,
  endDate: "2026-12-15",
});

describe("the points catalog as the assistant reads it", () => {
  it("keeps airline programs and their partner rows only, and names each currency by name, aliases and issuer", () => {
    const points = assistantPoints(catalog, [], "2026-11-23", null);
    expect(points.programs.some((program) => program.id === "hyatt")).toBe(false);
    expect(points.partners.some((row) => row.programId === "hyatt")).toBe(false);
    expect(points.partners.some((row) => row.programId === "aeroplan" && row.currencyId === "amex-membership-rewards")).toBe(true);
    expect(points.currencies.find((currency) => currency.id === "amex-membership-rewards")!.names).toEqual(
      expect.arrayContaining(["American Express Membership Rewards", "Membership Rewards", "American Express"]),
    );
  });

  it("matches each bonus live today to a currency and a program, and leaves out the rest", () => {
    const points = assistantPoints(
      catalog,
      [
        bonus("30% bonus to Air Canada Aeroplan", "2026-11-01"),
        bonus("40% bonus to Virgin Atlantic Flying Club", "2026-11-30"),
        bonus("25% bonus to Nobody Airways", "2026-11-01"),
        bonus("bonus to Delta SkyMiles", "2026-11-01", null),
      ],
      "2026-11-23",
      "2026-11-23T14:00:00.000Z",
    );
    expect(points.bonuses).toEqual([
      { currencyId: "amex-membership-rewards", programId: "aeroplan", percent: 30, targeted: false, endDate: "2026-12-15" },
    ]);
    expect(points.bonusesUpdatedAt).toBe("2026-11-23T14:00:00.000Z");
  });
});
