import { Form } from "react-router";
import { copiedToastDurationMs, successNotice } from "~/notices/notice";
import { toast } from "~/notices/toast-store";
import { buttonClass } from "~/ui/button";
import { formatShortDate, type TransferBonus } from "../bonus";
import { formatDateTime } from "../format";
import type { ListChanges, PublishVerdict } from "../publish-rules";
import { scrapeMessages } from "../scrape-messages";
import { intents } from "./intents";

export interface RunView {
  id: number;
  stage: string;
  finishedAt: string | null;
  published: boolean;
  error: string | null;
  results: TransferBonus[];
  code: string;
  changes: ListChanges | null;
  verdict: PublishVerdict | null;
}

function BonusLine({ bonus }: { bonus: TransferBonus }) {
  return (
    <>
      <span className="font-medium">{bonus.from}</span>: {bonus.details}
      {bonus.targeted ? " [Targeted]" : ""} ({formatShortDate(bonus.startDate)} to {formatShortDate(bonus.endDate)})
    </>
  );
}

function ChangeList({ title, bonuses }: { title: string; bonuses: TransferBonus[] }) {
  return (
    <div>
      <h4 className="font-semibold text-slate-900">
        {title} ({bonuses.length})
      </h4>
      {bonuses.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {bonuses.map((bonus) => (
            <li key={bonus.id}>
              <BonusLine bonus={bonus} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function ResultsPanel({ run }: { run: RunView }) {
  return (
    <section aria-labelledby="results-heading" className="rounded-lg border border-slate-200 p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="results-heading" className="text-lg font-semibold text-slate-900">
          Results ({run.results.length})
        </h2>
        {run.finishedAt ? (
          <p className="text-sm text-slate-700">
            Updated: <time dateTime={run.finishedAt}>{formatDateTime(run.finishedAt)}</time>
          </p>
        ) : null}
      </div>
      {run.error && run.results.length === 0 ? <p className="mt-3 text-sm text-red-800">{run.error}</p> : null}
      {run.results.length > 0 ? (
        <>
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {run.results.map((bonus) => (
              <li key={bonus.id} className="py-2">
                <BonusLine bonus={bonus} />
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              className={buttonClass("secondary")}
              onClick={() => {
                void navigator.clipboard
                  .writeText(run.code)
                  .then(() => toast(successNotice(scrapeMessages.copied, undefined, copiedToastDurationMs)));
              }}
            >
              Copy Code
            </button>
          </div>
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">Show the results as JSON</summary>
            <pre className="mt-2 max-h-80 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100">{run.code}</pre>
          </details>
        </>
      ) : null}
      {run.changes ? (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <h3 className="text-base font-semibold text-slate-900">Publishing would change the public list</h3>
          <div className="mt-3 grid gap-4 md:grid-cols-3">
            <ChangeList title="New" bonuses={run.changes.added} />
            <ChangeList title="Changed" bonuses={run.changes.changed.map((change) => change.after)} />
            <ChangeList title="Gone" bonuses={run.changes.gone} />
          </div>
          {run.published ? (
            <p className="mt-4 text-sm font-medium text-green-800">These results are published.</p>
          ) : run.verdict && !run.verdict.ok ? (
            <p className="mt-4 text-sm text-red-800">Cannot publish: {run.verdict.reason}</p>
          ) : (
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value={intents.publish} />
              <input type="hidden" name="runId" value={run.id} />
              <button type="submit" className={buttonClass()}>
                Publish
              </button>
            </Form>
          )}
        </div>
      ) : null}
    </section>
  );
}
