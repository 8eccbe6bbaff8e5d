import { describe, expect, it } from "vitest";
import type { CardProduct } from "./card-catalog";
import { rulesById } from "./expiry-rules";
import { cardRowFixture } from "./test-fixtures";
import { editedRow, type EditableWallet } from "./wallet-edit";
import { cardChoices, walletView } from "./wallet-view";

const product = (id: string, issuer: CardProduct["issuer"], name: string, currency: string | null): CardProduct => ({
  id,
  issuer,
  name,
  kind: "personal",
  cardType: "credit",
  family: id,
  currency,
  program: null,
  dealSlugs: [],
});
const products = [
  product("chase-sapphire-preferred", "chase", "Chase Sapphire Preferred", "chase-ultimate-rewards"),
  product("amex-gold", "amex", "American Express Gold Card", "amex-membership-rewards"),
];
const rules = rulesById([
  {
    id: "chase-ultimate-rewards",
    kind: "while-card-open",
    note: null,
    source: "https://chase.com/x",
    sourceKind: "issuer",
    checked: "2026-11-27",
  },
]);
const programs = [{ id: "chase-ultimate-rewards", name: "Chase Ultimate Rewards", group: "Bank and card currencies" }];

const wallet: EditableWallet = {
  members: [
    { id: 7, name: "Alex" },
    { id: 9, name: "Sam" },
  ],
  cards: [{ ...cardRowFixture({ member: "7", bonusMonth: "2024-05" }), id: 12 }],
  balances: [
    { id: 3, member: "7", programId: "chase-ultimate-rewards", amount: 85000, asOf: "2026-11-01", expiresOverride: null },
    { id: 4, member: "9", programId: "chase-ultimate-rewards", amount: 1200, asOf: "2026-11-01", expiresOverride: null },
  ],
};

describe("the wallet page's view", () => {
  it("puts each row under its member, in words, with the expiry of the member's own cards", () => {
    const [alex, sam] = walletView(wallet, products, rules, programs);
    expect(alex!.cards).toEqual([
      {
        id: 12,
        product: "Chase Sapphire Preferred",
        issuer: "Chase",
        kind: "Personal",
        opened: "March 2024",
        closed: null,
        bonus: "May 2024",
        change: null,
      },
    ]);
    expect(alex!.balances[0]).toMatchObject({ program: "Chase Ultimate Rewards", amount: "85,000", asOf: "November 1, 2026" });
    expect(alex!.balances[0]!.expiry.headline).toBe("Kept while a card is open");
    // Sam holds no card earning the points: Alex's card does not keep Sam's.
    expect(sam!.cards).toEqual([]);
    expect(sam!.balances[0]!.expiry.headline).toBe("Kept only while a card earning them is open");
  });

  it("offers the catalogue's cards by issuer, and Other (not listed) last", () => {
    const groups = cardChoices(products);
    expect(groups.map((group) => group.label)).toEqual(["Chase", "American Express", "Not listed"]);
    expect(groups.at(-1)!.options).toEqual([{ value: "other", label: "Other (not listed)" }]);
  });

  it("edits only a row the wallet has, named as the page's ?edit= names it", () => {
    expect(editedRow("card-12", wallet)).toEqual({ form: "card", id: 12 });
    expect(editedRow("member-9", wallet)).toEqual({ form: "member", id: 9 });
    for (const query of ["card-13", "balance-12", "card-012", "card-1e3", "card-99999999999", "", null]) {
      expect(editedRow(query, wallet), String(query)).toBeUndefined();
    }
  });
});
