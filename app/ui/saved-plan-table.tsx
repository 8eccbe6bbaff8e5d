import { formatIsoDate, formatMonth } from "~/lib/format-date";
import type { SavedPlan } from "~/lib/saved-plan";
import { DataTable } from "./data-table";

const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

/** A saved application plan: one row an application, then what could not be planned and why this order. */
export function SavedPlanTable({ plan, dense = false }: { plan: SavedPlan; dense?: boolean }) {
  const cell = dense ? "px-3 py-2" : "px-4 py-2";
  const spendText = plan.monthlySpend === null ? "no monthly spend given" : `${dollars(plan.monthlySpend)} a month of spending`;
  return (
    <>
      <p className="mt-2 text-slate-700">{`For ${plan.member}, saved ${formatIsoDate(plan.savedOn)}, with ${spendText}.`}</p>
      <DataTable
        caption="Application plan"
        columns={["Order", "Card", "Apply in", "Minimum spend", "Bonus"]}
        dense={dense}
        className="mt-4"
      >
        {plan.steps.map((step, index) => (
          <tr key={step.card}>
            <td className={cell}>{index + 1}</td>
            <td className={cell}>{step.card}</td>
            <td className={cell}>{formatMonth(step.month)}</td>
            <td className={cell}>
              {step.spend === null
                ? "Not known"
                : `${dollars(step.spend)}${step.spendBy ? ` by the end of ${formatMonth(step.spendBy)}` : ""}`}
            </td>
            <td className={cell}>{step.bonusReachable ? "Reachable" : "Not reachable"}</td>
          </tr>
        ))}
      </DataTable>
      {plan.notPossible.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
          {plan.notPossible.map(({ card, reason }) => (
            <li key={card}>{`Not in the plan: ${card}: ${reason}`}</li>
          ))}
        </ul>
      ) : null}
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        {plan.why.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </>
  );
}
