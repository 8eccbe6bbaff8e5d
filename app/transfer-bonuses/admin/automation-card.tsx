import { Form } from "react-router";
import { buttonClass } from "~/ui/button";
import { DataTable } from "~/ui/data-table";
import { Select } from "~/ui/field";
import { formatDateTime } from "../format";
import { describeSchedule, hourLabel, weekdayNames, type WeeklySchedule } from "../schedule";
import type { WebhookSecretSource } from "../webhook-secret.server";
import { intents } from "./intents";

export interface RunRow {
  id: number;
  trigger: string;
  startedAt: string;
  stage: string;
  found: number | null;
  published: boolean;
  error: string | null;
}

export function AutomationCard(props: {
  schedule: WeeklySchedule;
  webhook: { url: string; secretSource: WebhookSecretSource };
  newSecret: string | undefined;
}) {
  const { schedule, webhook, newSecret } = props;
  return (
    <section aria-labelledby="automation-heading" className="rounded-lg border border-slate-200 p-6">
      <h2 id="automation-heading" className="text-lg font-semibold text-slate-900">
        Weekly Automation Setup
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Automatic runs publish by themselves when the result looks sound; otherwise the public list stays as it is and the owner is emailed.
      </p>
      <ol className="mt-4 space-y-6">
        <li>
          <h3 className="font-semibold text-slate-900">1. Built-in weekly schedule</h3>
          <p className="text-sm text-slate-700">Now: {describeSchedule(schedule)}</p>
          <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value={intents.schedule} />
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" name="enabled" defaultChecked={schedule.enabled} /> Run every week
            </label>
            <Select
              id="schedule-day"
              name="weekday"
              label="Day"
              defaultValue={schedule.weekday}
              options={weekdayNames.map((name, index) => ({ value: String(index), label: name }))}
            />
            <Select
              id="schedule-hour"
              name="hour"
              label="Time (New York)"
              defaultValue={schedule.hour}
              options={Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }))}
            />
            <button type="submit" className={buttonClass("secondary")}>
              Save schedule
            </button>
          </Form>
        </li>
        <li>
          <h3 className="font-semibold text-slate-900">2. Workflow tool with a weekly trigger</h3>
          <p className="text-sm text-slate-700">
            Have the tool send <code className="font-mono">POST {webhook.url}</code> with the header{" "}
            <code className="font-mono">Authorization: Bearer &lt;secret&gt;</code>. It answers 202 and the run continues here.
          </p>
          {newSecret ? (
            <p role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              New secret (shown only this once): <code className="break-all font-mono">{newSecret}</code>
            </p>
          ) : null}
          {webhook.secretSource === "environment" ? (
            <p className="mt-2 text-sm text-slate-700">The secret is set by TRANSFER_BONUS_WEBHOOK_SECRET on the server.</p>
          ) : (
            <Form method="post" className="mt-2">
              <input type="hidden" name="intent" value={intents.rotateSecret} />
              <button type="submit" className={buttonClass("secondary")}>
                {webhook.secretSource === "generated" ? "Rotate webhook secret" : "Create webhook secret"}
              </button>
            </Form>
          )}
        </li>
        <li>
          <h3 className="font-semibold text-slate-900">3. Manual weekly runs</h3>
          <p className="text-sm text-slate-700">Press 'Scrape Latest Bonuses' above once a week, review the results, then Publish.</p>
        </li>
      </ol>
    </section>
  );
}

export function RunHistory({ runs }: { runs: readonly RunRow[] }) {
  return (
    <section aria-labelledby="history-heading" className="rounded-lg border border-slate-200 p-6">
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        Run history
      </h2>
      {runs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No runs yet.</p>
      ) : (
        <DataTable caption="Run history" captionHidden columns={["When", "Trigger", "Found", "Published", "Error"]} dense className="mt-3">
          {runs.map((run) => (
            <tr key={run.id}>
              <td className="px-3 py-2">
                <a href={`?run=${run.id}`} className="text-brand-700 underline">
                  {formatDateTime(run.startedAt)}
                </a>
              </td>
              <td className="px-3 py-2">{run.trigger}</td>
              <td className="px-3 py-2">{run.found ?? (run.stage === "failed" ? "-" : "running")}</td>
              <td className="px-3 py-2">{run.published ? "Yes" : "No"}</td>
              <td className="px-3 py-2">{run.error ?? ""}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
