import { monthName, type Placed, type Progress } from "./planner-simulate";

/*
 * Why the planner's order beat the others, in sentences derived from the simulations themselves:
 * how many orders were tried and reach every bonus, what the plan is, and what the order the
 * person listed would cost them, naming the rule that makes it cost that.
 */

/** One order of the wanted cards (indexes into the listed order), simulated and scored. */
export interface Simulated {
  order: number[];
  progress: Progress;
  /** Cards planned with their bonus reachable. */
  reachable: number;
  /** The last application's month (as a number), or -Infinity when no card could be planned. */
  last: number;
  /** The application months added up: smaller is sooner overall. */
  sum: number;
  /** Pairs of cards in the opposite order to the listed one: 0 for the listed order. */
  inversions: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A finding's sentence inside brackets, without its full stop. */
const bracketed = (reasons: readonly string[]) => `(${reasons.join(" ").replace(/\.$/, "")})`;

export function orderSentences(simulated: readonly Simulated[], best: Simulated, cards: number): string[] {
  const everyBonus = simulated.filter((order) => order.reachable === cards).length;
  const tried =
    cards === 1
      ? "There is one order for one card."
      : `Tried ${plural(simulated.length, "order", "orders")} of your ${cards} cards; ${reachingEvery(everyBonus, simulated.length)}.`;
  const listed = simulated.find((order) => order.inversions === 0)!;
  const comparison = cards === 1 ? [] : listed === best ? ["That is the order you listed."] : [listedCost(listed, best)];
  return [tried, summary(best, cards), ...comparison];
}

function reachingEvery(count: number, orders: number): string {
  if (count === 0) return "none reaches every bonus";
  if (count === orders) return "every one reaches every bonus";
  return `${count} ${count === 1 ? "reaches" : "reach"} every bonus`;
}

function summary(best: Simulated, cards: number): string {
  const { placed } = best.progress;
  if (placed.length === 0) return "None of the cards can be applied for within the months looked at.";
  const order = placed.map((step) => step.card.label).join(", then ");
  return `The plan applies for ${order}: ${best.reachable} of ${plural(cards, "bonus", "bonuses")} reachable, the last application in ${monthName(best.last)}.`;
}

/** What the listed order would cost, against the best: a bonus, or months, and which rule. */
function listedCost(listed: Simulated, best: Simulated): string {
  const lead = "Applying in the order you listed";
  const inBest = (step: { card: object }) => best.progress.placed.find((other) => other.card === step.card);
  if (listed.reachable < best.reachable) {
    const reachableInBest = (step: { card: object }) => inBest(step)?.whyNoBonus === null;
    const lost = listed.progress.notPossible.find(reachableInBest);
    const missed = listed.progress.placed.find((step) => step.whyNoBonus !== null && reachableInBest(step));
    const fewer = `${lead}, ${listed.reachable} of the bonuses would be reachable rather than ${best.reachable}`;
    if (lost) return `${fewer}: ${lost.card.label} could not be planned ${bracketed([lost.reason])}.`;
    if (missed) return `${fewer}: ${missed.card.label} would miss its bonus ${bracketed([missed.whyNoBonus!])}.`;
    return `${fewer}.`;
  }
  const delayed = listed.progress.placed
    .map((step, i) => ({ step, before: listed.progress.placed[i - 1], delay: step.month - (inBest(step)?.month ?? step.month) }))
    .filter(({ delay }) => delay > 0)
    // The card a rule (or the spend) held back the longest; one only queued behind another comes after.
    .sort((a, b) => Number(b.step.waitedFor.length > 0) - Number(a.step.waitedFor.length > 0) || b.delay - a.delay);
  const worst = delayed[0];
  if (!worst) return `${lead}, the applications would go in ${months(listed.progress.placed)} rather than ${months(best.progress.placed)}.`;
  const { step, before } = worst;
  const why = step.waitedFor.length > 0 ? ` ${bracketed(step.waitedFor)}` : before ? `, as it comes after ${before.card.label}` : "";
  const held = `${step.card.label} could not be applied for before ${monthName(step.month)}${why}`;
  if (listed.last > best.last) {
    return `${lead}, the last application would be in ${monthName(listed.last)} rather than ${monthName(best.last)}: ${held}.`;
  }
  return `${lead}, ${held}, where the plan has it in ${monthName(inBest(step)!.month)}.`;
}

const months = (placed: readonly Placed[]) => placed.map((step) => monthName(step.month)).join(", ");
