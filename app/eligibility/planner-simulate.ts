import type { Application, HistoryCard, verdict } from "./engine";
import { limits, type IssuerRule, type PersonFacts } from "./rules";

/*
 * One order of applications, simulated month by month (issue 31, item 4; decision 080). Each card
 * goes in at the earliest month that every rule allows for the card and its bonus, and that leaves
 * its minimum spend reachable after the spend on the cards before it. Rather than asking the
 * engine about every month, a refusal's own date says which month to ask about next.
 */

export interface WantedCard extends Application {
  /** Dollars to spend for the bonus; null: not known. */
  minimumSpend: number | null;
  /** Months from opening to meet it, the opening month being the first; null: not known. */
  spendMonths: number | null;
}

export type Judge = typeof verdict;

/** A card placed in the plan, months as numbers (see `monthNumber`). */
export interface Placed {
  card: WantedCard;
  month: number;
  spendDoneBy: number | null;
  /** Why the bonus cannot be had (the spend does not fit its window); null when it can. */
  whyNoBonus: string | null;
  uncertain: string | null;
  waitedFor: string[];
}

export interface Setting {
  rules: readonly IssuerRule[];
  /** What the person said that no history shows (a Bank of America deposit account). */
  facts: PersonFacts;
  today: string;
  /** The month of `today`, the first one a card may go in. */
  start: number;
  /** The last month a card may go in. */
  end: number;
  monthlySpend: number | null;
  judge: Judge;
}

/** Where an order has got to: the cards placed so far and the first month the spend is free. */
export interface Progress {
  history: readonly HistoryCard[];
  placed: readonly Placed[];
  notPossible: readonly { card: WantedCard; reason: string }[];
  /** The earliest month the next card may go in: the last one placed went in then. */
  month: number;
  spendFree: number;
  /** The card whose spend runs until `spendFree`, for the explanation of a wait. */
  spendingOn: string | null;
}

/** yyyy-MM as a count of months, so months add and compare as numbers. */
export const monthNumber = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
export const monthName = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}`;

/** The day the engine is asked about a month: today in this month, else the month's first day. */
export const dayOf = (setting: Pick<Setting, "today" | "start">, month: number) =>
  month === setting.start ? setting.today : `${monthName(month)}-01`;

/** The first month whose asked-about day is on or after `day` (a refusal's end). */
const monthFrom = (day: string) => monthNumber(day) + (day.endsWith("-01") ? 0 : 1);

/** Built on first use and kept: a number's toLocaleString builds a formatter on every call. */
let dollarFormat: Intl.NumberFormat | undefined;
const dollars = (amount: number) => {
  dollarFormat ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  });
  return dollarFormat.format(amount);
};

/** The engine's verdict read for a plan: go ahead (perhaps uncertain), or the next month worth asking about. */
function judgeAt(setting: Setting, history: readonly HistoryCard[], card: WantedCard, month: number) {
  const { findings } = setting.judge(history, card, setting.rules, dayOf(setting, month), setting.facts);
  const refusing = (what: "approval" | "bonus") => findings.filter((f) => limits(f.rule) === what && f.passes === false);
  // Approval first, as the engine ranks them; a bonus refusal counts even where the engine answers
  // "unknown" about another rule, since waiting for it is needed whatever the unknown turns out to be.
  const refused = refusing("approval").length > 0 ? refusing("approval") : refusing("bonus");
  if (refused.length > 0) {
    const ends = refused.map((f) => f.from);
    const next = ends.every((end) => typeof end === "string") ? Math.max(...ends.map((end) => monthFrom(end as string))) : null;
    return { go: false as const, next, reasons: refused.map((f) => f.explanation) };
  }
  const unknown = findings.filter((f) => f.passes === "unknown").map((f) => f.explanation);
  return { go: true as const, uncertain: unknown.length > 0 ? unknown.join(" ") : null };
}

/** The spend a card needs at the person's monthly spend, or null when that is not known. */
function spendPlan(setting: Setting, progress: Progress, card: WantedCard) {
  const { monthlySpend } = setting;
  if (monthlySpend === null || card.minimumSpend === null) return null;
  const need = monthlySpend > 0 ? Math.ceil(card.minimumSpend / monthlySpend) : Number.POSITIVE_INFINITY;
  const window = card.spendMonths ?? Number.POSITIVE_INFINITY;
  const at = () => `at ${dollars(monthlySpend)} a month`;
  if (need > window) {
    const months = Number.isFinite(need) ? `${need} months` : "more months than it has";
    const whyNoBonus = `${card.label}'s ${dollars(card.minimumSpend)} minimum spend takes ${months} ${at()}; its window is ${window} months.`;
    return { need, earliest: setting.start, whyNoBonus, wait: null };
  }
  // Opened in month m, the spend runs from max(m, spendFree) for `need` months and must end by m + window - 1.
  const earliest = progress.spendFree + need - window;
  const wait =
    earliest > progress.month && progress.spendingOn
      ? `Spend: ${at()}, the spend on ${progress.spendingOn} runs until ${monthName(progress.spendFree - 1)}, and ${card.label}'s ${dollars(card.minimumSpend)} must be met within ${window} months of opening.`
      : null;
  return { need, earliest, whyNoBonus: null, wait };
}

