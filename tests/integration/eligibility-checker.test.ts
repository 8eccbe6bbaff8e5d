import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/db/database.server";
import { seedDeals } from "~/deals/seed.server";
import { businessDay, shiftMonth } from "~/lib/calendar-day";
import { seedIssuerRules } from "~/eligibility/seed.server";
import { seedPointsCatalog } from "~/points/seed.server";
import { publishedIssuerRules, saveIssuerRule } from "~/eligibility/rules-store.server";
import { action, intents } from "~/routes/eligibility";
import { formPost, routeContext, statusAndData } from "../support/route-context";
import { typedCardFields } from "../support/typed-cards";
import { openTestDatabase } from "./test-database";

/*
 * Issue 31: the checker at /eligibility, through its own action. The "done when": five
 * cards opened in the last two years mark every Chase deal "not before" a day, the count spelled
 * out. Nothing typed is stored: no table gains or loses a row.
 */
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  await seedDeals();
  await seedPointsCatalog();
  await seedIssuerRules();
});
afterAll(() => dispose());

type Answer = {
  rows: unknown[];
  errors: Array<Record<string, string>>;
  message?: string;
  deposit: string;
  results: {
    typed: number;
    total: number;
    yes: number;
    deals: Array<{ deal: { slug: string; issuer: string }; verdict: { outcome: string; sentences: string[] } | null }>;
  } | null;
};

async function post(fields: Record<string, string>): Promise<{ status: number; answer: Answer }> {
  return statusAndData<Answer>(await action({ request: formPost("/eligibility", fields), context: routeContext(), params: {} } as never));
}

const thisMonth = businessDay().slice(0, 7);
/** Five personal cards from four banks, opened 3 to 20 months ago: five against Chase's 5/24. */
const fiveCards = [
  ["citi-strata-premier", shiftMonth(thisMonth, -20)],
  ["amex-gold", shiftMonth(thisMonth, -15)],
  ["capital-one-venture", shiftMonth(thisMonth, -10)],
  ["chase-freedom-unlimited", shiftMonth(thisMonth, -6)],
  ["amex-platinum", shiftMonth(thisMonth, -3)],
] as const;

const typed = (cards: ReadonlyArray<readonly [string, string]>) => ({ intent: intents.check, ...typedCardFields(cards) });

async function tableRowCounts(): Promise<Record<string, number>> {
  const { rows } = await database().executeSql(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of rows as Array<{ table_name: string }>) {
    const { rows: count } = await database().executeSql(`select count(*)::int as n from "${table}"`);
    counts[table] = (count[0] as { n: number }).n;
  }
  return counts;
}

