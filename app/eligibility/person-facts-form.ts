import type { PersonFacts } from "./rules";

/*
 * The one question the checker and the planner ask beyond the card history (issue 31): whether
 * the person holds a Bank of America deposit account, which decides between its 7/12 and 3/12.
 * Optional: anything but "yes" or "no", including nothing, is "prefer not to say", an unknown fact.
 */

export const bankOfAmericaDepositField = "bankOfAmericaDeposit";

export const depositAnswers = ["yes", "no", "unsaid"] as const;
export type DepositAnswer = (typeof depositAnswers)[number];

/** The answer as posted, or "unsaid" for a missing or unknown value. */
export function readDepositAnswer(form: FormData): DepositAnswer {
  const value = form.get(bankOfAmericaDepositField);
  return value === "yes" || value === "no" ? value : "unsaid";
}

/** The facts an answer gives the engine: none when the person would rather not say. */
export function personFactsOf(answer: DepositAnswer): PersonFacts {
  return answer === "unsaid" ? {} : { bankOfAmericaDeposit: answer === "yes" };
}
