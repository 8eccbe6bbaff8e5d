import { describe, expect, it } from "vitest";
import { builtInCatalog } from "./content.server";
import { partnersPage } from "./partners-page";
import { valuesPage, formatCents } from "./values-page";

const catalog = builtInCatalog();
const today = "2026-11-26";
const running = {
  from: "Chase Ultimate Rewards",
  details: "25% bonus to Air Canada Aeroplan",
  percent: 25,
  targeted: false,
  startDate: "2026-11-15",
  endDate: "2026-12-15",
};
const upcoming = { ...running, details: "30% bonus to United MileagePlus", startDate: "2026-12-01" };
const page = (query: string) => partnersPage(catalog, [running, upcoming], today, new URLSearchParams(query));

describe("partnersPage", () => {
  it("without a choice lists each currency with its partner counts", () => {
    const result = page("");
    expect(result.table).toBeNull();
    expect(result.overview.find((entry) => entry.id === "chase-ultimate-rewards")).toEqual({
      id: "chase-ultimate-rewards",
      name: "Chase Ultimate Rewards",
      airlines: 10,
      hotels: 3,
    });
  });

  it("for a currency shows its partners with the bonus running today, not an upcoming one", () => {
    const result = page("currency=chase-ultimate-rewards");
    expect(result.table?.caption).toBe("Chase Ultimate Rewards transfer partners");
    expect(result.table?.lines.find((line) => line.programId === "aeroplan")?.bonus?.effectiveRatio).toBe("1:1.25");
    expect(result.table?.lines.find((line) => line.programId === "united-mileageplus")?.bonus).toBeNull();
  });

  it("for a program shows the currencies that reach it", () => {
    const result = page("program=hyatt");
    expect(result.table?.rowsAre).toBe("currencies");
    expect(result.table?.lines.map((line) => line.currencyId)).toContain("chase-ultimate-rewards");
  });

  it("for both shows the one pair", () => {
    expect(page("currency=chase-ultimate-rewards&program=aeroplan").table?.lines).toHaveLength(1);
  });

  it("marks an unknown id, and ignores a value that is not an id", () => {
    expect(page("currency=nope").unknown).toBe(true);
    expect(page("program=nope").unknown).toBe(true);
    const ignored = page("currency=%3Cscript%3E");
    expect([ignored.unknown, ignored.table]).toEqual([false, null]);
  });
});

describe("valuesPage", () => {
  it("lists every currency and program with its value and the latest review date", () => {
    const result = valuesPage(catalog);
    expect(result.currencies).toHaveLength(6);
    expect(result.airlines.length + result.hotels.length).toBe(catalog.programs.length);
    expect(result.lastReviewed).toBe("2026-11-24");
    expect(formatCents(1.75)).toBe("1.75¢");
  });
});
