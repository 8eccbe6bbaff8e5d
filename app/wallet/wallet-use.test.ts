import { describe, expect, it } from "vitest";
import { balanceRowFixture, cardProductFixture, cardRowFixture } from "./test-fixtures";
import type { Wallet } from "./wallet-csv";
import { balancesOf, cardHistoryOf, cardsFromIssuer, issuerByName, issuerCardsSentences, largestHolding } from "./wallet-use";

const balance = (member: string, programId: string, amount: number) => balanceRowFixture({ member, programId, amount });

const household: Wallet = {
  members: [{ name: "Alex" }, { name: "Sam" }],
  cards: [
    cardRowFixture(),
    cardRowFixture({ productId: "chase-freedom-unlimited", closedMonth: "2025-06" }),
    cardRowFixture({ member: "Sam" }),
    cardRowFixture({ productId: "amex-business-gold", issuer: "amex", kind: "business" }),
  ],
  balances: [
    balance("Alex", "chase-ultimate-rewards", 40_000),
    balance("Sam", "chase-ultimate-rewards", 95_000),
    balance("Alex", "amex-membership-rewards", 90_000),
    balance("Alex", "marriott", 500_000),
  ],
};

describe("balancesOf", () => {
  it("lists each member's balance of a currency, largest first, and nothing for a currency nobody holds", () => {
    expect(balancesOf(household, "chase-ultimate-rewards")).toEqual([
      { member: "Sam", amount: 95_000, asOf: "2026-11-20" },
      { member: "Alex", amount: 40_000, asOf: "2026-11-20" },
    ]);
    expect(balancesOf(household, "citi-thankyou")).toEqual([]);
  });
});

describe("largestHolding", () => {
  const currencies = ["amex-membership-rewards", "chase-ultimate-rewards", "citi-thankyou"];

  it("takes one member's largest balance of a transferable currency, not a household sum or a hotel program", () => {
    // Alex and Sam hold 135,000 Chase points together, but neither can transfer the other's.
    expect(largestHolding(household, currencies)).toEqual({
      member: "Sam",
      programId: "chase-ultimate-rewards",
      amount: 95_000,
      asOf: "2026-11-20",
    });
  });

  it("answers nothing for an empty wallet or only zero balances", () => {
    expect(largestHolding({ members: [], cards: [], balances: [] }, currencies)).toBeUndefined();
    expect(largestHolding({ ...household, balances: [balance("Alex", "citi-thankyou", 0)] }, currencies)).toBeUndefined();
  });
});

describe("cardsFromIssuer and its sentences", () => {
  it("counts open and closed cards per member, leaving out members without one", () => {
    expect(cardsFromIssuer(household, "chase")).toEqual([
      { member: "Alex", open: 1, closed: 1 },
      { member: "Sam", open: 1, closed: 0 },
    ]);
    expect(cardsFromIssuer(household, "amex")).toEqual([{ member: "Alex", open: 1, closed: 0 }]);
    expect(cardsFromIssuer(household, "citi")).toEqual([]);
  });

  it("says 'You have' for one person, names each member of a household, and says when there is none", () => {
    const alone: Wallet = { ...household, members: [{ name: "Alex" }], cards: household.cards.filter((card) => card.member === "Alex") };
    expect(issuerCardsSentences(alone, "chase")).toEqual(["You have 1 open Chase card (1 closed)."]);
    expect(issuerCardsSentences(household, "chase")).toEqual(["Alex has 1 open Chase card (1 closed).", "Sam has 1 open Chase card."]);
    expect(issuerCardsSentences(household, "citi")).toEqual(["Your wallet has no Citi card."]);
  });

  it("reads the issuer names deals use", () => {
    expect(issuerByName("American Express")).toBe("amex");
    expect(issuerByName("Capital One")).toBe("capital-one");
    expect(issuerByName("Other")).toBeUndefined();
    expect(issuerByName("Discover")).toBeUndefined();
  });
});

describe("cardHistoryOf", () => {
  const products = [cardProductFixture()];

  it("gives one member's cards, named by the catalogue or by the visitor, with the catalogue's card type", () => {
    const wallet: Wallet = {
      members: [{ name: "Alex" }, { name: "Sam" }],
      cards: [
        cardRowFixture({ bonusMonth: "2024-05" }),
        cardRowFixture({ member: "Sam" }),
        cardRowFixture({ productId: null, name: "Credit union card", issuer: "other", openedMonth: "2025-01", closedMonth: "2025-09" }),
      ],
      balances: [],
    };
    expect(cardHistoryOf(wallet, "Alex", products)).toEqual([
      {
        label: "Chase Sapphire Preferred",
        issuer: "chase",
        productId: "chase-sapphire-preferred",
        kind: "personal",
        cardType: "credit",
        openedMonth: "2024-03",
        closedMonth: null,
        bonusMonth: "2024-05",
      },
      {
        label: "Credit union card",
        issuer: "other",
        productId: null,
        kind: "personal",
        openedMonth: "2025-01",
        closedMonth: "2025-09",
        bonusMonth: null,
      },
    ]);
    expect(cardHistoryOf(wallet, "Sam", products)).toHaveLength(1);
  });
});
