import { describe, expect, it } from "vitest";
import { leavesWindow, verdict, verdictSentences, type Application, type HistoryCard } from "./engine";
import type { BonusRule, CountRule } from "./rules";

/*
 * The engine against dated scenarios. The rules here are test fixtures shaped like the real ones
 * (5/24, Citi's 8 days and 48 months, a once-per-lifetime card); the published rules, with their
 * sources, are content of their own.
 */
const source = { url: "https://example.com/rule", checkedOn: "2026-11-27", confidence: "readers" } as const;
const today = "2026-11-28";

/** A count rule on `issuer`'s applications. */
const countRule = (id: string, name: string, fields: Pick<CountRule, "window" | "limit" | "counts">): CountRule => ({
  type: "count",
  id,
  issuer: id.split("-")[0]!,
  name,
  appliesTo: { issuer: id.split("-")[0]! },
  source,
  ...fields,
});

/** A bonus rule on one product of `issuer`. */
const bonusRule = (
  id: string,
  name: string,
  product: string,
  fields: Pick<BonusRule, "family" | "window" | "since" | "whileHolding">,
): BonusRule => ({
  type: "bonus",
  id,
  issuer: id.split("-")[0]!,
  name,
  appliesTo: { issuer: id.split("-")[0]!, products: [product] },
  source,
  ...fields,
});

const fiveTwentyFour = countRule("chase-5-24", "Chase 5/24", {
  window: { months: 24 },
  limit: 5,
  counts: { issuer: "any", kinds: ["personal"], authorizedUserCards: true },
});
const citiEightDays = countRule("citi-1-8", "Citi 1/8", {
  window: { days: 8 },
  limit: 1,
  counts: { issuer: "citi", authorizedUserCards: false },
});
// Family omitted: the very card applied for.
const citiPremier48 = bonusRule("citi-48", "Citi 48-month", "citi-strata-premier", { window: { months: 48 }, since: "bonus" });
const amexLifetime = bonusRule("amex-lifetime", "Amex once per lifetime", "amex-gold", {
  family: { issuer: "amex", products: ["amex-gold", "amex-platinum"] },
  since: "opened",
});
const sapphireHeld = bonusRule("chase-sapphire", "Sapphire", "chase-sapphire-preferred", { since: "bonus", whileHolding: true });

const rules = [fiveTwentyFour, citiEightDays, citiPremier48, amexLifetime, sapphireHeld];

function card(label: string, openedMonth: string, overrides: Partial<HistoryCard> = {}): HistoryCard {
  return { label, issuer: "other", productId: null, kind: "personal", openedMonth, closedMonth: null, bonusMonth: null, ...overrides };
}

const sapphire: Application = { label: "Sapphire Preferred", issuer: "chase", productId: "chase-sapphire-preferred", kind: "personal" };
const premier: Application = { label: "Strata Premier", issuer: "citi", productId: "citi-strata-premier", kind: "personal" };
const gold: Application = { label: "Amex Gold", issuer: "amex", productId: "amex-gold", kind: "personal" };

describe("leavesWindow", () => {
  it("takes a month's card as opened on its last day, so the date is never too early", () => {
    expect(leavesWindow("2024-11", { months: 24 })).toBe("2026-12-01");
    expect(leavesWindow("2024-02", { months: 24 })).toBe("2026-03-01");
    expect(leavesWindow("2026-11", { days: 8 })).toBe("2026-12-08");
    expect(leavesWindow("2024-02", { days: 8 })).toBe("2024-03-08");
  });
});

