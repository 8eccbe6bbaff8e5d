import { pageMeta } from "~/layout/meta";
import { requestInfoContext } from "~/request-context";
import { ApiKeyStep } from "~/transfer-bonuses/admin/api-key-step";
import { autoUpdaterAction, autoUpdaterData } from "~/transfer-bonuses/admin/auto-updater.server";
import { AutomationCard, RunHistory } from "~/transfer-bonuses/admin/automation-card";
import { ResultsPanel } from "~/transfer-bonuses/admin/results-panel";
import { ScrapePanel } from "~/transfer-bonuses/admin/scrape-panel";
import type { Route } from "./+types/transfer-bonuses";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: false });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Transfer Bonus Auto-Updater", "Scrape, review and publish the public transfer bonus list."),
  { name: "robots", content: "noindex" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return autoUpdaterData(new URL(request.url), context.get(requestInfoContext).siteUrl);
}

export function action({ request, context }: Route.ActionArgs) {
  return autoUpdaterAction(request, context);
}

export default function TransferBonusAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const newSecret = actionData && "newSecret" in actionData ? actionData.newSecret : undefined;
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-2xl font-bold text-brand-900">Transfer Bonus Auto-Updater</h1>
      <ApiKeyStep apiKey={loaderData.key} />
      <ScrapePanel sourceUrl={loaderData.sourceUrl} />
      {loaderData.run ? <ResultsPanel run={loaderData.run} /> : null}
      <AutomationCard schedule={loaderData.schedule} webhook={loaderData.webhook} newSecret={newSecret} />
      <RunHistory runs={loaderData.runs} />
    </div>
  );
}
