import { verdict, type HistoryCard } from "./engine";
import {
  dayOf,
  monthName,
  monthNumber,
  place,
  type Judge,
  type Placed,
  type Progress,
  type Setting,
  type WantedCard,
} from "./planner-simulate";
import { orderSentences, type Simulated } from "./planner-why";
import type { SavedPlan } from "~/lib/saved-plan";
import type { IssuerRule, PersonFacts } from "./rules";

export type { WantedCard } from "./planner-simulate";

/*
 * The application planner (issue 31, item 4; decision 080): in what order, and from which month,
 * to apply for up to six cards so that no rule refuses a card or its bonus and each minimum spend
 * fits at the person's monthly spend. Every order is simulated (6! = 720 at most) and the best one
 * kept, with sentences on why it beat the order the person listed. Pure: no I/O.
 */

export const maxWantedCards = 6;
const defaultHorizonMonths = 48;

export interface PlanRequest {
  /** The person's cards so far. */
  history: readonly HistoryCard[];
  /** 1 to 6 cards, in the order the person listed them. */
  wanted: readonly WantedCard[];
  /** Dollars a month the person can put on cards; null: not said. */
  monthlySpend: number | null;
  rules: readonly IssuerRule[];
  /** What the person said that no history shows; unknown when absent. */
  facts?: PersonFacts;
  /** yyyy-MM-dd */
  today: string;
  /** How many months ahead a card may be planned; 48 unless said. */
  horizonMonths?: number;
}

export interface PlanStep {
  card: WantedCard;
  /** yyyy-MM to apply in. */
  month: string;
  /** yyyy-MM the minimum spend is met; null when that is not known (or cannot be). */
  spendDoneBy: string | null;
  bonusReachable: boolean;
  /** Why the bonus is not reachable (the spend does not fit its window); null when it is. */
  whyNoBonus: string | null;
  /** What the history does not say that could still refuse the bonus; null when nothing. */
  uncertain: string | null;
  /** Every count rule that counts this card: its tally in the month applied, before and after. */
  counts: { ruleId: string; name: string; before: number; after: number; limit: number }[];
  /** What pushed the card past the previous step's month: rules' explanations, or the spend. */
  waitedFor: string[];
}

export interface Plan {
  steps: PlanStep[];
  notPossible: { card: WantedCard; reason: string }[];
  ordersTried: number;
  why: string[];
}

/** The best order to apply for `request.wanted`. `judge` is the engine's verdict; tests count its calls. */
export function planApplications(request: PlanRequest, judge: Judge = verdict): Plan {
  const { wanted } = request;
  if (wanted.length < 1 || wanted.length > maxWantedCards)
    throw new Error(`a plan takes 1 to ${maxWantedCards} cards, not ${wanted.length}`);
  const start = monthNumber(request.today);
  const setting: Setting = {
    rules: request.rules,
    facts: request.facts ?? {},
    today: request.today,
    start,
    end: start + (request.horizonMonths ?? defaultHorizonMonths),
    monthlySpend: request.monthlySpend,
    judge,
  };
  const simulated: Simulated[] = [];
  // Depth first, so orders that begin alike share the simulation of their beginning; the first
  // order finished is the listed one, and the listed order wins every tie.
  const visit = (progress: Progress, order: number[]) => {
    if (order.length === wanted.length) return void simulated.push(simulation(order, progress));
    for (let i = 0; i < wanted.length; i++) {
      if (!order.includes(i)) visit(place(setting, progress, wanted[i]!), [...order, i]);
    }
  };
  visit({ history: request.history, placed: [], notPossible: [], month: start, spendFree: start, spendingOn: null }, []);
  const best = simulated.reduce((kept, next) => (compare(next, kept) < 0 ? next : kept));
  const { placed, history, notPossible } = best.progress;
  return {
    steps: placed.map((step, i) => planStep(setting, history.slice(0, request.history.length + i), step)),
    notPossible: [...notPossible],
    ordersTried: simulated.length,
    why: orderSentences(simulated, best, wanted.length),
  };
}

function simulation(order: number[], progress: Progress): Simulated {
  const months = progress.placed.map((step) => step.month);
  let inversions = 0;
  for (let i = 0; i < order.length; i++) for (let j = i + 1; j < order.length; j++) if (order[i]! > order[j]!) inversions++;
  return {
    order,
    progress,
    reachable: progress.placed.filter((step) => step.whyNoBonus === null).length,
    last: months.length > 0 ? Math.max(...months) : Number.NEGATIVE_INFINITY,
    sum: months.reduce((total, month) => total + month, 0),
    inversions,
  };
}

/** Negative when `a` is the better order: more bonuses, an earlier last month, earlier months in all, closer to the listed order. */
function compare(a: Simulated, b: Simulated): number {
  return b.reachable - a.reachable || a.last - b.last || a.sum - b.sum || a.inversions - b.inversions;
}

function planStep(setting: Setting, before: readonly HistoryCard[], step: Placed): PlanStep {
  return {
    card: step.card,
    month: monthName(step.month),
    spendDoneBy: step.spendDoneBy === null ? null : monthName(step.spendDoneBy),
    bonusReachable: step.whyNoBonus === null,
    whyNoBonus: step.whyNoBonus,
    uncertain: step.uncertain,
    counts: countsAt(setting, before, step),
    waitedFor: step.waitedFor,
  };
}

/**
 * Each count rule's tally before and after the card, for the rules that count it. The engine
 * tallies a rule only for the applications it limits (5/24 for a Chase card), so each rule is asked
 * here as if it limited every card: its count then comes from the engine itself, the one place
 * that decides what a rule counts.
 */
function countsAt(setting: Setting, before: readonly HistoryCard[], step: Placed): PlanStep["counts"] {
  const day = dayOf(setting, step.month);
  const opened = { ...step.card, openedMonth: monthName(step.month), closedMonth: null, bonusMonth: null, authorizedUser: false };
  return setting.rules.flatMap((rule) => {
    if (rule.type !== "count") return [];
    const asked = [{ ...rule, appliesTo: { issuer: "any" } }];
    const tally = (history: readonly HistoryCard[]) =>
      setting.judge(history, step.card, asked, day, setting.facts).findings[0]?.counted?.length ?? 0;
    const [countBefore, countAfter] = [tally(before), tally([...before, opened])];
    return countAfter > countBefore
      ? [{ ruleId: rule.id, name: rule.name, before: countBefore, after: countAfter, limit: rule.limit }]
      : [];
  });
}

/** The plan as the wallet keeps it and a lead carries it: names and months, as proposed on `today`. */
export function savedPlanOf(plan: Plan, member: string, monthlySpend: number | null, today: string): SavedPlan {
  return {
    member,
    savedOn: today,
    monthlySpend,
    steps: plan.steps.map((step) => ({
      card: step.card.label,
      month: step.month,
      spend: step.card.minimumSpend,
      spendBy: step.spendDoneBy,
      bonusReachable: step.bonusReachable,
    })),
    notPossible: plan.notPossible.map(({ card, reason }) => ({ card: card.label, reason })),
    why: plan.why,
  };
}
