import { describe, expect, it } from "vitest";
import { builtInCatalog } from "~/points/content.server";
import { builtInExpiryRules } from "./content.server";
import { parseExpiryRules, rulesById } from "./expiry-rules";

const known = { currencies: ["chase-ultimate-rewards"], programs: ["marriott", "delta-skymiles"] };
const source = `
- id: chase-ultimate-rewards
  kind: while-card-open
  source: https://example.com/chase
  sourceKind: issuer
  checked: 2026-11-27
- id: marriott
  kind: inactivity
  months: 24
  activity: "Earning or redeeming points."
  note: "Gifting does not count."
  source: https://example.com/marriott
  sourceKind: secondary
  checked: 2026-11-20
`;

describe("parseExpiryRules", () => {
  it("reads each kind with its fields, the checked day as yyyy-MM-dd", () => {
    const [chase, marriott] = parseExpiryRules(source, known);
    expect(chase).toEqual({
      id: "chase-ultimate-rewards",
      kind: "while-card-open",
      note: null,
      source: "https://example.com/chase",
      sourceKind: "issuer",
      checked: "2026-11-27",
    });
    expect(marriott).toMatchObject({
      kind: "inactivity",
      months: 24,
      activity: "Earning or redeeming points.",
      openCardKeepsActive: false,
    });
  });

  it("refuses a rule without a source, with a plain-http source, or with a day that does not exist", () => {
    expect(() => parseExpiryRules(source.replace("  source: https://example.com/chase\n", ""), known)).toThrow();
    expect(() => parseExpiryRules(source.replace("https://example.com/chase", "http://example.com/chase"), known)).toThrow();
    expect(() => parseExpiryRules(source.replace("2026-11-20", '"2026-02-30"'), known)).toThrow();
    expect(() => parseExpiryRules(source.replace("sourceKind: issuer", "sourceKind: forum"), known)).toThrow();
  });

  it("refuses an inactivity rule without months or activity, and a fixed one without months", () => {
    expect(() => parseExpiryRules(source.replace("  months: 24\n", ""), known)).toThrow();
    expect(() => parseExpiryRules(source.replace('  activity: "Earning or redeeming points."\n', ""), known)).toThrow();
    expect(() => parseExpiryRules(source.replace("kind: inactivity", "kind: fixed").replace("  months: 24\n", ""), known)).toThrow();
  });

  it("refuses unknown ids, a rule twice, and while-card-open for an airline or hotel program", () => {
    expect(() => parseExpiryRules(source.replace("id: marriott", "id: hilton"), known)).toThrow(/unknown currency or program hilton/);
    expect(() => parseExpiryRules(source.replace("id: marriott", "id: chase-ultimate-rewards"), known)).toThrow(/appears twice/);
    expect(() => parseExpiryRules(source.replace("id: chase-ultimate-rewards", "id: delta-skymiles"), known)).toThrow(/bank currencies/);
  });
});

describe("content/expiry-rules.yaml", () => {
  const points = builtInCatalog();
  const currencies = points.currencies.map((currency) => currency.id);
  const programs = points.programs.map((program) => program.id);
  const rules = builtInExpiryRules({ currencies, programs });
  const byId = rulesById(rules);

  it("gives every rule an https source, its kind and a checked day no later than the research day", () => {
    expect(rules.length).toBeGreaterThanOrEqual(30);
    for (const rule of rules) {
      expect(rule.source, rule.id).toMatch(/^https:\/\//);
      expect(rule.checked <= "2026-11-27", rule.id).toBe(true);
    }
  });

  it("leaves out, rather than guesses, what no source was found for", () => {
    for (const id of ["bilt-rewards", "wells-fargo-rewards", "turkish-miles-and-smiles", "atmos-rewards"])
      expect(byId.has(id), id).toBe(false);
    const leftOut = [...currencies, ...programs].filter((id) => !byId.has(id));
    expect(leftOut.sort()).toEqual([
      "aeromexico-rewards",
      "atmos-rewards",
      "avios-aer-lingus",
      "bilt-rewards",
      "eva-infinity-mileagelands",
      "i-prefer",
      "leaders-club",
      "turkish-miles-and-smiles",
      "virgin-red",
      "wells-fargo-rewards",
    ]);
  });

  it("states the rules readers ask about most", () => {
    expect(byId.get("chase-ultimate-rewards")?.kind).toBe("while-card-open");
    expect(byId.get("united-mileageplus")?.kind).toBe("none");
    expect(byId.get("marriott")).toMatchObject({ kind: "inactivity", months: 24 });
    expect(byId.get("american-aadvantage")).toMatchObject({ kind: "inactivity", months: 24, openCardKeepsActive: true });
    expect(byId.get("avios-british-airways")).toMatchObject({ kind: "inactivity", months: 36 });
    expect(byId.get("ana-mileage-club")).toMatchObject({ kind: "fixed", months: 36 });
  });
});
