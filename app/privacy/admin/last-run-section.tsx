import { formatDateTime } from "~/lib/format-date";
import type { LastRunView } from "./view";

/** What the daily retention job did last time. */
export function LastRunSection({ run }: { run?: LastRunView }) {
  return (
    <section aria-labelledby="privacy-last-run" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="privacy-last-run" className="text-lg font-semibold text-brand-900">
        Last retention run
      </h2>
      {!run ? (
        <p className="mt-2 text-sm text-slate-700">The daily job has not run yet. It runs at 4:23 in the morning, New York time.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {run.finishedAt ? `Finished ${formatDateTime(new Date(run.finishedAt))}` : `Day ${run.day}, not finished`}:{" "}
            {run.total === 0
              ? "nothing was past its retention."
              : `${run.total} ${run.total === 1 ? "row" : "rows"} deleted or anonymised.`}
          </p>
          {run.touched.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
              {run.touched.map(([table, count]) => (
                <li key={table}>
                  {table.replaceAll("_", " ")}: {count}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
