import { currentVisitor } from "~/account/account.server";
import { walletOffer } from "~/lib/wallet-offer";
import { requestInfoContext } from "~/request-context";
import { dialogAvailability } from "~/strategy-session/book-page.server";
import { walletOf } from "~/wallet/wallet-of.server";
import type { Route } from "./+types/concierge-book-availability";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true });

/**
 * The booking dialog's data: open days with their slots, fetched when the dialog opens, and for a
 * signed-in visitor the wallet box's counts (the /concierge page itself is cached, so it cannot say).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const wallet = await walletOf(await currentVisitor(request, context.get(requestInfoContext).secure));
  return Response.json(await dialogAvailability(new Date(), walletOffer(wallet)), { headers: { "Cache-Control": "no-store" } });
}
