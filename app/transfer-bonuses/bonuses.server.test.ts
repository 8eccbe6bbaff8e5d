import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentChanged } from "~/cache/content-version.server";
import { db } from "~/db/database.server";
import { transferBonuses } from "~/db/schema";
import { openTestDatabase } from "../../tests/integration/test-database";
import { bonusFromCells, type TransferBonus } from "./bonus";
import { listLiveBonuses, publicBonusList, publishBonuses } from "./bonuses.server";
import { builtInBonuses } from "./content.server";
import { seedTransferBonuses } from "./seed.server";

let dispose: () => Promise<void>;
beforeAll(async () => ({ dispose } = await openTestDatabase()));
afterAll(() => dispose());
beforeEach(async () => {
  await db().delete(transferBonuses);
  contentChanged("test: table emptied behind the data layer");
});

const make = (from: string, details: string, start: string, end: string): TransferBonus => bonusFromCells(from, details, start, end)!;
// Monday 23 November 2026, mid-morning in New York.
const now = new Date("2026-11-23T15:00:00Z");

describe("the built-in content", () => {
  it("has the spec's 15 bonuses, 20 to 80 percent, ending October to December 2025", () => {
    const bonuses = builtInBonuses();
    expect(bonuses).toHaveLength(15);
    expect(new Set(bonuses.map((bonus) => bonus.id)).size).toBe(15);
    for (const bonus of bonuses) {
      expect(bonus.percent).toBeGreaterThanOrEqual(20);
      expect(bonus.percent).toBeLessThanOrEqual(80);
      expect(bonus.endDate >= "2025-10-01" && bonus.endDate <= "2025-12-31").toBe(true);
    }
  });

  it("is seeded once: a restart does not bring back what a publish removed", async () => {
    const added = await seedTransferBonuses(builtInBonuses(), now);
    expect(added).toHaveLength(15);
    await publishBonuses([make("Amex", "30% bonus to Delta", "11/01/26", "12/15/26")], now);
    expect(await seedTransferBonuses(builtInBonuses(), now)).toEqual([]);
    expect((await listLiveBonuses()).map((bonus) => bonus.from)).toEqual(["Amex"]);
  });
});

describe("publicBonusList", () => {
  it("lists current bonuses soonest-ending first, marks upcoming ones, and keeps recently ended ones apart", async () => {
    const later = make("Amex", "30% bonus to Delta", "11/01/26", "12/15/26");
    const soon = make("Chase", "25% bonus to Aeroplan", "11/01/26", "11/30/26");
    const upcoming = make("Citi", "20% bonus to Turkish", "12/01/26", "12/20/26");
    const ended = make("Bilt", "50% bonus to Hyatt", "10/01/26", "11/01/26");
    await publishBonuses([later, soon, upcoming, ended], now);

    const list = await publicBonusList(now);
    expect(list.today).toBe("2026-11-23");
    expect(list.current.map((bonus) => [bonus.from, bonus.upcoming])).toEqual([
      ["Chase", false],
      ["Amex", false],
      ["Citi", true],
    ]);
    expect(list.recentlyEnded.map((bonus) => bonus.from)).toEqual(["Bilt"]);
    expect(list.updatedAt).toBe(now.toISOString());
  });

  it("shows a publish at once, and a bonus withdrawn before its end is not 'recently ended'", async () => {
    const withdrawn = make("Chase", "25% bonus to Aeroplan", "11/01/26", "11/30/26");
    const kept = make("Amex", "30% bonus to Delta", "11/01/26", "12/15/26");
    await publishBonuses([withdrawn, kept], now);
    expect((await publicBonusList(now)).current).toHaveLength(2);

    const later = new Date(now.getTime() + 60_000);
    await publishBonuses([kept], later);
    const list = await publicBonusList(later);
    expect(list.current.map((bonus) => bonus.from)).toEqual(["Amex"]);
    expect(list.recentlyEnded).toEqual([]);
    expect(list.updatedAt).toBe(later.toISOString());
  });

  it("keeps a bonus that ended before it dropped off the source as recently ended", async () => {
    const ending = make("Chase", "25% bonus to Aeroplan", "11/01/26", "11/10/26");
    const kept = make("Amex", "30% bonus to Delta", "11/01/26", "12/15/26");
    await publishBonuses([ending, kept], new Date("2026-11-05T15:00:00Z"));
    await publishBonuses([kept], now);
    expect((await publicBonusList(now)).recentlyEnded.map((bonus) => bonus.from)).toEqual(["Chase"]);
  });

  it("updates a bonus the source changed", async () => {
    const bonus = make("Amex", "30% bonus to Delta", "11/01/26", "12/15/26");
    await publishBonuses([bonus], now);
    await publishBonuses([{ ...bonus, endDate: "2026-12-31" }], now);
    expect((await listLiveBonuses()).map((entry) => entry.endDate)).toEqual(["2026-12-31"]);
  });
});
