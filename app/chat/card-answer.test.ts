import { describe, expect, it } from "vitest";
import { cardRowFixture as card } from "~/wallet/test-fixtures";
import type { Wallet } from "~/wallet/wallet-csv";
import { cardAnswer, cardRulesLink, checkerLink, maxCardLines, replyOf, shortReason } from "./card-answer";
import { maxTurnLength } from "./chat-request";
import { testCards, testDeal } from "./test-cards";

/*
 * The assistant's answers to "can I get X?" and "which <issuer> card can I get?" (issue 31 item
 * 5), from fixed wallets on Monday 23 November 2026, with the published rules of
 * content/issuer-rules.yaml and the card catalogue of content/cards.yaml.
 */

/** One person who opened five cards of other banks in 2026: over Chase 5/24 until 1 March 2028. */
const fiveCards: Wallet = {
  members: [{ name: "Alex" }],
  cards: ["2026-10", "2026-08", "2026-06", "2026-04", "2026-02"].map((month) =>
    card({ productId: null, name: `Card from ${month}`, issuer: "other", openedMonth: month }),
  ),
  balances: [],
};

/**
 * Alex got the Sapphire Preferred's bonus in 2024; Sam had the Amex Gold's in 2025 and opened an
 * Amex credit card this month (Amex approves one credit card in five days).
 */
const household: Wallet = {
  members: [{ name: "Alex" }, { name: "Sam" }],
  cards: [
    card({ bonusMonth: "2024-05" }),
    card({ member: "Sam", productId: "amex-gold", issuer: "amex", openedMonth: "2025-01", bonusMonth: "2025-03" }),
    card({ member: "Sam", productId: null, name: "Blue Cash", issuer: "amex", openedMonth: "2026-11" }),
  ],
  balances: [],
};

const sapphire = { about: "card", cardId: "chase-sapphire-preferred" } as const;
const dealLink = { label: `The deal: ${testDeal.title}`, href: `/deals/${testDeal.slug}`, internal: true };

