import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visitorSessionCookie } from "~/account/account.server";
import { createVisitorSession } from "~/account/sessions.server";
import { db } from "~/db/database.server";
import { visitorAccounts, walletPlans } from "~/db/schema";
import { seedDeals } from "~/deals/seed.server";
import { businessDay, shiftMonth } from "~/lib/calendar-day";
import { seedIssuerRules } from "~/eligibility/seed.server";
import { seedPointsCatalog } from "~/points/seed.server";
import { action, intents, middleware } from "~/routes/plan";
import { cardRowFixture as card } from "~/wallet/test-fixtures";
import { leadWalletSnapshot } from "~/wallet/lead-wallet.server";
import { loadWalletPlan } from "~/wallet/wallet-plan-store.server";
import { replaceWallet } from "~/wallet/wallet-store.server";
import { readCatalog } from "~/points/catalog.server";
import { formPost, runRoute, statusAndData } from "../support/route-context";
import { typedCardFields } from "../support/typed-cards";
import { openTestDatabase } from "./test-database";

/*
 * Issue 31 item 4: the planner at /plan through its own action and middleware. The "done
 * when": with four personal cards in 24 months, a Chase card goes before an Amex one, since the
 * Amex card first would make five and shut Chase out under 5/24. Minimum spends come from the
 * deals that advertise the cards.
 */
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  await seedDeals();
  await seedPointsCatalog();
  await seedIssuerRules();
});
afterAll(() => dispose());

interface Step {
  card: { productId: string; minimumSpend: number | null; spendMonths: number | null };
  month: string;
  bonusReachable: boolean;
  uncertain: string | null;
  waitedFor: string[];
  counts: Array<{ name: string; before: number; after: number }>;
}
interface Answer {
  errors: Record<string, string>;
  rowErrors: Array<Record<string, string>>;
  posted: { rows: unknown[]; deposit: string };
  plan: { plan: { steps: Step[]; why: string[]; ordersTried: number }; monthlySpend: number | null } | null;
}

const post = async (fields: Record<string, string>, cookie?: string) =>
  statusAndData<Answer>(await runRoute(action, middleware, formPost("/plan", fields, cookie)));

/** A post whose answer is a redirect: the Response itself. */
async function postRaw(fields: Record<string, string>, cookie: string): Promise<Response> {
  const result = await runRoute(action, middleware, formPost("/plan", fields, cookie));
  expect(result).toBeInstanceOf(Response);
  return result as Response;
}

const thisMonth = businessDay().slice(0, 7);
const fourInTwoYears = [
  ["citi-strata-premier", shiftMonth(thisMonth, -20)],
  ["capital-one-venture", shiftMonth(thisMonth, -14)],
  ["chase-freedom-unlimited", shiftMonth(thisMonth, -8)],
  ["amex-gold", shiftMonth(thisMonth, -5)],
] as const;