/** The order so far with `card` placed at its earliest month, or listed as not possible. */
export function place(setting: Setting, progress: Progress, card: WantedCard): Progress {
  const spend = spendPlan(setting, progress, card);
  const waitedFor = spend?.wait ? [spend.wait] : [];
  let month = Math.max(progress.month, spend?.earliest ?? progress.month);
  let lastReasons = [...waitedFor];
  while (month <= setting.end) {
    const answer = judgeAt(setting, progress.history, card, month);
    if (answer.go) return placeAt(progress, card, month, spend, answer.uncertain, waitedFor);
    waitedFor.push(...answer.reasons.filter((reason) => !waitedFor.includes(reason)));
    lastReasons = answer.reasons;
    if (answer.next === null) return refuse(progress, card, lastReasons.join(" "));
    month = Math.max(month + 1, answer.next);
  }
  const horizon = `No month up to ${monthName(setting.end)} works`;
  return refuse(progress, card, lastReasons.length > 0 ? `${horizon}: ${lastReasons.join(" ")}` : `${horizon}.`);
}

function refuse(progress: Progress, card: WantedCard, reason: string): Progress {
  return { ...progress, notPossible: [...progress.notPossible, { card, reason }] };
}

function placeAt(
  progress: Progress,
  card: WantedCard,
  month: number,
  spend: ReturnType<typeof spendPlan>,
  uncertain: string | null,
  waitedFor: string[],
): Progress {
  const spends = spend !== null && spend.whyNoBonus === null;
  const spendStart = Math.max(month, progress.spendFree);
  const spendDoneBy = spends ? (spend.need === 0 ? month : spendStart + spend.need - 1) : null;
  const step: Placed = { card, month, spendDoneBy, whyNoBonus: spend?.whyNoBonus ?? null, uncertain, waitedFor };
  return {
    history: [...progress.history, plannedHistoryCard(card, month, spendDoneBy)],
    placed: [...progress.placed, step],
    notPossible: progress.notPossible,
    month,
    spendFree: spends && spend.need > 0 ? spendDoneBy! + 1 : progress.spendFree,
    spendingOn: spends && spend.need > 0 ? card.label : progress.spendingOn,
  };
}

/**
 * A planned card as the cards after it see it: opened in its month, open, and its bonus received
 * when its spend is done, or at opening when that is not known. A bonus the spend cannot reach is
 * still taken as received, so no later card of its family is promised a bonus on the strength of
 * one missed.
 */
export function plannedHistoryCard(card: WantedCard, month: number, spendDoneBy: number | null): HistoryCard {
  const { label, issuer, productId, kind, cardType } = card;
  const opened = monthName(month);
  return {
    label,
    issuer,
    productId,
    kind,
    ...(cardType ? { cardType } : {}),
    openedMonth: opened,
    closedMonth: null,
    bonusMonth: spendDoneBy === null ? opened : monthName(spendDoneBy),
    authorizedUser: false,
  };
}
