import { data } from "react-router";
import { accountPath, walletExportPath, walletImportPath, walletPath } from "~/account/paths";
import { requireVisitor } from "~/account/signed-in.server";
import { pageMeta } from "~/layout/meta";
import { businessDay } from "~/lib/calendar-day";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { readCatalog } from "~/points/catalog.server";
import { requestInfoContext } from "~/request-context";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import { walletContent } from "~/wallet/content.server";
import { walletAction } from "~/wallet/wallet-actions.server";
import { editedRow } from "~/wallet/wallet-edit";
import { loadEditableWallet } from "~/wallet/wallet-edit.server";
import { WalletScreen } from "~/wallet/wallet-screen";
import { walletView } from "~/wallet/wallet-view";
import { SavedPlanSection } from "~/wallet/saved-plan-section";
import { loadWalletPlan } from "~/wallet/wallet-plan-store.server";
import type { Route } from "./+types/account-wallet";

// Public in the sense that no admin sign-in guards it: the visitor's own session does. Never
// cacheable: the page is one visitor's, and their cookie keeps the page cache away (decision 071).
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Your wallet", "Your cards and points balances, and when your points expire."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const visitor = await requireVisitor(request, context.get(requestInfoContext).secure);
  const [wallet, catalog, plan] = await Promise.all([
    loadEditableWallet(visitor.accountId),
    readCatalog(),
    loadWalletPlan(visitor.accountId),
  ]);
  const { products, rules, programs } = walletContent(catalog);
  return {
    plan,
    wallet,
    members: walletView(wallet, products, rules, programs),
    products,
    programs,
    today: businessDay(),
    editing: editedRow(new URL(request.url).searchParams.get("edit"), wallet),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const visitor = await requireVisitor(request, context.get(requestInfoContext).secure);
  const [wallet, catalog, form] = await Promise.all([loadEditableWallet(visitor.accountId), readCatalog(), request.formData()]);
  const { products, programIds } = walletContent(catalog);
  const result = await walletAction(visitor.accountId, form, wallet, { today: businessDay(), products, programIds });
  if (!result) throw data("Unknown action", { status: 400 });
  if (result.ok) return redirectWithNotice(context, walletPath, result.notice);
  const { ok: _ok, ...refusal } = result;
  return data({ refusal }, { status: 400 });
}

export default function AccountWallet({ loaderData, actionData }: Route.ComponentProps) {
  const linkClass = "font-semibold text-brand-700 underline";
  return (
    <>
      <PageHeader title="Your wallet">
        <p>
          The cards you and your household hold, your points balances, and when the points expire. Only you see it; deleting your account
          deletes it.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <nav aria-label="Wallet" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <SiteLink to={accountPath} className={linkClass}>
            Your account
          </SiteLink>
          <a href={walletExportPath} className={linkClass} download>
            Export as a CSV file
          </a>
          <SiteLink to={walletImportPath} className={linkClass}>
            Import a CSV file
          </SiteLink>
        </nav>
        <WalletScreen {...loaderData} refusal={actionData?.refusal} pagePath={walletPath} />
        <SavedPlanSection plan={loaderData.plan} planPath="/plan" />
      </div>
    </>
  );
}