describe("a count rule (5/24)", () => {
  const four = [card("A", "2025-01"), card("B", "2025-06"), card("C", "2026-02"), card("D", "2026-09")];

  it("lets a fifth application through with four cards counted, and names them", () => {
    const answer = verdict(four, sapphire, rules, today);
    expect(answer.outcome).toBe("yes");
    const finding = answer.findings.find((f) => f.rule.id === "chase-5-24")!;
    expect(finding.counted!.map((c) => c.label)).toEqual(["A", "B", "C", "D"]);
    expect(finding.explanation).toBe("Chase 5/24: 4 of 5 in 24 months: A (2025-01), B (2025-06), C (2026-02), D (2026-09).");
    expect(finding.rule.source).toEqual(source);
  });

  it("says from when at five, the count spelled out and the oldest card's exit", () => {
    const answer = verdict([...four, card("E", "2025-03")], sapphire, rules, today);
    expect(answer).toMatchObject({ outcome: "not-before", notBefore: "2027-02-01" });
    expect(answer.findings.find((f) => f.rule.id === "chase-5-24")!.explanation).toBe(
      "Chase 5/24: 5 of 5 in 24 months: A (2025-01), E (2025-03), B (2025-06), C (2026-02), D (2026-09); the oldest leaves the window by 2027-02-01.",
    );
  });

  it("waits for as many cards as are over the limit to leave", () => {
    const seven = [...four, card("E", "2025-03"), card("F", "2025-04"), card("G", "2025-05")];
    expect(verdict(seven, sapphire, rules, today)).toMatchObject({ outcome: "not-before", notBefore: "2027-05-01" });
  });

  it("counts a card opened in the window's first month, and not one opened the month before", () => {
    const edge = [...four, card("Edge", "2024-11")];
    expect(verdict(edge, sapphire, rules, today)).toMatchObject({ outcome: "not-before", notBefore: "2026-12-01" });
    expect(verdict([...four, card("Gone", "2024-10")], sapphire, rules, today).outcome).toBe("yes");
    expect(verdict(edge, sapphire, rules, "2026-12-01").outcome).toBe("yes");
  });

  it("counts closed cards and authorised-user cards, not business cards", () => {
    const closed = [...four, card("Closed", "2026-01", { closedMonth: "2026-05" })];
    expect(verdict(closed, sapphire, rules, today).outcome).toBe("not-before");
    const authorised = [...four, card("AU", "2026-01", { authorizedUser: true })];
    expect(verdict(authorised, sapphire, rules, today).outcome).toBe("not-before");
    const business = [...four, card("Ink", "2026-01", { kind: "business", issuer: "chase" })];
    expect(verdict(business, sapphire, rules, today).outcome).toBe("yes");
  });

  it("applies only to the issuer's applications", () => {
    const five = [...four, card("E", "2025-03")];
    expect(verdict(five, gold, rules, today).findings.map((f) => f.rule.id)).toEqual(["amex-lifetime"]);
  });
});

describe("a count rule in days (Citi 1/8)", () => {
  it("waits eight days from the last day of the month a Citi card was opened, and leaves others out", () => {
    const history = [card("Custom Cash", "2026-11", { issuer: "citi" }), card("Other bank", "2026-11")];
    expect(verdict(history, premier, rules, today)).toMatchObject({ outcome: "not-before", notBefore: "2026-12-08" });
    expect(verdict(history, premier, rules, "2026-12-08").outcome).toBe("yes");
  });

  it("leaves an authorised-user card out when the rule does", () => {
    const history = [card("AU Citi", "2026-11", { issuer: "citi", authorizedUser: true })];
    expect(verdict(history, premier, rules, today).outcome).toBe("yes");
  });
});

describe("a count rule of credit cards only (Amex 2/90)", () => {
  const twoInNinety = countRule("amex-2-90", "Amex 2/90", {
    window: { days: 90 },
    limit: 2,
    counts: { issuer: "amex", cardTypes: ["credit"], authorizedUserCards: false },
  });
  const amex = (label: string, openedMonth: string, cardType?: "credit" | "charge") =>
    card(label, openedMonth, { issuer: "amex", cardType });
  const blueCash: Application = { label: "Blue Cash", issuer: "amex", productId: null, kind: "personal", cardType: "credit" };

  it("leaves charge cards out of the count, and counts a card of unknown type", () => {
    const rule = [{ ...twoInNinety, appliesTo: { issuer: "amex", cardTypes: ["credit" as const] } }];
    expect(verdict([amex("Surpass", "2026-10", "credit"), amex("Gold", "2026-11", "charge")], blueCash, rule, today).outcome).toBe("yes");
    expect(verdict([amex("Surpass", "2026-10", "credit"), amex("Unlisted", "2026-11")], blueCash, rule, today)).toMatchObject({
      outcome: "not-before",
      notBefore: "2027-01-29",
    });
    expect(
      verdict([amex("Surpass", "2026-10", "credit"), amex("Unlisted", "2026-11")], { ...gold, cardType: "charge" }, rule, today).findings,
    ).toEqual([]);
  });
});

describe("a bonus rule that refuses the card itself (Capital One's Venture terms)", () => {
  const venture48: BonusRule = {
    type: "bonus",
    id: "capital-one-venture-48",
    issuer: "capital-one",
    name: "Venture 48-month",
    appliesTo: { issuer: "capital-one", products: ["capital-one-venture"] },
    family: { issuer: "capital-one", products: ["capital-one-venture", "capital-one-venture-x"] },
    window: { months: 48 },
    since: "bonus",
    refusesCard: true,
    source,
  };
  const venture: Application = { label: "Venture", issuer: "capital-one", productId: "capital-one-venture", kind: "personal" };
  const ventureX = (bonusMonth: string) =>
    card("Venture X", "2024-01", { issuer: "capital-one", productId: "capital-one-venture-x", bonusMonth });

  it("waits for the application itself, from the bonus month on the family's other card", () => {
    expect(verdict([ventureX("2024-03")], venture, [venture48], today)).toMatchObject({ outcome: "not-before", notBefore: "2028-04-01" });
    expect(verdict([ventureX("2022-10")], venture, [venture48], today).outcome).toBe("yes");
  });
});

