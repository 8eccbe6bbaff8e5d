import { addDays, shiftMonth } from "~/lib/calendar-day";
import {
  limits,
  type BonusRule,
  type CardKind,
  type CardScope,
  type CardType,
  type CountRule,
  type IssuerRule,
  type PersonFacts,
  type Window,
  personFactQuestions,
} from "./rules";

/*
 * Whether one person can get a card and its bonus now, from their card history and the issuers'
 * rules (issue 31). Pure: the history comes from a wallet member or from the checker's form.
 *
 * Histories know the month a card was opened, not the day, so every date here is the safe one:
 * a card opened in March is taken as opened on the last day of March when asking how long it
 * still counts. The site may say "not before 1 April" of a card that left the window on 1
 * March; it never says "now" of one that has not left it.
 */

export interface HistoryCard {
  /** How the answer names the card ("Chase Sapphire Preferred"). */
  label: string;
  issuer: string;
  productId: string | null;
  kind: CardKind;
  /** From the card catalogue; absent for a card it does not list. */
  cardType?: CardType;
  /** yyyy-MM */
  openedMonth: string;
  closedMonth: string | null;
  /** yyyy-MM the bonus was received; null when none was, or the person has not said. */
  bonusMonth: string | null;
  /** An authorised user's card on someone else's account: on the report, not the person's own account. */
  authorizedUser?: boolean;
}

export interface Application {
  label: string;
  issuer: string;
  productId: string | null;
  kind: CardKind;
  cardType?: CardType;
}

export interface Finding {
  rule: IssuerRule;
  /** true: the rule does not stand in the way; false: it does; "unknown": the history does not say. */
  passes: boolean | "unknown";
  explanation: string;
  /**
   * A refusal's end: approval (count rules) or the bonus (bonus rules) from this day; null: never.
   * On a count that asks for a fact ("unknown"), the day the count alone stops refusing.
   */
  from?: string | null;
  /** The cards the rule counted, for a count rule. */
  counted?: HistoryCard[];
}

export type Outcome = "yes" | "no-bonus" | "not-before" | "unknown";

export interface Verdict {
  outcome: Outcome;
  /** With "not-before": the first day every approval rule allows; absent when none can be given. */
  notBefore?: string;
  /** With "no-bonus": the first day the bonus is allowed again, null for never, absent while a card must close first. */
  bonusFrom?: string | null;
  /** Every rule that applied to the card, passed or not, with its source. */
  findings: Finding[];
}

function inScope(card: Application, scope: CardScope): boolean {
  if (scope.issuer !== "any" && scope.issuer !== card.issuer) return false;
  if (scope.kinds && !scope.kinds.includes(card.kind)) return false;
  if (scope.cardTypes && card.cardType && !scope.cardTypes.includes(card.cardType)) return false;
  return !scope.products || (card.productId !== null && scope.products.includes(card.productId));
}

const lastDayOf = (month: string) => addDays(`${shiftMonth(month, 1)}-01`, -1);

/** The first day a card opened (or a bonus received) in `month` is surely outside `window`. */
export function leavesWindow(month: string, window: Window): string {
  return "months" in window ? `${shiftMonth(month, window.months + 1)}-01` : addDays(lastDayOf(month), window.days);
}

const windowText = (window: Window) => ("months" in window ? `${window.months} months` : `${window.days} days`);

function countFinding(rule: CountRule, history: readonly HistoryCard[], today: string, facts: PersonFacts): Finding {
  const exemption = rule.exemptWith;
  if (exemption && facts[exemption] === true) {
    return { rule, passes: true, explanation: `${rule.name}: not for you, as ${personFactQuestions[exemption].holds}.`, counted: [] };
  }
  const counted = history
    .filter((card) => inScope(card, rule.counts) && (rule.counts.authorizedUserCards || !card.authorizedUser))
    .filter((card) => leavesWindow(card.openedMonth, rule.window) > today)
    .sort((a, b) => a.openedMonth.localeCompare(b.openedMonth));
  const names = counted.map((card) => `${card.label} (${card.openedMonth})`).join(", ");
  const tally = `${rule.name}: ${counted.length} of ${rule.limit} in ${windowText(rule.window)}${names ? `: ${names}` : ""}`;
  if (counted.length < rule.limit) return { rule, passes: true, explanation: `${tally}.`, counted };
  // The rule allows an application once the count is below the limit: that many must leave.
  const mustLeave = counted.length - rule.limit + 1;
  const from = leavesWindow(counted[mustLeave - 1]!.openedMonth, rule.window);
  // Refused only if the exempting fact is false: unknown, the answer asks for it. `from` still
  // says when the count alone stops refusing, whatever the answer.
  if (exemption && facts[exemption] === undefined) {
    return { rule, passes: "unknown", explanation: `${tally}; ${personFactQuestions[exemption].ask}.`, from, counted };
  }
  const which = mustLeave === 1 ? "the oldest leaves" : `the ${mustLeave} oldest have left`;
  return { rule, passes: false, explanation: `${tally}; ${which} the window by ${from}.`, from, counted };
}

