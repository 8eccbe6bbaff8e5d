import { describe, expect, it } from "vitest";
import { cardProductFixture } from "./test-fixtures";
import { loadDealContent } from "~/deals/content.server";
import { findUpward } from "~/lib/find-upward.server";
import { builtInCatalog } from "~/points/content.server";
import { issuerNames, parseCardCatalog, productById } from "./card-catalog";
import { builtInCardCatalog } from "./content.server";

const known = { currencies: ["chase-ultimate-rewards"], programs: ["hyatt"] };
const source = `
- id: chase-sapphire-preferred
  issuer: chase
  name: "Chase Sapphire Preferred"
  kind: personal
  cardType: credit
  family: sapphire
  currency: chase-ultimate-rewards
  dealSlugs: [chase-sapphire-preferred-75k]
- id: chase-world-of-hyatt
  issuer: chase
  name: "The World of Hyatt Credit Card"
  kind: personal
  cardType: credit
  family: hyatt
  program: hyatt
`;

describe("parseCardCatalog", () => {
  it("reads products, with no currency, program or deal as null and empty", () => {
    const [sapphire, hyatt] = parseCardCatalog(source, known);
    expect(sapphire).toEqual(cardProductFixture({ currency: "chase-ultimate-rewards", dealSlugs: ["chase-sapphire-preferred-75k"] }));
    expect(hyatt).toMatchObject({ currency: null, program: "hyatt", dealSlugs: [] });
  });

  it("refuses an unknown currency or program, and a card earning both", () => {
    expect(() => parseCardCatalog(source, { ...known, currencies: [] })).toThrow(/unknown currency chase-ultimate-rewards/);
    expect(() => parseCardCatalog(source, { ...known, programs: [] })).toThrow(/unknown program hyatt/);
    expect(() => parseCardCatalog(source.replace("program: hyatt", "program: hyatt\n  currency: chase-ultimate-rewards"), known)).toThrow(
      /not both/,
    );
  });

  it("refuses the same id twice, one deal on two products, and bad shapes", () => {
    expect(() => parseCardCatalog(source.replace("id: chase-world-of-hyatt", "id: chase-sapphire-preferred"), known)).toThrow(
      /appears twice/,
    );
    const twoForOneDeal = source.replace("program: hyatt", "program: hyatt\n  dealSlugs: [chase-sapphire-preferred-75k]");
    expect(() => parseCardCatalog(twoForOneDeal, known)).toThrow(/deal chase-sapphire-preferred-75k names two products/);
    expect(() => parseCardCatalog(source.replace("issuer: chase", "issuer: discover"), known)).toThrow();
    expect(() => parseCardCatalog(source.replace("kind: personal", "kind: corporate"), known)).toThrow();
    expect(() => parseCardCatalog(source.replace("id: chase-world-of-hyatt", "id: Chase World of Hyatt"), known)).toThrow();
  });
});

describe("content/cards.yaml", () => {
  const points = builtInCatalog();
  const products = builtInCardCatalog({
    currencies: points.currencies.map((currency) => currency.id),
    programs: points.programs.map((program) => program.id),
  });
  const deals = loadDealContent(findUpward(import.meta.url, "content/deals"));

  it("lists the common US travel cards, from every issuer it names", () => {
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(products.length).toBeLessThanOrEqual(60);
    const issuersListed = new Set(products.map((product) => product.issuer));
    expect([...issuersListed].sort()).toEqual(Object.keys(issuerNames).sort());
    for (const id of [
      "chase-sapphire-reserve",
      "amex-gold",
      "citi-strata-premier",
      "capital-one-venture-x",
      "barclays-aadvantage-aviator-red",
    ])
      expect(productById(products, id), id).toBeDefined();
  });

  it("maps every built-in deal to exactly one product, of the deal's card name and issuer", () => {
    expect(deals).toHaveLength(8);
    const issuerIds: Record<string, string> = { Chase: "chase", "American Express": "amex", "Capital One": "capital-one" };
    for (const deal of deals) {
      const advertised = products.filter((product) => product.dealSlugs.includes(deal.slug));
      expect(
        advertised.map((product) => product.id),
        deal.slug,
      ).toHaveLength(1);
      expect(advertised[0]?.name, deal.slug).toBe(deal.cardName);
      expect(advertised[0]?.issuer, deal.slug).toBe(issuerIds[deal.issuer]);
    }
    const slugs = new Set(deals.map((deal) => deal.slug));
    for (const slug of products.flatMap((product) => product.dealSlugs)) expect(slugs.has(slug), slug).toBe(true);
  });

  it("gives each bank's flagship cards the bank's currency, and no currency to a cash-back card", () => {
    expect(productById(products, "amex-platinum")?.currency).toBe("amex-membership-rewards");
    expect(productById(products, "capital-one-venture-x-business")?.currency).toBe("capital-one-miles");
    expect(productById(products, "capital-one-spark-cash-plus")?.currency).toBeNull();
    expect(productById(products, "citi-aadvantage-executive")?.program).toBe("american-aadvantage");
  });
});
