import { describe, expect, it } from "vitest";
import { parseCatalog, valueOf, type Catalog } from "./catalog";
import { builtInCatalog } from "./content.server";

const programs = `
airlines:
  - id: flying-blue
    name: "Flying Blue (Air France-KLM)"
    carriers: [AF, KL]
    alliance: skyteam
    aliases: ["Flying Blue"]
hotels:
  - id: hyatt
    name: "World of Hyatt"
`;
const partners = `
- id: chase-ultimate-rewards
  name: "Chase Ultimate Rewards"
  issuer: "Chase"
  partners:
    - program: flying-blue
      name: "Air France-KLM Flying Blue"
      kind: airline
      ratio: { from: 1, to: 1 }
      transferTime: "instant"
      minimum: 1000
      increment: 1000
      source: https://example.com/chase
      sourceKind: secondary
      checkedOn: 2026-11-24
      verified: true
    - program: hyatt
      name: "World of Hyatt"
      kind: hotel
      ratio: { from: 1000, to: 800 }
      transferTime: null
      minimum: null
      increment: null
      source: https://example.com/hyatt
      sourceKind: secondary
      checkedOn: 2026-11-20
      verified: false
`;
const values = `
reviewedOn: 2026-11-24
currencies:
  - id: chase-ultimate-rewards
    cents: 1.75
programs:
  - id: hyatt
    cents: 1.7
    reviewedOn: 2026-10-01
`;

function parse(overrides: Partial<{ transferPartners: string; programs: string; pointValues: string }> = {}): Catalog {
  return parseCatalog({ transferPartners: partners, programs, pointValues: values, ...overrides });
}

describe("parseCatalog", () => {
  it("reads currencies, programs with their kind, partner rows and values", () => {
    const catalog = parse();
    expect(catalog.currencies).toEqual([
      { id: "chase-ultimate-rewards", name: "Chase Ultimate Rewards", issuer: "Chase", aliases: [], note: null },
    ]);
    expect(catalog.programs.map((program) => [program.id, program.kind, program.carriers, program.alliance])).toEqual([
      ["flying-blue", "airline", ["AF", "KL"], "skyteam"],
      ["hyatt", "hotel", [], null],
    ]);
    expect(catalog.partners[1]).toMatchObject({
      currencyId: "chase-ultimate-rewards",
      programId: "hyatt",
      ratio: { from: 1000, to: 800 },
      transferTime: null,
      minimum: null,
      checkedOn: "2026-11-20",
      verified: false,
    });
  });

  it("dates each value by the file's review date unless the value has its own", () => {
    const catalog = parse();
    expect(valueOf(catalog, "currency", "chase-ultimate-rewards")).toEqual({
      subject: "currency",
      id: "chase-ultimate-rewards",
      cents: 1.75,
      reviewedOn: "2026-11-24",
    });
    expect(valueOf(catalog, "program", "hyatt")?.reviewedOn).toBe("2026-10-01");
  });

  it("refuses a partner row naming an unknown program or the wrong kind", () => {
    expect(() => parse({ transferPartners: partners.replace("program: hyatt", "program: marriott") })).toThrow(/unknown program/);
    expect(() => parse({ transferPartners: partners.replace("kind: hotel", "kind: airline") })).toThrow(/kind airline, program is hotel/);
  });

  it("refuses bad shapes: a zero ratio, a date that is not yyyy-MM-dd, a value for nothing", () => {
    expect(() => parse({ transferPartners: partners.replace("{ from: 1, to: 1 }", "{ from: 0, to: 1 }") })).toThrow();
    expect(() => parse({ transferPartners: partners.replace("2026-11-20", "11/20/26") })).toThrow();
    expect(() => parse({ pointValues: values.replace("id: hyatt", "id: hilton") })).toThrow(/unknown program hilton/);
  });

  it("refuses the same partner twice for one currency", () => {
    const twice = partners.replace("program: hyatt", "program: flying-blue").replace("kind: hotel", "kind: airline");
    expect(() => parse({ transferPartners: twice })).toThrow(/appears twice/);
  });
});

describe("the content files", () => {
  const catalog = builtInCatalog();

  it("hold the six currencies, every partner row and a value for each currency and program", () => {
    expect(catalog.currencies.map((currency) => currency.id)).toEqual([
      "amex-membership-rewards",
      "chase-ultimate-rewards",
      "citi-thankyou",
      "capital-one-miles",
      "bilt-rewards",
      "wells-fargo-rewards",
    ]);
    expect(catalog.partners).toHaveLength(101);
    for (const currency of catalog.currencies) expect(valueOf(catalog, "currency", currency.id), currency.id).toBeDefined();
    for (const program of catalog.programs) expect(valueOf(catalog, "program", program.id), program.id).toBeDefined();
  });

  it("give every row a source and a checked-on date", () => {
    for (const row of catalog.partners) {
      expect(row.source).toMatch(/^https?:\/\//);
      expect(row.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("keep the published uneven ratios (Amex to Cathay 1000:800 from March 2026)", () => {
    const cathay = catalog.partners.find((row) => row.currencyId === "amex-membership-rewards" && row.programId === "asia-miles");
    expect(cathay?.ratio).toEqual({ from: 1000, to: 800 });
  });
});
