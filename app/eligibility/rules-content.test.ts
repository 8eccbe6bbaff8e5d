import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { verdict, type HistoryCard } from "./engine";
import { parseIssuerRules, type CatalogProduct } from "./rules-content";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const catalog = (parseYaml(read("content/cards.yaml")) as CatalogProduct[]).map(({ id, issuer }) => ({ id, issuer }));

const rule = (fields: string) => `
- id: test-rule
  issuer: chase
  name: "Test"
  summary: "A test rule."
  appliesTo: { issuer: chase }
  source: https://example.com/rule
  confidence: readers
  checked: 2026-11-28
${fields}`;
const count = "  type: count\n  window: { months: 24 }\n  limit: 5\n  counts: { issuer: any, authorizedUserCards: true }";

describe("content/issuer-rules.yaml", () => {
  const rules = parseIssuerRules(read("content/issuer-rules.yaml"), catalog);

  it("holds the rules the issue names, each with an https source, a checked day and a confidence", () => {
    expect(rules.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        "chase-5-24",
        "chase-sapphire-bonus",
        "amex-once-per-lifetime",
        "amex-1-in-5",
        "amex-2-in-90",
        "citi-1-in-8",
        "citi-2-in-65",
        "capital-one-1-in-6-months",
        "capital-one-venture-48-months",
        "capital-one-venture-x-48-months",
        "bank-of-america-2-in-2-months",
        "bank-of-america-3-in-12-months",
        "bank-of-america-4-in-24-months",
        "bank-of-america-7-12",
        "bank-of-america-3-12",
        "amex-gold-family",
        "citi-1-business-in-95-days",
        "capital-one-ventureone-48-months",
        "barclays-6-24",
        "wells-fargo-6-months",
        "wells-fargo-15-months",
      ]),
    );
    for (const { source, summary } of rules) {
      expect(source.url).toMatch(/^https:\/\//);
      expect(source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(["issuer", "readers"]).toContain(source.confidence);
      expect(summary.length).toBeGreaterThan(20);
    }
  });

  it("marks every Chase deal 'not before' for a reader with five personal cards in two years, the count spelled out", () => {
    const five: HistoryCard[] = ["2025-01", "2025-03", "2025-06", "2026-02", "2026-09"].map((openedMonth, index) => ({
      label: `Card ${index + 1}`,
      issuer: index % 2 === 0 ? "amex" : "citi",
      productId: null,
      kind: "personal",
      openedMonth,
      closedMonth: null,
      bonusMonth: null,
    }));
    for (const product of catalog.filter((p) => p.issuer === "chase")) {
      const answer = verdict(five, { label: product.id, issuer: "chase", productId: product.id, kind: "personal" }, rules, "2026-11-28");
      expect(answer).toMatchObject({ outcome: "not-before", notBefore: "2027-02-01" });
      expect(answer.findings[0]!.explanation).toContain("Chase 5/24: 5 of 5 in 24 months: Card 1 (2025-01)");
    }
  });
});

describe("parseIssuerRules", () => {
  it("reads a count rule, the source's fields together", () => {
    const [parsed] = parseIssuerRules(rule(count), catalog);
    expect(parsed).toMatchObject({
      type: "count",
      limit: 5,
      note: null,
      source: { url: "https://example.com/rule", checkedOn: "2026-11-28", confidence: "readers" },
    });
  });

  it("refuses a rule without a source, with a plain-http source, or with a day that does not exist", () => {
    expect(() => parseIssuerRules(rule(count).replace("  source: https://example.com/rule\n", ""), catalog)).toThrow();
    expect(() => parseIssuerRules(rule(count).replace("https://example.com", "http://example.com"), catalog)).toThrow();
    expect(() => parseIssuerRules(rule(count).replace("2026-11-28", "2026-02-30"), catalog)).toThrow();
    expect(() => parseIssuerRules(rule(count).replace("readers", "rumour"), catalog)).toThrow();
  });

  it("refuses products the catalogue lacks or of another issuer, an issuer mismatch and a repeated id", () => {
    const withProducts = (products: string) =>
      rule(count).replace("appliesTo: { issuer: chase }", `appliesTo: { issuer: chase, products: [${products}] }`);
    expect(() => parseIssuerRules(withProducts("chase-imaginary"), catalog)).toThrow(/does not list/);
    expect(() => parseIssuerRules(withProducts("amex-gold"), catalog)).toThrow(/a amex card/);
    expect(() => parseIssuerRules(rule(count).replace("appliesTo: { issuer: chase }", "appliesTo: { issuer: citi }"), catalog)).toThrow(
      /applies to citi cards/,
    );
    expect(() => parseIssuerRules(rule(count) + rule(count), catalog)).toThrow(/appears twice/);
  });

  it("reads a count rule only for people without a fact, and refuses a fact it does not know or one on a bonus rule", () => {
    const [parsed] = parseIssuerRules(rule(`${count}\n  exemptWith: bankOfAmericaDeposit`), catalog);
    expect(parsed).toMatchObject({ type: "count", exemptWith: "bankOfAmericaDeposit" });
    expect(() => parseIssuerRules(rule(`${count}\n  exemptWith: chaseChecking`), catalog)).toThrow();
    expect(() => parseIssuerRules(rule("  type: bonus\n  since: bonus\n  exemptWith: bankOfAmericaDeposit"), catalog)).toThrow();
  });

  it("refuses a window in both units, or too long", () => {
    expect(() => parseIssuerRules(rule(count).replace("{ months: 24 }", "{ months: 24, days: 3 }"), catalog)).toThrow();
    expect(() => parseIssuerRules(rule(count).replace("{ months: 24 }", "{ days: 4000 }"), catalog)).toThrow();
  });
});
