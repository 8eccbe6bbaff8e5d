import { describe, expect, it } from "vitest";
import { builtInCatalog } from "~/points/content.server";
import { newestFirst } from "~/transfer-bonuses/history";
import { builtInBonuses } from "~/transfer-bonuses/content.server";
import { historyPage, historyPageSize } from "./bonus-history-page";
import { readCatalogId } from "~/points/query";
import { readPageNumber } from "./history-query";

const catalog = builtInCatalog();
const history = { today: "2026-11-26", bonuses: newestFirst(builtInBonuses()) };

describe("historyPage", () => {
  it("lists the 15 built-in bonuses with statistics per currency and program", () => {
    const page = historyPage(catalog, history, {});
    expect(page.total).toBe(15);
    expect(page.bonuses).toHaveLength(15);
    expect(page.notFound).toBe(false);
    const virgin = page.stats.find((line) => line.currency === "Chase Ultimate Rewards" && line.program.includes("Virgin Atlantic"));
    expect(virgin).toMatchObject({ count: 1, typicalPercent: 30, bestPercent: 30, lastSeen: "2025-10-15" });
  });

  it("filters by program, then by currency as well", () => {
    const byProgram = historyPage(catalog, history, { program: "virgin-atlantic-flying-club" });
    expect(byProgram.total).toBe(3);
    expect(byProgram.stats.map((line) => line.count).reduce((a, b) => a + b, 0)).toBe(3);
    const both = historyPage(catalog, history, { program: "virgin-atlantic-flying-club", currency: "citi-thankyou" });
    expect(both.bonuses.map((bonus) => bonus.from)).toEqual(["Citi ThankYou Points"]);
  });

  it("answers not found for an id the catalog lacks or a page past the end", () => {
    expect(historyPage(catalog, history, { currency: "no-such-points" }).notFound).toBe(true);
    expect(historyPage(catalog, history, { page: "2" }).notFound).toBe(true);
  });

  it("pages a long history", () => {
    const many = {
      ...history,
      bonuses: Array.from({ length: historyPageSize + 5 }, (_, index) => ({ ...history.bonuses[0]!, id: `b${index}` })),
    };
    const second = historyPage(catalog, many, { page: "2" });
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: historyPageSize + 5 });
    expect(second.bonuses).toHaveLength(5);
  });
});

describe("readPageNumber", () => {
  it("keeps whole numbers from 1 and drops the rest", () => {
    expect(readPageNumber("3")).toBe("3");
    expect(readPageNumber("0")).toBeUndefined();
    expect(readPageNumber("1e3")).toBeUndefined();
    expect(readPageNumber("99999")).toBeUndefined();
  });

  it("keeps id-shaped values only", () => {
    expect(readCatalogId("chase-ultimate-rewards")).toBe("chase-ultimate-rewards");
    expect(readCatalogId("Chase UR")).toBeUndefined();
  });
});
