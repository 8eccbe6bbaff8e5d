import { useSyncExternalStore } from "react";
import { formatMonth } from "~/lib/format-date";
import { buttonClass } from "~/ui/button";
import type { Plan } from "./planner";

const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

const neverChanges = () => () => {};

/** Prints the page; shown only once JavaScript runs (without it, the browser's own Print does the same). */
function PrintButton() {
  // True only once the page's script runs: the server, and a page without JavaScript, show no button.
  const ready = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  if (!ready) return null;
  return (
    <button type="button" className={buttonClass("secondary", "print:hidden")} onClick={() => window.print()}>
      Print this plan
    </button>
  );
}

/**
 * A plan as the reader follows it: each application in order with its month, the spend to meet
 * by when, what it does to the counts that limit later cards, and what it waited for; then why
 * this order, and the cards that could not be planned.
 */
export function PlanView({ plan, monthlySpend }: { plan: Plan; monthlySpend: number | null }) {
  return (
    <section aria-labelledby="plan-heading" className="rounded-lg border border-brand-200 bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="plan-heading" className="text-2xl font-bold text-brand-900">
          Your plan
        </h2>
        <PrintButton />
      </div>
      <p role="status" className="mt-2 text-slate-700">
        {plan.steps.length === 0
          ? "None of the cards can be planned within the next four years."
          : `${plan.steps.length} ${plan.steps.length === 1 ? "application" : "applications"}, in this order${
              monthlySpend === null ? "" : `, at ${dollars(monthlySpend)} of spending a month`
            }.`}
      </p>
      <ol className="mt-6 space-y-6">
        {plan.steps.map((step, index) => (
          <li key={step.card.productId ?? step.card.label} className="border-l-4 border-brand-300 pl-4">
            <h3 className="text-lg font-semibold text-slate-900">
              {`${index + 1}. ${step.card.label}: apply in ${formatMonth(step.month)}`}
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {step.card.minimumSpend === null ? (
                <li>We do not know this card&apos;s minimum spend; check its offer before you apply.</li>
              ) : step.bonusReachable && step.spendDoneBy ? (
                <li>{`Spend ${dollars(step.card.minimumSpend)} on it by the end of ${formatMonth(step.spendDoneBy)} for the bonus.`}</li>
              ) : null}
              {step.whyNoBonus ? <li>{step.whyNoBonus}</li> : null}
              {step.counts.map((count) => (
                <li key={count.ruleId}>{`${count.name}: ${count.before} of ${count.limit} before, ${count.after} after.`}</li>
              ))}
              {step.waitedFor.map((reason) => (
                <li key={reason}>{`Waits for: ${reason}`}</li>
              ))}
              {step.uncertain ? <li>{`To be sure: ${step.uncertain}`}</li> : null}
            </ul>
          </li>
        ))}
      </ol>
      {plan.notPossible.length > 0 ? (
        <>
          <h3 className="mt-8 text-lg font-semibold text-slate-900">Not in the plan</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {plan.notPossible.map(({ card, reason }) => (
              <li key={card.productId ?? card.label}>{`${card.label}: ${reason}`}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="mt-8 text-lg font-semibold text-slate-900">Why this order</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {plan.why.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}
