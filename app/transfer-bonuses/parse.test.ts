import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { largeHtmlPage, largeMarkdownPage, largePageBonusCount } from "./fixtures/large-pages";
import { parseTransferBonuses } from "./parse";

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const summary = (page: string) =>
  parseTransferBonuses(page).map(({ from, details, startDate, endDate }) => [from, details, startDate, endDate]);

describe("parseTransferBonuses: markdown as the scraping service returns it", () => {
  const bonuses = parseTransferBonuses(fixture("service-markdown.md"));

  it("reads the rows under the heading, glued sort numbers and all, and nothing after the next heading", () => {
    expect(summary(fixture("service-markdown.md"))).toEqual([
      ["Chase Ultimate Rewards", "30% bonus to Virgin Atlantic Flying Club", "2026-10-01", "2026-11-30"],
      ["American Express Membership Rewards", "25% bonus to British Airways Executive Club", "2026-10-16", "2026-12-05"],
      ["Capital One Miles", "20% bonus to Flying Blue (Air France/KLM)", "2026-11-01", "2026-12-20"],
      ["Citi ThankYou Points", "40% bonus to Turkish Airlines", "2026-12-01", "2027-01-22"],
      ["Bilt Rewards", "Up to 150% bonus to Alaska Atmos Rewards", "2026-12-09", "2026-12-09"],
    ]);
  });

  it("extracts the percentage, the partner and the [Targeted] flag", () => {
    expect(bonuses[1]).toMatchObject({ percent: 25, partner: "British Airways Executive Club", targeted: true });
    expect(bonuses[2]).toMatchObject({ percent: 20, partner: "Flying Blue", targeted: false });
    expect(bonuses[4]).toMatchObject({ percent: 150, partner: "Alaska Atmos Rewards" });
  });

  it("gives ids by the spec's rule, each once", () => {
    expect(bonuses[0]!.id).toBe("chase-ultimate-rewards-30--bonus-to-virgin-");
    expect(new Set(bonuses.map((bonus) => bonus.id)).size).toBe(bonuses.length);
  });
});

describe("parseTransferBonuses: the page's HTML", () => {
  it("finds the table after the heading however it is wrapped, ignores hidden sort numbers, skips rows without both dates", () => {
    expect(summary(fixture("page.html"))).toEqual([
      ["Chase Ultimate Rewards", "30% bonus to Virgin Atlantic Flying Club", "2026-10-01", "2026-11-30"],
      ["American Express Membership Rewards", "25% bonus to British Airways Executive Club", "2026-10-16", "2026-12-05"],
      ["Capital One Miles", "20% bonus to Flying Blue (Air France/KLM)", "2026-11-01", "2026-12-20"],
    ]);
    expect(parseTransferBonuses(fixture("page.html"))[1]!.targeted).toBe(true);
  });

  it("maps columns by header name in any order", () => {
    expect(summary(fixture("reordered-columns.html"))).toEqual([
      ["Capital One Miles", "50% bonus to Virgin Red", "2026-12-01", "2026-12-31"],
    ]);
  });

  it("reads a heading written with entities, and a table whose cells hold a nested table", () => {
    const page = `<h2>Current&nbsp;and Upcoming Transfer Bonuses</h2><table><tr><th>Transfer From</th><th>Transfer Bonus Details</th><th>Start Date</th><th>End Date</th></tr>
      <tr><td>Amex <table><tr><td>logo</td></tr></table></td><td>30% bonus to Delta</td><td>10/01/26</td><td>12/01/26</td></tr></table>`;
    expect(summary(page)).toEqual([["Amex logo", "30% bonus to Delta", "2026-10-01", "2026-12-01"]]);
  });

  it("finds nothing when the table is not under the heading", () => {
    expect(
      parseTransferBonuses(
        "<h2>Current and Upcoming Transfer Bonuses</h2><h2>Next</h2><table><tr><td>A</td><td>B</td><td>10/01/26</td><td>10/02/26</td></tr></table>",
      ),
    ).toEqual([]);
  });
});

describe("parseTransferBonuses: other layouts", () => {
  it("joins separate From and To columns into the details", () => {
    const bonuses = parseTransferBonuses(fixture("from-to-columns.md"));
    expect(bonuses).toEqual([
      expect.objectContaining({
        from: "Chase Ultimate Rewards",
        details: "30% to Virgin Atlantic Flying Club",
        partner: "Virgin Atlantic Flying Club",
        percent: 30,
        targeted: false,
      }),
      expect.objectContaining({
        from: "Citi ThankYou Points",
        details: "25% to Turkish Airlines Miles&Smiles",
        percent: 25,
        targeted: true,
      }),
    ]);
  });

  it("reads a table without a header row in the spec's column order", () => {
    expect(summary(fixture("no-headers.md"))).toEqual([
      ["Chase Ultimate Rewards", "25% bonus to Air Canada Aeroplan", "2026-11-15", "2026-12-15"],
      ["Bilt Rewards", "50% bonus to World of Hyatt", "2026-11-20", "2026-12-20"],
    ]);
  });

  it("finds nothing without the heading, and never throws on odd input", () => {
    expect(parseTransferBonuses("| A | B | 10/01/26 | 10/02/26 |")).toEqual([]);
    for (const input of ["", "<", "<table><tr><td>", "## Current and Upcoming Transfer Bonuses\n|", "\\|".repeat(5000), "\u0000<h1>"]) {
      expect(parseTransferBonuses(input)).toEqual([]);
    }
  });
});

// How long a large page takes is measured by `npm run bench:parser`, not here: a timed test
// passes or fails with the machine's load.
describe("parseTransferBonuses: a 1 MB page", () => {
  it("reads every bonus from a megabyte of HTML", () => {
    const page = largeHtmlPage();
    expect(page.length).toBeGreaterThan(1_000_000);
    expect(parseTransferBonuses(page)).toHaveLength(largePageBonusCount);
  });

  it("reads every bonus from a megabyte of markdown", () => {
    const page = largeMarkdownPage();
    expect(page.length).toBeGreaterThan(1_000_000);
    expect(parseTransferBonuses(page)).toHaveLength(largePageBonusCount);
  });
});