describe("the application planner", () => {
  it("puts the Chase card before the Amex one when four cards are already in the 5/24 window", async () => {
    const { status, answer } = await post({
      ...typedCardFields(fourInTwoYears),
      intent: intents.plan,
      "want-0": "amex-platinum",
      "want-1": "chase-sapphire-preferred",
      monthlySpend: "$6,000",
    });
    expect(status).toBe(200);
    const { steps, why, ordersTried } = answer.plan!.plan;
    expect(ordersTried).toBe(2);
    expect(steps.map((step) => step.card.productId)).toEqual(["chase-sapphire-preferred", "amex-platinum"]);
    expect(steps.every((step) => step.bonusReachable)).toBe(true);
    // The spends come from the deals' own wording: $5,000 and $8,000 in 3 months.
    expect(steps.map((step) => [step.card.minimumSpend, step.card.spendMonths])).toEqual([
      [5000, 3],
      [8000, 3],
    ]);
    expect(steps[0]!.month).toBe(thisMonth);
    expect(steps[0]!.counts).toContainEqual(expect.objectContaining({ name: "Chase 5/24", before: 4, after: 5 }));
    expect(why.join(" ")).toMatch(/Applying in the order you listed, .*Chase Sapphire Preferred could not be applied for before/);
    expect(answer.plan!.monthlySpend).toBe(6000);
  });

  it("asks about a Bank of America deposit account and plans by the answer: 3/12 waits without one, is asked about when not said", async () => {
    // Three personal cards in the past 12 months: Bank of America's 3/12 for someone without a deposit account.
    const threeInAYear = [
      ["chase-freedom-unlimited", shiftMonth(thisMonth, -8)],
      ["amex-gold", shiftMonth(thisMonth, -5)],
      ["citi-double-cash", shiftMonth(thisMonth, -2)],
    ] as const;
    const wanting = (deposit: string) =>
      post({
        ...typedCardFields(threeInAYear),
        intent: intents.plan,
        "want-0": "bank-of-america-premium-rewards",
        bankOfAmericaDeposit: deposit,
      });

    const holder = await wanting("yes");
    expect(holder.answer.posted.deposit).toBe("yes");
    expect(holder.answer.plan!.plan.steps[0]).toMatchObject({ month: thisMonth, uncertain: null });

    // The oldest card leaves the 12 months on the first day of the 13th month after it.
    const without = (await wanting("no")).answer.plan!.plan.steps[0]!;
    expect(without.month).toBe(shiftMonth(thisMonth, 5));
    expect(without.waitedFor.join(" ")).toContain("Bank of America 3/12: 3 of 3 in 12 months");

    for (const unsaid of ["unsaid", "maybe"]) {
      const { answer } = await wanting(unsaid);
      expect(answer.posted.deposit).toBe("unsaid");
      expect(answer.plan!.plan.steps[0]!.month).toBe(thisMonth);
      expect(answer.plan!.plan.steps[0]!.uncertain).toContain("say whether you hold a Bank of America checking or savings account");
    }
  });

  it("refuses no wanted card and a bad spend beside their fields, keeping the typed cards", async () => {
    const { status, answer } = await post({ ...typedCardFields(fourInTwoYears), intent: intents.plan, monthlySpend: "lots" });
    expect(status).toBe(400);
    expect(answer.plan).toBeNull();
    expect(answer.errors).toEqual({
      "want-0": "Choose at least one card you want.",
      monthlySpend: "Enter whole dollars a month, up to $1,000,000, or leave it blank.",
    });
    expect(answer.posted.rows).toHaveLength(4);
  });

  it("plans from the chosen member's wallet cards for a signed-in household", async () => {
    const [account] = await db().insert(visitorAccounts).values({ email: "planner@example.com" }).returning({ id: visitorAccounts.id });
    await replaceWallet(account!.id, {
      members: [{ name: "Alex" }, { name: "Sam" }],
      cards: fourInTwoYears.map(([productId, opened]) =>
        card({
          member: "Sam",
          productId,
          openedMonth: opened,
          issuer: productId.split("-")[0]!.replace("capital", "capital-one") as never,
        }),
      ),
      balances: [],
    });
    const cookie = visitorSessionCookie(await createVisitorSession(account!.id), false).split(";")[0]!;
    const want = { intent: intents.plan, "want-0": "amex-platinum", "want-1": "chase-sapphire-preferred" };
    const forSam = await post({ ...want, member: "Sam" }, cookie);
    expect(forSam.answer.plan!.plan.steps.map((step) => step.card.productId)).toEqual(["chase-sapphire-preferred", "amex-platinum"]);
    // Alex has no card: the listed order stands.
    const forAlex = await post({ ...want, member: "Alex" }, cookie);
    expect(forAlex.answer.plan!.plan.steps.map((step) => step.card.productId)).toEqual(["amex-platinum", "chase-sapphire-preferred"]);
    const nobody = await post({ ...want, member: "Kim" }, cookie);
    expect(nobody.status).toBe(400);
    expect(nobody.answer.errors.member).toBe("Choose whose plan this is.");
  });

  it("saves the plan to the wallet, planned afresh from the answers, replaces it, and deletes it; a lead carries it", async () => {
    const [account] = await db().insert(visitorAccounts).values({ email: "saver@example.com" }).returning({ id: visitorAccounts.id });
    await replaceWallet(account!.id, {
      members: [{ name: "Alex" }],
      cards: [card({ productId: "chase-freedom-unlimited", openedMonth: shiftMonth(thisMonth, -8) })],
      balances: [],
    });
    const cookie = visitorSessionCookie(await createVisitorSession(account!.id), false).split(";")[0]!;
    const answers = { "want-0": "amex-platinum", "want-1": "chase-sapphire-preferred", monthlySpend: "4000", member: "Alex" };

    // Anything posted beyond the answers is ignored: the plan saved is the one the server makes.
    const saved = await postRaw({ ...answers, intent: intents.save, steps: "forged" }, cookie);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/account/wallet");
    const plan = await loadWalletPlan(account!.id);
    expect(plan).toMatchObject({ member: "Alex", savedOn: businessDay(), monthlySpend: 4000 });
    expect(plan!.steps.map((step) => step.card)).toEqual(["The Platinum Card from American Express", "Chase Sapphire Preferred"]);
    expect(plan!.steps[0]).toMatchObject({ month: thisMonth, spend: 8000, bonusReachable: true });

    const lead = await leadWalletSnapshot({ accountId: account!.id }, readCatalog);
    expect(lead?.plan).toEqual(plan);

    await postRaw({ ...answers, "want-1": "", intent: intents.save }, cookie);
    expect((await loadWalletPlan(account!.id))!.steps).toHaveLength(1);
    const deleted = await postRaw({ intent: intents.deleteSaved }, cookie);
    expect(deleted.headers.get("Location")).toBe("/account/wallet");
    expect(await loadWalletPlan(account!.id)).toBeNull();
  });

  it("saves nothing for a visitor who is not signed in", async () => {
    const before = await db().$count(walletPlans);
    const { status, answer } = await post({ ...typedCardFields(fourInTwoYears), intent: intents.save, "want-0": "amex-platinum" });
    expect(status).toBe(200);
    expect(answer.plan?.plan.steps).toHaveLength(1);
    expect(await db().$count(walletPlans)).toBe(before);
  });
});
