import { requireVisitor } from "~/account/signed-in.server";
import { businessDay } from "~/lib/calendar-day";
import { routePolicy } from "~/lib/route-policy";
import { requestInfoContext } from "~/request-context";
import { walletToCsv } from "~/wallet/wallet-csv";
import { loadWallet } from "~/wallet/wallet-store.server";
import type { Route } from "./+types/account-wallet-export";

// The visitor's own session guards it; never cached anywhere (no-store): the file is one person's.
export const handle = routePolicy({ public: true });

/** The signed-in visitor's whole wallet as one CSV file, the one the import page reads back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const visitor = await requireVisitor(request, context.get(requestInfoContext).secure);
  return new Response(walletToCsv(await loadWallet(visitor.accountId)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="pointwise-wallet-${businessDay()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
