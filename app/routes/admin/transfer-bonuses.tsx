import { actionSucceeded, auditAdminAction, postedFields, postedForm } from "~/admin/audit/audit.server";
import type { AuditKind } from "~/admin/audit/audit-kinds";
import { saveDailyCeilingAction } from "~/admin/paid-calls/daily-ceiling-action.server";
import { DailyCeilingPanel, dailyCeilingIntent } from "~/admin/paid-calls/daily-ceiling-panel";
import { pageMeta } from "~/layout/meta";
import { requestInfoContext } from "~/request-context";
import { paidCallUse } from "~/security/paid-calls.server";
import { adminPath } from "~/transfer-bonuses/admin-path";
import { ApiKeyStep } from "~/transfer-bonuses/admin/api-key-step";
import { autoUpdaterAction, autoUpdaterData } from "~/transfer-bonuses/admin/auto-updater.server";
import { AutomationCard, RunHistory } from "~/transfer-bonuses/admin/automation-card";
import { intents } from "~/transfer-bonuses/admin/intents";
import { ResultsPanel } from "~/transfer-bonuses/admin/results-panel";
import { ScrapePanel } from "~/transfer-bonuses/admin/scrape-panel";
import { findRun } from "~/transfer-bonuses/runs.server";
import { latestPublished } from "~/transfer-bonuses/bonuses.server";
import { alertTallies } from "~/newsletter/alerts.server";
import { BonusAlertTally } from "~/newsletter/admin/bonus-alert-tally";
import type { Route } from "./+types/transfer-bonuses";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Transfer Bonus Auto-Updater", "Scrape, review and publish the public transfer bonus list."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [updater, published, ceilingUse] = await Promise.all([
    autoUpdaterData(new URL(request.url), context.get(requestInfoContext).siteUrl),
    latestPublished(),
    paidCallUse("firecrawl"),
  ]);
  return { ...updater, published, ceilingUse, alertTallies: await alertTallies(published.map((bonus) => bonus.id)) };
}

/** What each of the auto-updater's forms asks for, as the log says it (the key and secret never appear). */
const audited: Record<string, [AuditKind, string]> = {
  [intents.saveKey]: ["scraper-settings", "Submitted a new scraping-service key"],
  [intents.removeKey]: ["scraper-settings", "Removed the scraping-service key"],
  [intents.scrape]: ["bonuses-scraped", "Started a transfer bonus scrape"],
  [intents.schedule]: ["scraper-settings", "Changed the weekly scrape schedule"],
  [intents.rotateSecret]: ["scraper-settings", "Generated a new webhook secret"],
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  if (form.get("intent") === dailyCeilingIntent) return saveDailyCeilingAction(form, context, "firecrawl", adminPath);
  const result = await autoUpdaterAction(request, context);
  if (!actionSucceeded(result)) return result;
  const intent = String(form.get("intent") ?? "");
  const details = postedFields(form, ["intent", "runId", "enabled", "weekday", "hour"]);
  if (intent === intents.publish) {
    // A refused publish also answers with a redirect and a notice: the run says what happened.
    const published = (await findRun(Number(details.runId)))?.published === true;
    const summary = published ? `Published the transfer bonuses of run #${details.runId}` : `Publishing run #${details.runId} was refused`;
    await auditAdminAction(context, "bonuses-published", summary, { ...details, published });
  } else if (audited[intent]) {
    const [kind, summary] = audited[intent];
    await auditAdminAction(context, kind, summary, details);
  }
  return result;
}

export default function TransferBonusAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const newSecret = actionData && "newSecret" in actionData ? actionData.newSecret : undefined;
  const refusedCeiling = actionData && "ceilingPosted" in actionData ? actionData : undefined;
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-2xl font-bold text-brand-900">Transfer Bonus Auto-Updater</h1>
      <ApiKeyStep apiKey={loaderData.key} />
      <ScrapePanel sourceUrl={loaderData.sourceUrl} />
      {loaderData.run ? <ResultsPanel run={loaderData.run} /> : null}
      <AutomationCard schedule={loaderData.schedule} webhook={loaderData.webhook} newSecret={newSecret} />
      <RunHistory runs={loaderData.runs} />
      <DailyCeilingPanel use={loaderData.ceilingUse} refused={refusedCeiling} />
      <BonusAlertTally bonuses={loaderData.published} tallies={loaderData.alertTallies} />
    </div>
  );
}
