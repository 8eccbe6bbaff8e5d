import { describe, expect, it } from "vitest";
import { builtInIssuerRules } from "~/eligibility/content.server";
import { builtInCatalog } from "~/points/content.server";
import { cardRowFixture as card } from "~/wallet/test-fixtures";
import type { Wallet } from "~/wallet/wallet-csv";
import { dealVerdicts } from "./card-verdicts.server";

const catalog = builtInCatalog();
const today = "2026-11-27";
const rules = builtInIssuerRules();

const household: Wallet = {
  members: [{ name: "Alex" }, { name: "Sam" }],
  cards: [card(), card({ member: "Sam", productId: "amex-business-gold", issuer: "amex", kind: "business" })],
  balances: [],
};

describe("dealVerdicts", () => {
  it("gives each household member their own verdict on the deal's card, by name", () => {
    const [alex, sam, ...others] = dealVerdicts(household, "chase-sapphire-preferred-75k", catalog, rules, today);
    expect(others).toEqual([]);
    // Alex holds a Sapphire Preferred whose bonus month the wallet does not give.
    expect(alex).toMatchObject({ member: "Alex", outcome: "unknown" });
    expect(alex!.sentences[0]).toMatch(/^Alex may be able to get this card/);
    expect(alex!.sentences[1]).toMatch(/^Sapphire: one bonus per card: .*Chase Sapphire Preferred/);
    expect(sam).toEqual({ member: "Sam", outcome: "yes", sentences: ["Sam can get this card and its bonus now."] });
  });

  it("says 'You' to a one-person wallet, and from when a reader over Chase 5/24 can apply", () => {
    const opened = ["2026-10", "2026-09", "2026-08", "2026-07", "2026-06"];
    const wallet: Wallet = {
      members: [{ name: "Alex" }],
      cards: opened.map((month) => card({ productId: null, name: `Card from ${month}`, issuer: "other", openedMonth: month })),
      balances: [],
    };
    const [alex] = dealVerdicts(wallet, "chase-sapphire-preferred-75k", catalog, rules, today);
    expect(alex).toMatchObject({ member: "Alex", outcome: "not-before" });
    // The oldest card, opened in June 2026, surely leaves the 24-month window on 1 July 2028.
    expect(alex!.sentences[0]).toBe("You cannot get this card before July 1, 2028.");
    expect(alex!.sentences[1]).toMatch(/^Chase 5\/24: 5 of 5 in 24 months: Card from 2026-06 \(2026-06\)/);
  });

  it("counts a product-changed card once, from the month its account was opened", () => {
    // Four cards in 24 months, one of them a Freedom Unlimited changed into a Sapphire Preferred:
    // one account on the report, so 5/24 counts four, not five, and under the new name.
    const wallet: Wallet = {
      members: [{ name: "Alex" }],
      cards: [
        ...["2026-09", "2026-06", "2026-01"].map((month) =>
          card({ productId: null, name: `Card from ${month}`, issuer: "other", openedMonth: month }),
        ),
        card({
          productId: "chase-sapphire-preferred",
          openedMonth: "2025-03",
          changedFromProductId: "chase-freedom-unlimited",
          changedMonth: "2026-02",
        }),
      ],
      balances: [],
    };
    const [alex] = dealVerdicts(wallet, "chase-sapphire-reserve-100k", catalog, rules, today);
    expect(alex!.outcome).toBe("yes");
    const fifth = {
      ...wallet,
      cards: [...wallet.cards, card({ productId: null, name: "Card from 2026-10", issuer: "other", openedMonth: "2026-10" })],
    };
    const [over] = dealVerdicts(fifth, "chase-sapphire-reserve-100k", catalog, rules, today);
    expect(over!.sentences[1]).toMatch(/^Chase 5\/24: 5 of 5 in 24 months: Chase Sapphire Preferred \(2025-03\), /);
  });

  it("has nothing to say of a deal whose card the catalogue does not list, or to a wallet without members", () => {
    expect(dealVerdicts(household, "no-such-deal", catalog, rules, today)).toEqual([]);
    expect(dealVerdicts({ members: [], cards: [], balances: [] }, "chase-sapphire-preferred-75k", catalog, rules, today)).toEqual([]);
  });
});