describe("bonus rules", () => {
  const premierCard = (overrides: Partial<HistoryCard>) =>
    card("Strata Premier", "2022-06", { issuer: "citi", productId: "citi-strata-premier", closedMonth: "2024-01", ...overrides });

  it("Citi 48 months: no bonus until 48 months after the last bonus on the card, counted from the bonus", () => {
    const answer = verdict([premierCard({ bonusMonth: "2023-01" })], premier, rules, today);
    expect(answer).toMatchObject({ outcome: "no-bonus", bonusFrom: "2027-02-01" });
    expect(answer.findings.find((f) => f.rule.id === "citi-48")!.explanation).toBe(
      "Citi 48-month: bonus on Strata Premier in 2023-01; allowed again from 2027-02-01.",
    );
    expect(verdict([premierCard({ bonusMonth: "2022-10" })], premier, rules, today).outcome).toBe("yes");
  });

  it("asks when the bonus came when a card of the family inside the window does not say", () => {
    const answer = verdict([premierCard({ openedMonth: "2024-06", bonusMonth: null })], premier, rules, today);
    expect(answer.outcome).toBe("unknown");
    expect(answer.findings.find((f) => f.passes === "unknown")!.explanation).toContain("say whether, and when, you got the bonus");
    expect(verdict([premierCard({ openedMonth: "2021-06", bonusMonth: null })], premier, rules, today).outcome).toBe("yes");
  });

  it("once per lifetime by family: having opened any card of it bars the bonus for good", () => {
    const platinum = card("Platinum", "2015-03", { issuer: "amex", productId: "amex-platinum", closedMonth: "2017-01" });
    expect(verdict([platinum], gold, rules, today)).toMatchObject({ outcome: "no-bonus", bonusFrom: null });
    expect(verdict([card("Green", "2015-03", { issuer: "amex", productId: "amex-green" })], gold, rules, today).outcome).toBe("yes");
  });

  it("no bonus while a card of the family is open, with no date to give", () => {
    const held = card("Sapphire Preferred", "2019-05", { issuer: "chase", productId: "chase-sapphire-preferred" });
    const answer = verdict([held], sapphire, rules, today);
    expect(answer.outcome).toBe("no-bonus");
    expect(answer.bonusFrom).toBeUndefined();
  });

  it("an approval refusal comes before a bonus refusal: the card itself waits", () => {
    const history = [
      card("Sapphire Preferred", "2026-02", { issuer: "chase", productId: "chase-sapphire-preferred" }),
      card("A", "2025-01"),
      card("B", "2025-06"),
      card("C", "2026-02"),
      card("D", "2026-09"),
    ];
    const answer = verdict(history, sapphire, rules, today);
    expect(answer).toMatchObject({ outcome: "not-before", notBefore: "2027-02-01" });
    expect(answer.findings.map((f) => [f.rule.id, f.passes])).toEqual([
      ["chase-5-24", false],
      ["chase-sapphire", false],
    ]);
  });
});

describe("verdictSentences", () => {
  const day = (iso: string) => `day ${iso}`;
  const five = ["2025-01", "2025-03", "2025-06", "2026-02", "2026-09"].map((month, index) => card(`C${index}`, month));

  it("says each outcome in a sentence, then the reason of every rule that stands in the way", () => {
    expect(verdictSentences("You", verdict([], sapphire, rules, today), day)).toEqual(["You can get this card and its bonus now."]);
    const waiting = verdictSentences("Alex", verdict(five, sapphire, rules, today), day);
    expect(waiting[0]).toBe("Alex cannot get this card before day 2027-02-01.");
    expect(waiting[1]).toMatch(/^Chase 5\/24: 5 of 5 in 24 months/);
    const premierBonus = card("Strata Premier", "2022-06", { issuer: "citi", productId: "citi-strata-premier", bonusMonth: "2023-01" });
    expect(verdictSentences("Sam", verdict([premierBonus], premier, rules, today), day)[0]).toBe(
      "Sam can get this card, but not its bonus before day 2027-02-01.",
    );
    const platinum = card("Platinum", "2015-03", { issuer: "amex", productId: "amex-platinum" });
    expect(verdictSentences("You", verdict([platinum], gold, rules, today), day)[0]).toBe("You can get this card, but not its bonus.");
    const unsaid = card("Strata Premier", "2024-06", { issuer: "citi", productId: "citi-strata-premier" });
    expect(verdictSentences("You", verdict([unsaid], premier, rules, today), day)).toEqual([
      "You may be able to get this card, but we need to know more.",
      "Citi 48-month: say whether, and when, you got the bonus on Strata Premier.",
    ]);
  });
});

