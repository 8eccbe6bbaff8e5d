import { describe, expect, it } from "vitest";
import { builtInIssuerRules } from "./content.server";
import { productVerdict, rulesForProduct, type CatalogCard } from "./deal-verdicts";
import type { HistoryCard } from "./engine";

/*
 * The per-product verdict the flight assistant gives ("can I get the Sapphire Preferred?"), with
 * the published rules of content/issuer-rules.yaml and a fixed day.
 */
const rules = builtInIssuerRules();
const today = "2026-11-23";

const product = (id: string, name: string, issuer: string, fields: Partial<CatalogCard> = {}): CatalogCard => ({
  id,
  name,
  issuer,
  kind: "personal",
  cardType: "credit",
  dealSlugs: [],
  ...fields,
});

const products = [
  product("chase-sapphire-preferred", "Chase Sapphire Preferred", "chase"),
  product("chase-freedom-flex", "Chase Freedom Flex", "chase"),
  product("amex-gold", "American Express Gold Card", "amex", { cardType: "charge" }),
];

const opened = (label: string, openedMonth: string, fields: Partial<HistoryCard> = {}): HistoryCard => ({
  label,
  issuer: "other",
  productId: null,
  kind: "personal",
  openedMonth,
  closedMonth: null,
  bonusMonth: null,
  ...fields,
});

describe("productVerdict", () => {
  it("says a person with no cards can get the card and its bonus, with no rule in the way", () => {
    expect(productVerdict("You", [], "chase-freedom-flex", products, rules, today)).toEqual({
      outcome: "yes",
      sentences: ["You can get this card and its bonus now."],
      inTheWay: [],
    });
  });

  it("gives the day approval comes back and names the count rule in the way", () => {
    const five = ["2026-10", "2026-08", "2026-06", "2026-04", "2026-02"].map((month) => opened(`Card from ${month}`, month));
    const answer = productVerdict("Alex", five, "chase-sapphire-preferred", products, rules, today);
    // The oldest, opened in February 2026, surely leaves the 24 months on 1 March 2028.
    expect(answer).toMatchObject({ outcome: "not-before", from: "2028-03-01", inTheWay: ["Chase 5/24"] });
    expect(answer!.sentences[0]).toBe("Alex cannot get this card before March 1, 2028.");
    expect(answer!.sentences[1]).toMatch(/^Chase 5\/24: 5 of 5 in 24 months: Card from 2026-02/);
  });

  it("says a bonus is never paid twice on a Sapphire (no day), and names that rule", () => {
    const held = [
      opened("Chase Sapphire Preferred", "2020-01", { issuer: "chase", productId: "chase-sapphire-preferred", bonusMonth: "2020-04" }),
    ];
    const answer = productVerdict("You", held, "chase-sapphire-preferred", products, rules, today);
    expect(answer).toMatchObject({ outcome: "no-bonus", from: null, inTheWay: ["Sapphire: one bonus per card"] });
  });

  it("answers null for a product the catalogue does not list", () => {
    expect(productVerdict("You", [], "no-such-card", products, rules, today)).toBeNull();
  });
});

describe("rulesForProduct", () => {
  it("lists the rules whose scope covers the product, in the rules' order", () => {
    expect(rulesForProduct("chase-sapphire-preferred", products, rules, today).map((rule) => rule.id)).toEqual([
      "chase-5-24",
      "chase-sapphire-bonus",
    ]);
    expect(rulesForProduct("chase-freedom-flex", products, rules, today).map((rule) => rule.id)).toEqual(["chase-5-24"]);
    // A charge card: Amex's counts of credit cards do not limit it; its family wording does.
    expect(rulesForProduct("amex-gold", products, rules, today).map((rule) => rule.id)).toEqual([
      "amex-once-per-lifetime",
      "amex-gold-family",
    ]);
    expect(rulesForProduct("no-such-card", products, rules, today)).toEqual([]);
  });
});
