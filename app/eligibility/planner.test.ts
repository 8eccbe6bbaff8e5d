import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { verdict, type HistoryCard } from "./engine";
import { planApplications, type PlanRequest, type WantedCard } from "./planner";
import type { BonusRule, CardKind, CardType } from "./rules";
import { parseIssuerRules } from "./rules-content";

/*
 * The planner against dated scenarios under the published rules (content/issuer-rules.yaml), so
 * these follow the rules as the site states them. Today is 2026-11-28 throughout.
 */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const catalog = parseYaml(read("content/cards.yaml")) as { id: string; issuer: string; name: string; kind: CardKind; cardType: CardType }[];
const rules = parseIssuerRules(read("content/issuer-rules.yaml"), catalog);
const today = "2026-11-28";

function product(id: string) {
  const found = catalog.find((entry) => entry.id === id);
  if (!found) throw new Error(`${id} is not in content/cards.yaml`);
  return { label: found.name, issuer: found.issuer, productId: found.id, kind: found.kind, cardType: found.cardType };
}

const want = (id: string, minimumSpend: number | null = null, spendMonths: number | null = null): WantedCard => ({
  ...product(id),
  minimumSpend,
  spendMonths,
});

const had = (id: string, openedMonth: string, overrides: Partial<HistoryCard> = {}): HistoryCard => ({
  ...product(id),
  openedMonth,
  closedMonth: null,
  bonusMonth: null,
  ...overrides,
});

/** A personal card from a bank no rule limits: it counts for 5/24 and nothing else. */
const otherBank = (label: string, openedMonth: string): HistoryCard => ({
  label,
  issuer: "other",
  productId: null,
  kind: "personal",
  openedMonth,
  closedMonth: null,
  bonusMonth: openedMonth,
});

const plan = (request: Partial<PlanRequest> & Pick<PlanRequest, "wanted">) =>
  planApplications({ history: [], monthlySpend: null, rules, today, ...request });

const summary = (result: ReturnType<typeof plan>) => result.steps.map((step) => [step.card.productId, step.month]);