describe("can I get a card", () => {
  it("gives the date and the count in the way, with the card rules and the card's deal", async () => {
    const answer = await cardAnswer(sapphire, testCards(fiveCards));
    expect(answer.reply.split("\n")).toEqual([
      "Chase Sapphire Preferred, by the issuers' rules on November 23, 2026:",
      "You cannot get this card before March 1, 2028.",
      "Chase 5/24: 5 of 5 in 24 months: Card from 2026-02 (2026-02), Card from 2026-04 (2026-04), Card from 2026-06 (2026-06), " +
        "Card from 2026-08 (2026-08), Card from 2026-10 (2026-10); the oldest leaves the window by 2028-03-01.",
    ]);
    expect(answer.links).toEqual([cardRulesLink, dealLink]);
    expect(answer).toMatchObject({ query: null, results: [] });
  });

  it("answers each household member apart, by name", async () => {
    const answer = await cardAnswer(sapphire, testCards(household));
    expect(answer.reply.split("\n").slice(1)).toEqual([
      "Alex can get this card, but not its bonus.",
      "Sapphire: one bonus per card: bonus on Chase Sapphire Preferred in 2024-05.",
      "Sam can get this card and its bonus now.",
    ]);
  });

  it("without a wallet, or with an empty one, names the rules that apply and where to tell us the cards", async () => {
    const anonymous = await cardAnswer(sapphire, testCards());
    expect(anonymous.reply.split("\n")).toEqual([
      "Whether you can get the Chase Sapphire Preferred and its bonus depends on the cards you have opened. " +
        "Type them into the checker, or add them to your wallet, and I can tell you.",
      "The issuer's rules that apply to it:",
      expect.stringMatching(/^Chase 5\/24: Chase turns down most applications/),
      expect.stringMatching(/^Sapphire: one bonus per card: Since 22 January 2026/),
    ]);
    expect(anonymous.links).toEqual([
      checkerLink,
      { label: "Sign in to keep your cards in a wallet", href: "/account/sign-in", internal: true },
      cardRulesLink,
      dealLink,
    ]);
    const empty = await cardAnswer(sapphire, testCards({ members: [{ name: "Alex" }], cards: [], balances: [] }));
    expect(empty.reply).toBe(anonymous.reply);
    expect(empty.links[1]).toEqual({ label: "Add your cards to your wallet", href: "/account/wallet", internal: true });
  });

  it("drops 'The' from a name after 'the', and links no deal for a card none advertises", async () => {
    const answer = await cardAnswer({ about: "card", cardId: "amex-platinum" }, testCards());
    expect(answer.reply).toMatch(/^Whether you can get the Platinum Card from American Express and its bonus/);
    expect(answer.reply).toContain("Amex once per lifetime: ");
    // The Platinum is a charge card: Amex's counts of credit cards do not apply to it.
    expect(answer.reply).not.toContain("Amex 1 in 5 days");
    expect(answer.links.map((link) => link.href)).not.toContain(expect.stringMatching(/^\/deals\//));
  });
});

describe("which of an issuer's cards can I get", () => {
  it("splits the issuer's cards into those with the bonus now and those not, by reason and date", async () => {
    const answer = await cardAnswer({ about: "issuer", issuerId: "amex" }, testCards(household));
    expect(answer.reply.split("\n")).toEqual([
      "The 12 American Express cards we list, by the issuers' rules on November 23, 2026:",
      "Alex can get all 12 with the bonus now.",
      "Sam can get 4 of them with the bonus now: The Platinum Card from American Express, American Express Green Card, " +
        "The Business Platinum Card from American Express and American Express Business Gold Card.",
      "Sam, not now: American Express Gold Card: no bonus (Amex once per lifetime, Amex Gold: the Gold and Platinum family).",
      "Sam, not now: The Blue Business Plus Credit Card from American Express, Delta SkyMiles Gold American Express Card, " +
        "Delta SkyMiles Platinum American Express Card, Delta SkyMiles Reserve American Express Card, " +
        "Hilton Honors American Express Surpass Card, Hilton Honors American Express Aspire Card and " +
        "Marriott Bonvoy Brilliant American Express Card: not before December 5, 2026 (Amex 1 in 5 days).",
    ]);
    expect(answer.links).toEqual([cardRulesLink, checkerLink]);
  });

  it("says so in one line when one rule holds back every card of the issuer", async () => {
    const answer = await cardAnswer({ about: "issuer", issuerId: "chase" }, testCards(fiveCards));
    expect(answer.reply.split("\n").slice(1)).toEqual([
      "You can get none of them with the bonus now.",
      "Not now: all 15 Chase cards: not before March 1, 2028 (Chase 5/24).",
    ]);
  });

  it("counts every issuer's cards, names only a few, and stays within its lines", async () => {
    const answer = await cardAnswer({ about: "issuer", issuerId: null }, testCards(household));
    const lines = answer.reply.split("\n");
    expect(lines[0]).toBe("The 48 cards we list, by the issuers' rules on November 23, 2026:");
    expect(lines[1]).toBe("Alex can get 47 of them with the bonus now.");
    expect(lines).toContain(
      "Sam, not now: The Blue Business Plus Credit Card from American Express, Delta SkyMiles Gold American Express Card, " +
        "Delta SkyMiles Platinum American Express Card and 4 more: not before December 5, 2026 (Amex 1 in 5 days).",
    );
    expect(lines.length).toBeLessThanOrEqual(maxCardLines + 2);
  });

  it("keeps to business cards when asked", async () => {
    const answer = await cardAnswer({ about: "issuer", issuerId: null, kind: "business" }, testCards(fiveCards));
    // Business cards do not count towards 5/24, but Chase refuses its four business cards under it.
    expect(answer.reply.split("\n").slice(0, 2)).toEqual([
      "The 10 business cards we list, by the issuers' rules on November 23, 2026:",
      "You can get 6 of them with the bonus now.",
    ]);
  });

  it("without a wallet, names the issuer's rules and where to tell us the cards", async () => {
    const answer = await cardAnswer({ about: "issuer", issuerId: "amex" }, testCards());
    expect(answer.reply.split("\n")).toEqual([
      "Which of the 12 American Express cards we list you can get depends on the cards you have opened. " +
        "Type them into the checker, or add them to your wallet, and I can tell you.",
      "American Express's rules:",
      expect.stringMatching(/^Amex once per lifetime: /),
      expect.stringMatching(/^Amex Gold: the Gold and Platinum family: /),
      expect.stringMatching(/^Delta SkyMiles Gold: the Delta family: /),
      expect.stringMatching(/^Amex 1 in 5 days: /),
      expect.stringMatching(/^Amex 2 in 90 days: /),
    ]);
    expect(answer.links.map((link) => link.href)).toEqual(["/eligibility", "/account/sign-in", "/card-rules"]);
  });
});

describe("shortReason", () => {
  const verdict = { member: "Alex", sentences: [], inTheWay: ["Chase 5/24"] };
  it("says the day and the rule in a few words", () => {
    expect(shortReason({ ...verdict, outcome: "not-before", from: "2028-03-01" })).toBe("not before March 1, 2028 (Chase 5/24)");
    expect(shortReason({ ...verdict, outcome: "not-before" })).toBe("not approved (Chase 5/24)");
    expect(shortReason({ ...verdict, outcome: "no-bonus", from: null })).toBe("no bonus (Chase 5/24)");
    expect(shortReason({ ...verdict, outcome: "no-bonus", from: "2027-01-01" })).toBe("no bonus before January 1, 2027 (Chase 5/24)");
    expect(shortReason({ ...verdict, outcome: "no-bonus" })).toBe("no bonus for now (Chase 5/24)");
    expect(shortReason({ ...verdict, outcome: "unknown", inTheWay: [] })).toBe("we need to know more");
  });
});

describe("a reply's length", () => {
  it("cuts whole lines so the reply fits in a history turn the browser sends back", () => {
    expect(replyOf(["a", "b", "c"], 3)).toBe("a\nb\nAnd more: ask about one card for its whole answer.");
    expect(replyOf(["a", "b"], 3)).toBe("a\nb");
  });

  it("fits a large household with long histories", async () => {
    const members = Array.from({ length: 8 }, (_, n) => ({ name: `Member with a long name number ${n + 1}` }));
    const months = Array.from({ length: 20 }, (_, n) => `2026-${String((n % 10) + 1).padStart(2, "0")}`);
    const wallet: Wallet = {
      members,
      cards: members.flatMap(({ name }) =>
        months.map((month, n) =>
          card({ member: name, productId: null, name: `A card with a long name ${n}`, issuer: "other", openedMonth: month }),
        ),
      ),
      balances: [],
    };
    for (const ask of [sapphire, { about: "issuer", issuerId: "chase" }, { about: "issuer", issuerId: null }] as const) {
      const answer = await cardAnswer(ask, testCards(wallet));
      expect(answer.reply.length).toBeLessThanOrEqual(maxTurnLength);
      expect(answer.reply).toMatch(/\nAnd more: ask about one card for its whole answer\.$/);
    }
  });
});