describe("a count rule only for people without a fact (Bank of America 3/12 and 7/12)", () => {
  const threeTwelve: CountRule = {
    ...countRule("bank-3-12", "Bank of America 3/12", {
      window: { months: 12 },
      limit: 3,
      counts: { issuer: "any", kinds: ["personal"], authorizedUserCards: true },
    }),
    exemptWith: "bankOfAmericaDeposit",
  };
  const sevenTwelve = countRule("bank-7-12", "Bank of America 7/12", {
    window: { months: 12 },
    limit: 7,
    counts: { issuer: "any", kinds: ["personal"], authorizedUserCards: true },
  });
  const bankRules = [sevenTwelve, threeTwelve];
  const premium: Application = { label: "Premium Rewards", issuer: "bank", productId: null, kind: "personal" };
  const opened = (...months: string[]) => months.map((month, index) => card(`C${index}`, month));
  // Four cards in the past 12 months: 3/12 would refuse until the oldest two have left.
  const four = opened("2025-12", "2026-03", "2026-06", "2026-09");
  const finding = (answer: ReturnType<typeof verdict>, id: string) => answer.findings.find((f) => f.rule.id === id)!;

  it("passes for someone who holds the account, whatever the count", () => {
    const answer = verdict(four, premium, bankRules, today, { bankOfAmericaDeposit: true });
    expect(answer.outcome).toBe("yes");
    expect(finding(answer, "bank-3-12")).toMatchObject({
      passes: true,
      explanation: "Bank of America 3/12: not for you, as you hold a Bank of America checking or savings account.",
      counted: [],
    });
  });

  it("refuses someone without the account until the count falls below the limit", () => {
    const answer = verdict(four, premium, bankRules, today, { bankOfAmericaDeposit: false });
    expect(answer).toMatchObject({ outcome: "not-before", notBefore: "2027-04-01" });
    expect(finding(answer, "bank-3-12")).toMatchObject({
      passes: false,
      explanation:
        "Bank of America 3/12: 4 of 3 in 12 months: C0 (2025-12), C1 (2026-03), C2 (2026-06), C3 (2026-09); the 2 oldest have left the window by 2027-04-01.",
    });
  });

  it("asks the question when the fact is not said and the count would refuse", () => {
    const answer = verdict(four, premium, bankRules, today);
    expect(answer.outcome).toBe("unknown");
    expect(finding(answer, "bank-3-12")).toMatchObject({
      passes: "unknown",
      explanation:
        "Bank of America 3/12: 4 of 3 in 12 months: C0 (2025-12), C1 (2026-03), C2 (2026-06), C3 (2026-09); say whether you hold a Bank of America checking or savings account.",
      from: "2027-04-01",
    });
    expect(verdictSentences("You", answer, (day) => day)[0]).toBe("You may be able to get this card, but we need to know more.");
  });

  it("passes without asking when the count passes anyway", () => {
    const two = opened("2026-03", "2026-09");
    expect(verdict(two, premium, bankRules, today).outcome).toBe("yes");
    expect(finding(verdict(two, premium, bankRules, today), "bank-3-12")).toMatchObject({ passes: true });
  });

  it("counts a card until the first day of the 13th month after it was opened, and not from then", () => {
    // Opened in 2025-11: counted through 2026-11-30, gone on 2026-12-01.
    const three = opened("2025-11", "2026-04", "2026-08");
    expect(verdict(three, premium, bankRules, "2026-11-30", { bankOfAmericaDeposit: false })).toMatchObject({
      outcome: "not-before",
      notBefore: "2026-12-01",
    });
    expect(verdict(three, premium, bankRules, "2026-11-30").outcome).toBe("unknown");
    expect(verdict(three, premium, bankRules, "2026-12-01", { bankOfAmericaDeposit: false }).outcome).toBe("yes");
    expect(verdict(three, premium, bankRules, "2026-12-01").outcome).toBe("yes");
  });

  it("still refuses someone with the account at seven cards, which the fact does not change", () => {
    const seven = opened("2025-12", "2026-01", "2026-02", "2026-04", "2026-06", "2026-08", "2026-10");
    const answer = verdict(seven, premium, bankRules, today, { bankOfAmericaDeposit: true });
    expect(answer).toMatchObject({ outcome: "not-before", notBefore: "2027-01-01" });
    expect(finding(answer, "bank-7-12").passes).toBe(false);
    // Not said: the 7/12 refusal outranks the 3/12 question.
    expect(verdict(seven, premium, bankRules, today)).toMatchObject({ outcome: "not-before", notBefore: "2027-01-01" });
  });
});
