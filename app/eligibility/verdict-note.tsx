import type { Outcome } from "./engine";

/** What a verdict comes to, in a word or two, and how it looks. */
const looks: Record<Outcome, { label: string; box: string }> = {
  yes: { label: "You can get it", box: "border-emerald-300 bg-emerald-50" },
  "no-bonus": { label: "Card yes, bonus no", box: "border-amber-300 bg-amber-50" },
  "not-before": { label: "Not yet", box: "border-red-300 bg-red-50" },
  unknown: { label: "Tell us more", box: "border-slate-300 bg-slate-50" },
};

export const outcomeLabel = (outcome: Outcome) => looks[outcome].label;

/**
 * A verdict on one card beside a deal: its label, then its sentences (the headline, then each
 * rule that stands in the way, counted). `headingId` ties the box to the deal it belongs to.
 */
export function VerdictNote({ outcome, sentences }: { outcome: Outcome; sentences: readonly string[] }) {
  const [headline, ...reasons] = sentences;
  return (
    <div className={`mt-3 rounded-md border p-3 text-sm text-slate-800 ${looks[outcome].box}`}>
      <p>
        <strong>{looks[outcome].label}:</strong> {headline}
      </p>
      {reasons.length > 0 ? (
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
