import { personFactQuestions } from "./rules";
import { bankOfAmericaDepositField, type DepositAnswer } from "./person-facts-form";

const choices: ReadonlyArray<{ value: DepositAnswer; label: string }> = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
  { value: "unsaid", label: "Prefer not to say" },
];

/**
 * The optional question about a Bank of America deposit account, as radio buttons under a
 * legend. Left at "Prefer not to say", a rule that turns on it says what it would need to know.
 */
export function DepositQuestion({ answer, idPrefix }: { answer: DepositAnswer; idPrefix: string }) {
  const hintId = `${idPrefix}-deposit-hint`;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 sm:p-6" aria-describedby={hintId}>
      <legend className="px-1 text-lg font-semibold text-brand-900">{personFactQuestions.bankOfAmericaDeposit.question}</legend>
      <p id={hintId} className="text-sm text-slate-700">
        Optional. Bank of America turns down more applications from people without one (its 3/12 rule).
      </p>
      <div className="mt-3 flex flex-wrap gap-4">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              id={`${idPrefix}-deposit-${choice.value}`}
              name={bankOfAmericaDepositField}
              value={choice.value}
              defaultChecked={answer === choice.value}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
