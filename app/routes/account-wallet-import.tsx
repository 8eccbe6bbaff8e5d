import { data } from "react-router";
import { walletPath } from "~/account/paths";
import { requireVisitor } from "~/account/signed-in.server";
import { pageMeta } from "~/layout/meta";
import { businessDay } from "~/lib/calendar-day";
import { routePolicy } from "~/lib/route-policy";
import { redirectWithNotice } from "~/notices/flash.server";
import { successNotice } from "~/notices/notice";
import { readCatalog } from "~/points/catalog.server";
import { requestInfoContext } from "~/request-context";
import { PageHeader } from "~/ui/page-header";
import { SiteLink } from "~/ui/site-link";
import { walletContent } from "~/wallet/content.server";
import { ImportForm } from "~/wallet/import-form";
import { readWalletUpload } from "~/wallet/wallet-import.server";
import { replaceWallet } from "~/wallet/wallet-store.server";
import type { Route } from "./+types/account-wallet-import";

// The visitor's own session guards it (public only in that no admin sign-in does); never cached.
export const handle = routePolicy({ public: true });

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Import your wallet", "Replace your wallet with a CSV file exported from it."),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireVisitor(request, context.get(requestInfoContext).secure);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const visitor = await requireVisitor(request, context.get(requestInfoContext).secure);
  const { products, programIds } = walletContent(await readCatalog());
  const upload = await readWalletUpload(request, { today: businessDay(), products, programIds });
  if (!upload.ok) return data({ errors: upload.errors }, { status: upload.status });
  await replaceWallet(visitor.accountId, upload.wallet);
  const { members, cards, balances } = upload.wallet;
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return redirectWithNotice(
    context,
    walletPath,
    successNotice(
      "Wallet imported",
      `${count(upload.rows, "row", "rows")}: ${count(members.length, "member", "members")}, ${count(cards.length, "card", "cards")} and ${count(balances.length, "balance", "balances")}.`,
    ),
  );
}

export default function AccountWalletImport({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Import your wallet">
        <p>Read a wallet back from a CSV file, such as one exported from this wallet.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <ImportForm errors={actionData?.errors} />
        <p className="mt-8">
          <SiteLink to={walletPath} className="font-semibold text-brand-700 underline">
            Back to your wallet
          </SiteLink>
        </p>
      </div>
    </>
  );
}