describe("the planner: Chase before Amex under 5/24 (the issue's 'done when')", () => {
  const fourCards = [otherBank("A", "2025-03"), otherBank("B", "2025-08"), otherBank("C", "2026-02"), otherBank("D", "2026-07")];
  const amexGold = want("amex-gold");
  const sapphire = want("chase-sapphire-preferred");

  it("applies for the Chase card first, both this month, both bonuses reachable", () => {
    const result = plan({ history: fourCards, wanted: [amexGold, sapphire] });
    expect(summary(result)).toEqual([
      ["chase-sapphire-preferred", "2026-11"],
      ["amex-gold", "2026-11"],
    ]);
    expect(result.steps.every((step) => step.bonusReachable && step.uncertain === null)).toBe(true);
    expect(result.notPossible).toEqual([]);
    expect(result.ordersTried).toBe(2);
  });

  it("shows what each application does to the counts", () => {
    const [chase, amex] = plan({ history: fourCards, wanted: [amexGold, sapphire] }).steps;
    expect(chase!.counts).toEqual([
      { ruleId: "chase-5-24", name: "Chase 5/24", before: 4, after: 5, limit: 5 },
      // Two of the four cards are within Bank of America's 12 months; its 3/12 is counted while the deposit account is not said.
      { ruleId: "bank-of-america-7-12", name: "Bank of America 7/12", before: 2, after: 3, limit: 7 },
      { ruleId: "bank-of-america-3-12", name: "Bank of America 3/12", before: 2, after: 3, limit: 3 },
      { ruleId: "barclays-6-24", name: "Barclays 6/24", before: 4, after: 5, limit: 6 },
    ]);
    // A charge card: Amex's credit-card counts leave it out; 5/24 does not.
    expect(amex!.counts.map((count) => [count.ruleId, count.before, count.after])).toEqual([
      ["chase-5-24", 5, 6],
      ["bank-of-america-7-12", 3, 4],
      ["bank-of-america-3-12", 3, 4],
      ["barclays-6-24", 5, 6],
    ]);
  });

  it("says why: the listed order (Amex first) makes five and holds Chase back under 5/24", () => {
    const { why } = plan({ history: fourCards, wanted: [amexGold, sapphire] });
    expect(why[0]).toBe("Tried 2 orders of your 2 cards; every one reaches every bonus.");
    expect(why[1]).toBe(
      "The plan applies for Chase Sapphire Preferred, then American Express Gold Card: 2 of 2 bonuses reachable, the last application in 2026-11.",
    );
    // The oldest card, opened 2025-03, leaves the 24 months on 2027-04-01.
    expect(why[2]).toMatch(
      /^Applying in the order you listed, the last application would be in 2027-04 rather than 2026-11: Chase Sapphire Preferred could not be applied for before 2027-04 \(Chase 5\/24: 5 of 5 in 24 months: A \(2025-03\), .*American Express Gold Card \(2026-11\); the oldest leaves the window by 2027-04-01\)\.$/,
    );
  });

  it("says which bonus the listed order would lose when 5/24 would push Chase past the horizon", () => {
    const result = plan({ history: fourCards, wanted: [amexGold, sapphire], horizonMonths: 3 });
    expect(summary(result)).toEqual([
      ["chase-sapphire-preferred", "2026-11"],
      ["amex-gold", "2026-11"],
    ]);
    expect(result.why[0]).toBe("Tried 2 orders of your 2 cards; 1 reaches every bonus.");
    expect(result.why[2]).toMatch(
      /^Applying in the order you listed, 1 of the bonuses would be reachable rather than 2: Chase Sapphire Preferred could not be planned \(No month up to 2027-02 works: Chase 5\/24: 5 of 5 in 24 months: /,
    );
  });

  it("keeps the listed order when it is already the best, and says so", () => {
    const result = plan({ history: fourCards, wanted: [sapphire, amexGold] });
    expect(summary(result)).toEqual([
      ["chase-sapphire-preferred", "2026-11"],
      ["amex-gold", "2026-11"],
    ]);
    expect(result.why.at(-1)).toBe("That is the order you listed.");
  });
});

describe("the planner and the monthly spend", () => {
  it("spaces two large minimum spends so each fits its window, one after the other", () => {
    const result = plan({ wanted: [want("chase-sapphire-preferred", 3000, 3), want("amex-gold", 3000, 3)], monthlySpend: 1000 });
    expect(result.steps.map((step) => [step.month, step.spendDoneBy, step.bonusReachable])).toEqual([
      ["2026-11", "2027-01", true],
      ["2027-02", "2027-04", true],
    ]);
    expect(result.steps[1]!.waitedFor).toEqual([
      "Spend: at $1,000 a month, the spend on Chase Sapphire Preferred runs until 2027-01, and American Express Gold Card's $3,000 must be met within 3 months of opening.",
    ]);
  });

  it("puts first the card whose window is shorter, when that lets both be applied for now", () => {
    const result = plan({ wanted: [want("amex-gold", 3000, 6), want("chase-sapphire-preferred", 3000, 3)], monthlySpend: 1000 });
    expect(result.steps.map((step) => [step.card.productId, step.month, step.spendDoneBy])).toEqual([
      ["chase-sapphire-preferred", "2026-11", "2027-01"],
      ["amex-gold", "2026-11", "2027-04"],
    ]);
    expect(result.why[2]).toMatch(
      /^Applying in the order you listed, the last application would be in 2027-02 rather than 2026-11: Chase Sapphire Preferred could not be applied for before 2027-02 \(Spend: /,
    );
  });

  it("marks a bonus unreachable when the spend cannot fit its window, and plans the card anyway", () => {
    const result = plan({ wanted: [want("chase-sapphire-preferred", 5000, 3), want("amex-gold", 1000, 3)], monthlySpend: 500 });
    const [sapphire, gold] = result.steps;
    expect(sapphire).toMatchObject({ month: "2026-11", bonusReachable: false, spendDoneBy: null });
    expect(sapphire!.whyNoBonus).toBe(
      "Chase Sapphire Preferred's $5,000 minimum spend takes 10 months at $500 a month; its window is 3 months.",
    );
    // The missed bonus takes no spend: the Gold's starts at once.
    expect(gold).toMatchObject({ month: "2026-11", bonusReachable: true, spendDoneBy: "2026-12" });
    expect(result.why[0]).toBe("Tried 2 orders of your 2 cards; none reaches every bonus.");
  });

  it("leaves the spend out when it is not known", () => {
    const result = plan({ wanted: [want("chase-sapphire-preferred", 5000, 3)], monthlySpend: null });
    expect(result.steps[0]).toMatchObject({ month: "2026-11", spendDoneBy: null, bonusReachable: true });
  });
});

describe("the planner and the issuers' spacing rules", () => {
  it("spaces Amex credit cards by 1 in 5 days and 2 in 90 days", () => {
    const history = [had("amex-blue-business-plus", "2026-10", { kind: "personal" })];
    const result = plan({ history, wanted: [want("amex-delta-skymiles-gold"), want("amex-hilton-honors-surpass")] });
    expect(summary(result)).toEqual([
      ["amex-delta-skymiles-gold", "2026-11"],
      // Two in 90 days (2026-10 and 2026-11): the October card leaves on 2027-01-29.
      ["amex-hilton-honors-surpass", "2027-02"],
    ]);
    const second = result.steps[1]!;
    expect(second.waitedFor.join(" ")).toContain("Amex 1 in 5 days: 1 of 1 in 5 days");
    expect(second.waitedFor.join(" ")).toContain("Amex 2 in 90 days: 2 of 2 in 90 days");
    expect(second.counts.find((count) => count.ruleId === "amex-2-in-90")).toEqual({
      ruleId: "amex-2-in-90",
      name: "Amex 2 in 90 days",
      before: 1,
      after: 2,
      limit: 2,
    });
  });

  it("puts a card no rule holds back before one that waits, and says what the listed order costs", () => {
    const result = plan({ wanted: [want("citi-strata-premier"), want("citi-double-cash"), want("amex-gold")] });
    expect(summary(result)).toEqual([
      ["citi-strata-premier", "2026-11"],
      ["amex-gold", "2026-11"],
      ["citi-double-cash", "2027-01"],
    ]);
    expect(result.why).toEqual([
      "Tried 6 orders of your 3 cards; every one reaches every bonus.",
      "The plan applies for Citi Strata Premier Card, then American Express Gold Card, then Citi Double Cash Card: 3 of 3 bonuses reachable, the last application in 2027-01.",
      "Applying in the order you listed, American Express Gold Card could not be applied for before 2027-01, as it comes after Citi Double Cash Card, where the plan has it in 2026-11.",
    ]);
  });

  it("spaces three Amex credit cards two months apart from scratch", () => {
    const wanted = [want("amex-delta-skymiles-gold"), want("amex-hilton-honors-surpass"), want("amex-marriott-bonvoy-brilliant")];
    expect(plan({ wanted }).steps.map((step) => step.month)).toEqual(["2026-11", "2027-01", "2027-03"]);
  });

  it("spaces Citi cards by 1 in 8 days and 2 in 65 days", () => {
    const history = [had("citi-custom-cash", "2026-10")];
    const result = plan({ history, wanted: [want("citi-strata-premier"), want("citi-double-cash")] });
    // The October card leaves 65 days on 2027-01-04; 8 days after November's card is 2026-12-08.
    expect(summary(result)).toEqual([
      ["citi-strata-premier", "2026-11"],
      ["citi-double-cash", "2027-02"],
    ]);
    expect(result.steps[1]!.waitedFor.join(" ")).toContain("Citi 2 in 65 days: 2 of 2 in 65 days");
    expect(result.steps[1]!.counts.map((count) => [count.ruleId, count.before, count.after])).toEqual([
      ["chase-5-24", 2, 3],
      ["citi-1-in-8", 0, 1],
      ["citi-2-in-65", 1, 2],
      ["bank-of-america-7-12", 2, 3],
      ["bank-of-america-3-12", 2, 3],
      ["barclays-6-24", 2, 3],
    ]);
  });
});

describe("cards the planner cannot place", () => {
  it("lists a Sapphire whose bonus was already received as not possible, naming the rule", () => {
    const history = [had("chase-sapphire-preferred", "2023-03", { bonusMonth: "2023-05", closedMonth: "2024-05" })];
    const result = plan({ history, wanted: [want("chase-sapphire-preferred"), want("amex-gold")] });
    expect(summary(result)).toEqual([["amex-gold", "2026-11"]]);
    expect(result.notPossible).toHaveLength(1);
    expect(result.notPossible[0]!.card.productId).toBe("chase-sapphire-preferred");
    expect(result.notPossible[0]!.reason).toBe("Sapphire: one bonus per card: bonus on Chase Sapphire Preferred in 2023-05.");
  });

  it("waits out a 48-month rule inside the horizon, and gives up past it", () => {
    const history = [had("capital-one-venture", "2025-04", { bonusMonth: "2025-06" })];
    const wanted = [want("capital-one-venture")];
    expect(summary(plan({ history, wanted }))).toEqual([["capital-one-venture", "2029-07"]]);
    const short = plan({ history, wanted, horizonMonths: 12 });
    expect(short.steps).toEqual([]);
    expect(short.notPossible[0]!.reason).toMatch(/^No month up to 2027-11 works: Venture 48 months: bonus on Capital One Venture/);
    // Moving up is allowed: a Venture bonus does not hold back the Venture X.
    expect(summary(plan({ history, wanted: [want("capital-one-venture-x")] }))).toEqual([["capital-one-venture-x", "2026-11"]]);
  });

  it("marks a step uncertain when the history does not say whether a bonus was received", () => {
    const history = [had("citi-strata-premier", "2024-01")];
    const result = plan({ history, wanted: [want("citi-strata-premier")] });
    expect(result.steps[0]!.month).toBe("2026-11");
    expect(result.steps[0]!.uncertain).toBe(
      "Strata Premier 48 months: say whether, and when, you got the bonus on Citi Strata Premier Card.",
    );
  });

  it("does not take the engine's 'unknown' as a yes when a known rule refuses the bonus for good", () => {
    const source = { url: "https://example.com/rule", checkedOn: "2026-11-27", confidence: "readers" } as const;
    const lifetime: BonusRule = {
      type: "bonus",
      id: "x-lifetime",
      issuer: "x",
      name: "X lifetime",
      appliesTo: { issuer: "x" },
      since: "opened",
      source,
    };
    const unsaid: BonusRule = {
      ...lifetime,
      id: "x-family",
      name: "X family",
      family: { issuer: "x" },
      since: "bonus",
      window: { months: 48 },
    };
    const card = { label: "X card", issuer: "x", productId: "x-card", kind: "personal" as const };
    const history = [{ ...card, openedMonth: "2025-01", closedMonth: null, bonusMonth: null }];
    expect(verdict(history, card, [lifetime, unsaid], today).outcome).toBe("unknown");
    const result = planApplications({
      history,
      wanted: [{ ...card, minimumSpend: null, spendMonths: null }],
      monthlySpend: null,
      rules: [lifetime, unsaid],
      today,
    });
    expect(result.notPossible.map((entry) => entry.reason)).toEqual(["X lifetime: opened X card in 2025-01."]);
  });

  it("refuses more than six cards", () => {
    const seven = [
      "chase-sapphire-preferred",
      "amex-gold",
      "citi-double-cash",
      "capital-one-venture",
      "amex-green",
      "chase-world-of-hyatt",
      "citi-custom-cash",
    ];
    expect(() => plan({ wanted: seven.map((id) => want(id)) })).toThrow("a plan takes 1 to 6 cards, not 7");
  });
});

describe("the planner's bounded work", () => {
  it("plans six cards against a long history with a few thousand verdicts, not one per month", () => {
    const history = Array.from({ length: 40 }, (_, i) =>
      otherBank(`Card ${i}`, `${2022 + Math.floor(i / 10)}-${String((i % 10) + 1).padStart(2, "0")}`),
    );
    const wanted = [
      "chase-sapphire-preferred",
      "amex-delta-skymiles-gold",
      "amex-hilton-honors-surpass",
      "citi-strata-premier",
      "citi-double-cash",
      "capital-one-venture-x",
    ];
    let verdicts = 0;
    const counted: typeof verdict = (...args) => {
      verdicts++;
      return verdict(...args);
    };
    const result = planApplications({ history, wanted: wanted.map((id) => want(id, 4000, 3)), monthlySpend: 1500, rules, today }, counted);
    expect(result.ordersTried).toBe(720);
    expect(result.steps).toHaveLength(6);
    // Stepping a month at a time would ask about every month each card waits (5/24 alone holds the
    // Chase card into 2028): tens of thousands of verdicts. Jumping to each refusal's end asks a few per card.
    expect(verdicts).toBeLessThan(720 * 6);
  });
});
