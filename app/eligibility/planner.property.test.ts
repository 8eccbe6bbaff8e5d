import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { shiftMonth } from "~/lib/calendar-day";
import { verdict, type HistoryCard } from "./engine";
import { planApplications, type PlanStep, type WantedCard } from "./planner";
import type { CardKind, CardType } from "./rules";
import { parseIssuerRules } from "./rules-content";

/*
 * No plan the planner proposes breaks a rule or an affordable-spend limit (issue 31), for random
 * histories and wishes over the real catalogue and the published rules: each step, judged again by
 * the engine on the history plus the steps before it, is refused by no rule, and with a monthly
 * spend every reachable bonus's spend fits its window without overlapping another's.
 */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const catalog = parseYaml(read("content/cards.yaml")) as { id: string; issuer: string; name: string; kind: CardKind; cardType: CardType }[];
const rules = parseIssuerRules(read("content/issuer-rules.yaml"), catalog);

const asCard = (product: (typeof catalog)[number]) => ({
  label: product.name,
  issuer: product.issuer,
  productId: product.id,
  kind: product.kind,
  cardType: product.cardType,
});

/** A month a number of months after another, never after `last`: null when it would be. */
const monthAfter = (month: string, by: number | null, last: string) => {
  if (by === null) return null;
  const shifted = shiftMonth(month, by);
  return shifted <= last ? shifted : null;
};

const todayArbitrary = fc
  .record({ monthsAfter2025: fc.integer({ min: 0, max: 36 }), date: fc.integer({ min: 1, max: 28 }) })
  .map(({ monthsAfter2025, date }) => `${shiftMonth("2025-01", monthsAfter2025)}-${String(date).padStart(2, "0")}`);

const historyCard = (todayMonth: string) =>
  fc
    .record({
      product: fc.constantFrom(...catalog),
      monthsAgo: fc.integer({ min: 0, max: 59 }),
      closedAfter: fc.option(fc.integer({ min: 0, max: 36 })),
      bonusAfter: fc.option(fc.integer({ min: 0, max: 4 })),
      authorizedUser: fc.boolean(),
    })
    .map(({ product, monthsAgo, closedAfter, bonusAfter, authorizedUser }): HistoryCard => {
      const openedMonth = shiftMonth(todayMonth, -monthsAgo);
      return {
        ...asCard(product),
        openedMonth,
        closedMonth: monthAfter(openedMonth, closedAfter, todayMonth),
        bonusMonth: monthAfter(openedMonth, bonusAfter, todayMonth),
        authorizedUser,
      };
    });

const wantedArbitrary = fc.uniqueArray(
  fc
    .record({
      product: fc.constantFrom(...catalog),
      minimumSpend: fc.option(fc.integer({ min: 0, max: 15_000 })),
      spendMonths: fc.option(fc.integer({ min: 1, max: 12 })),
    })
    .map(({ product, minimumSpend, spendMonths }): WantedCard => ({ ...asCard(product), minimumSpend, spendMonths })),
  { minLength: 1, maxLength: 4, selector: (card) => card.productId },
);

const requestArbitrary = todayArbitrary.chain((today) =>
  fc.record({
    today: fc.constant(today),
    history: fc.array(historyCard(today.slice(0, 7)), { maxLength: 10 }),
    wanted: wantedArbitrary,
    monthlySpend: fc.option(fc.integer({ min: 100, max: 8000 })),
  }),
);

/** A step as the cards after it see it, written here from the planner's stated rule, not its code. */
const asHistory = (step: PlanStep): HistoryCard => ({
  ...step.card,
  openedMonth: step.month,
  closedMonth: null,
  bonusMonth: step.spendDoneBy ?? step.month,
  authorizedUser: false,
});

/** How many whole months apart two yyyy-MM months are. */
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

describe("every plan the planner proposes (property)", () => {
  it("breaks no rule, never goes back in time, and keeps each affordable spend in its window", () => {
    fc.assert(
      fc.property(requestArbitrary, ({ today, history, wanted, monthlySpend }) => {
        const plan = planApplications({ history, wanted, monthlySpend, rules, today });
        const todayMonth = today.slice(0, 7);

        // Each wanted card is planned or said to be impossible, once.
        const accounted = [...plan.steps.map((step) => step.card), ...plan.notPossible.map((entry) => entry.card)];
        expect(accounted.map((card) => card.productId).sort()).toEqual(wanted.map((card) => card.productId).sort());

        const spends: [start: number, end: number][] = [];
        plan.steps.forEach((step, i) => {
          expect(step.month >= (i === 0 ? todayMonth : plan.steps[i - 1]!.month)).toBe(true);
          const before = [...history, ...plan.steps.slice(0, i).map(asHistory)];
          const day = step.month === todayMonth ? today : `${step.month}-01`;
          const answer = verdict(before, step.card, rules, day);
          expect(["yes", "unknown"]).toContain(answer.outcome);
          expect(answer.findings.filter((finding) => finding.passes === false)).toEqual([]);

          const { minimumSpend, spendMonths } = step.card;
          if (monthlySpend === null || minimumSpend === null) return expect(step.spendDoneBy).toBeNull();
          const need = Math.ceil(minimumSpend / monthlySpend);
          if (spendMonths !== null) expect(step.bonusReachable).toBe(need <= spendMonths);
          if (!step.bonusReachable || need === 0) return;
          const done = monthsBetween(todayMonth, step.spendDoneBy!);
          const opened = monthsBetween(todayMonth, step.month);
          expect(done - need + 1).toBeGreaterThanOrEqual(opened);
          if (spendMonths !== null) expect(done).toBeLessThanOrEqual(opened + spendMonths - 1);
          spends.push([done - need + 1, done]);
        });
        spends.sort((a, b) => a[0] - b[0]);
        spends.forEach(([start], i) => i > 0 && expect(start).toBeGreaterThan(spends[i - 1]![1]));
      }),
      { numRuns: 100 },
    );
  });
});