describe("the eligibility checker", () => {
  it("marks every Chase deal 'not before' a day for five cards in 24 months, counting them by name", async () => {
    const before = await tableRowCounts();
    const { status, answer } = await post(typed(fiveCards));
    expect(status).toBe(200);
    expect(answer.results?.typed).toBe(5);
    const chase = answer.results!.deals.filter(({ deal }) => deal.issuer === "Chase");
    expect(chase.length).toBeGreaterThanOrEqual(3);
    // The oldest card leaves the 24-month window on the first day of the 25th month after it.
    const from = `${shiftMonth(fiveCards[0][1], 25)}-01`;
    for (const { verdict } of chase) {
      expect(verdict?.outcome).toBe("not-before");
      expect(verdict?.sentences.join(" ")).toContain("Chase 5/24: 5 of 5 in 24 months: ");
      expect(verdict?.sentences.join(" ")).toContain(`the oldest leaves the window by ${from}`);
    }
    // Other issuers' deals are not refused under Chase's rule.
    const others = answer.results!.deals.filter(({ deal }) => deal.issuer !== "Chase");
    expect(others.length).toBeGreaterThan(0);
    for (const { verdict } of others) expect(verdict?.sentences.join(" ")).not.toContain("Chase 5/24");
    expect(await tableRowCounts()).toEqual(before);
  });

  it("finds nothing in the way of a reader who has opened no card", async () => {
    const { answer } = await post({ intent: intents.check, rows: "5" });
    expect(answer.results?.typed).toBe(0);
    const outcomes = new Set(answer.results!.deals.map(({ verdict }) => verdict?.outcome));
    expect(outcomes).toEqual(new Set(["yes"]));
  });

  it("refuses a card opened in the future with the wallet's message, keeping every row typed", async () => {
    const fields = typed([...fiveCards, ["chase-sapphire-preferred", shiftMonth(thisMonth, 2)]]);
    const { status, answer } = await post(fields);
    expect(status).toBe(400);
    expect(answer.results).toBeNull();
    expect(answer.message).toBe("One card needs correcting.");
    expect(answer.errors[5]).toEqual({ openedMonth: "The opened month can't be in the future." });
    expect(answer.rows).toHaveLength(6);
    expect(answer.rows[0]).toMatchObject({ productId: "citi-strata-premier", openedMonth: fiveCards[0][1] });
  });

  it("adds a row without judging anything, up to the maximum", async () => {
    const { answer } = await post({ ...typed(fiveCards), intent: intents.addRow });
    expect(answer.results).toBeNull();
    expect(answer.rows).toHaveLength(6);
    const full = await post({ intent: intents.addRow, rows: "30" });
    expect(full.answer.rows).toHaveLength(30);
  });

  it("shows only the cards the reader can get with their bonus when asked", async () => {
    const all = (await post(typed(fiveCards))).answer.results!;
    const { answer } = await post({ ...typed(fiveCards), onlyYes: "on" });
    const shown = answer.results!.deals;
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all.deals.length);
    expect(shown.every(({ verdict }) => verdict?.outcome === "yes")).toBe(true);
    // The Platinum card was opened three months ago: Amex pays its bonus once per lifetime.
    expect(shown.map(({ deal }) => deal.slug)).not.toContain("american-express-platinum-175k");
    expect(all.deals.map(({ deal }) => deal.slug)).toContain("american-express-platinum-175k");
  });

  it("judges by the rules as the owner edited them", async () => {
    const fiveTwentyFour = (await publishedIssuerRules()).find((rule) => rule.id === "chase-5-24")!;
    expect(fiveTwentyFour.type).toBe("count");
    // Six in 24 months: the five typed cards no longer shut Chase out.
    expect(await saveIssuerRule({ ...fiveTwentyFour, limit: 6 } as typeof fiveTwentyFour)).toBe(true);
    try {
      const { answer } = await post(typed(fiveCards));
      const sapphire = answer.results!.deals.find(({ deal }) => deal.slug === "chase-sapphire-preferred-75k")!;
      expect(sapphire.verdict?.outcome).toBe("yes");
    } finally {
      await saveIssuerRule(fiveTwentyFour);
    }
    const { answer } = await post(typed(fiveCards));
    expect(answer.results!.deals.find(({ deal }) => deal.slug === "chase-sapphire-preferred-75k")!.verdict?.outcome).toBe("not-before");
  });

  it("judges by the Bank of America deposit answer a rule that turns on it, and takes anything unknown as not said", async () => {
    // No deal in the list is a Bank of America card, so the owner makes 5/24 a rule for people
    // without such an account (as the editor allows) to see the answer reach the verdicts.
    const fiveTwentyFour = (await publishedIssuerRules()).find((rule) => rule.id === "chase-5-24")!;
    expect(await saveIssuerRule({ ...fiveTwentyFour, exemptWith: "bankOfAmericaDeposit" } as typeof fiveTwentyFour)).toBe(true);
    try {
      const sapphire = async (deposit: string) => {
        const { answer } = await post({ ...typed(fiveCards), bankOfAmericaDeposit: deposit });
        return {
          deposit: answer.deposit,
          verdict: answer.results!.deals.find(({ deal }) => deal.slug === "chase-sapphire-preferred-75k")!.verdict!,
        };
      };
      expect((await sapphire("yes")).verdict.outcome).toBe("yes");
      expect((await sapphire("no")).verdict.outcome).toBe("not-before");
      for (const unsaid of ["unsaid", "perhaps"]) {
        const { deposit, verdict } = await sapphire(unsaid);
        expect(deposit).toBe("unsaid");
        expect(verdict.outcome).toBe("unknown");
        expect(verdict.sentences.join(" ")).toContain("Chase 5/24: 5 of 5 in 24 months: ");
        expect(verdict.sentences.join(" ")).toContain("say whether you hold a Bank of America checking or savings account.");
      }
    } finally {
      await saveIssuerRule(fiveTwentyFour);
    }
  });
});