/** The cards a bonus rule looks at: its family, or else the very product applied for. */
function familyOf(rule: BonusRule, application: Application, history: readonly HistoryCard[]): HistoryCard[] {
  if (rule.family) return history.filter((card) => inScope(card, rule.family!));
  return application.productId === null ? [] : history.filter((card) => card.productId === application.productId);
}

function bonusFinding(rule: BonusRule, application: Application, history: readonly HistoryCard[], today: string): Finding {
  const family = familyOf(rule, application, history);
  const held = family.find((card) => card.closedMonth === null);
  if (rule.whileHolding && held) {
    return { rule, passes: false, explanation: `${rule.name}: no bonus while ${held.label} is open.` };
  }
  const period = rule.window ? `within ${windowText(rule.window)}` : "ever";
  const what = rule.since === "bonus" ? "bonus on" : "opened";
  const blocking = family
    .map((card) => ({ card, month: rule.since === "bonus" ? card.bonusMonth : card.openedMonth }))
    .filter((entry): entry is { card: HistoryCard; month: string } => entry.month !== null)
    .map(({ card, month }) => ({ card, month, from: rule.window ? leavesWindow(month, rule.window) : null }))
    .filter(({ from }) => from === null || from > today)
    .sort((a, b) => (a.from === null ? -1 : b.from === null ? 1 : b.from.localeCompare(a.from)));
  if (blocking.length > 0) {
    const { card, month, from } = blocking[0]!;
    const until = from === null ? "" : `; allowed again from ${from}`;
    return { rule, passes: false, explanation: `${rule.name}: ${what} ${card.label} in ${month}${until}.`, from };
  }
  // A card of the family that could have paid a bonus inside the window, with no month given.
  const unsaid = family.find(
    (card) => rule.since === "bonus" && card.bonusMonth === null && (!rule.window || leavesWindow(card.openedMonth, rule.window) > today),
  );
  if (unsaid) {
    return { rule, passes: "unknown", explanation: `${rule.name}: say whether, and when, you got the bonus on ${unsaid.label}.` };
  }
  return { rule, passes: true, explanation: `${rule.name}: none ${period}.` };
}

/** The latest of some days, or undefined for none; null (never) wins over any day. */
function latest(days: readonly (string | null | undefined)[]): string | null | undefined {
  if (days.includes(null)) return null;
  return days
    .filter((day): day is string => typeof day === "string")
    .sort()
    .at(-1);
}

/**
 * The verdict on one application for one person on `today` (yyyy-MM-dd), under `rules`. `facts`
 * are what the person said that no history shows; a fact not given is unknown.
 */
export function verdict(
  history: readonly HistoryCard[],
  application: Application,
  rules: readonly IssuerRule[],
  today: string,
  facts: PersonFacts = {},
): Verdict {
  const findings = rules
    .filter((rule) => inScope(application, rule.appliesTo))
    .map((rule) => (rule.type === "count" ? countFinding(rule, history, today, facts) : bonusFinding(rule, application, history, today)));
  const refused = (what: "approval" | "bonus") => findings.filter((finding) => limits(finding.rule) === what && finding.passes === false);
  const approval = refused("approval");
  if (approval.length > 0) {
    const notBefore = latest(approval.map((f) => f.from));
    // A card refused for good (a lifetime rule that refuses the card) has no day to give.
    return notBefore ? { outcome: "not-before", notBefore, findings } : { outcome: "not-before", findings };
  }
  if (findings.some((finding) => finding.passes === "unknown")) return { outcome: "unknown", findings };
  const bonus = refused("bonus");
  if (bonus.length > 0) return { outcome: "no-bonus", bonusFrom: latest(bonus.map((f) => f.from)), findings };
  return { outcome: "yes", findings };
}

/** A verdict in words for one person: `subject` is "You" or a member's name. */
export function verdictSentences(subject: string, answer: Verdict, formatDay: (day: string) => string): string[] {
  const headline = {
    yes: "can get this card and its bonus now",
    "no-bonus":
      answer.bonusFrom === undefined
        ? "can get this card, but not its bonus for now"
        : answer.bonusFrom === null
          ? "can get this card, but not its bonus"
          : `can get this card, but not its bonus before ${formatDay(answer.bonusFrom)}`,
    "not-before": answer.notBefore ? `cannot get this card before ${formatDay(answer.notBefore)}` : "cannot get this card",
    unknown: "may be able to get this card, but we need to know more",
  }[answer.outcome];
  const reasons = answer.findings.filter((finding) => finding.passes !== true).map((finding) => finding.explanation);
  return [`${subject} ${headline}.`, ...reasons];
}
