import { useEffect, useState } from "react";
import { Form, useFetcher, useNavigate } from "react-router";
import type { ScrapeStage } from "~/db/schema";
import { parseNotice } from "~/notices/notice";
import { toast } from "~/notices/toast-store";
import { buttonClass } from "~/ui/button";
import { adminPath } from "../admin-path";
import { stageProgress } from "../progress";
import { intents } from "./intents";

const pollMs = 500;

/**
 * 'Scrape Latest Bonuses' with a progress bar that follows the run's real stages, read from
 * the server. Without JavaScript the form posts and the page comes back with the result.
 */
export function ScrapePanel({ sourceUrl }: { sourceUrl: string }) {
  const fetcher = useFetcher<{ runId: number }>();
  const navigate = useNavigate();
  const [stage, setStage] = useState<ScrapeStage | undefined>();
  // Each answer is a new object, so a second press polls again even if it joined the same run.
  const started = fetcher.data;

  useEffect(() => {
    if (!started) return;
    const { runId } = started;
    let active = true;
    const timer = setInterval(async () => {
      const response = await fetch(`${adminPath}/runs/${runId}`, { headers: { Accept: "application/json" } }).catch(() => undefined);
      if (!active || !response?.ok) return;
      const status = (await response.json()) as { stage: ScrapeStage; notice: unknown };
      setStage(status.stage);
      const notice = parseNotice(status.notice);
      if (notice) {
        active = false;
        clearInterval(timer);
        toast(notice);
        void navigate(`${adminPath}?run=${runId}`, { replace: true, preventScrollReset: true });
      }
    }, pollMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [started, navigate]);

  const shown = stage ?? (fetcher.state !== "idle" ? "initializing" : undefined);
  const progress = shown ? stageProgress[shown] : undefined;
  const busy = shown !== undefined && shown !== "complete" && shown !== "failed";

  return (
    <section aria-labelledby="scrape-heading" className="rounded-lg border border-slate-200 p-6">
      <h2 id="scrape-heading" className="text-lg font-semibold text-slate-900">
        Step 2: Scrape
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Reads <span className="break-all font-mono">{sourceUrl}</span>.
      </p>
      <Form
        method="post"
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          setStage(undefined);
          void fetcher.submit({ intent: intents.scrape, follow: "poll" }, { method: "post" });
        }}
      >
        <input type="hidden" name="intent" value={intents.scrape} />
        <button type="submit" className={buttonClass()} disabled={busy}>
          Scrape Latest Bonuses
        </button>
      </Form>
      {progress ? (
        <div className="mt-4">
          <div
            role="progressbar"
            aria-label="Scrape progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            className="h-2 w-full overflow-hidden rounded bg-slate-200"
          >
            <div className={`h-full bg-brand-700 transition-all ${widthClass[progress.percent]}`} />
          </div>
          <p className="mt-2 text-sm text-slate-700" aria-live="polite">
            {progress.text}
          </p>
        </div>
      ) : null}
    </section>
  );
}

// Fixed classes, not inline widths: the CSP allows no inline styles.
const widthClass: Record<number, string> = { 0: "w-0", 25: "w-1/4", 50: "w-1/2", 75: "w-3/4", 100: "w-full" };
