import { data } from "react-router";
import { readWithVisitor, requestVisitor } from "~/account/account.server";
import { answerChatForm } from "~/chat/chat-form.server";
import { assistantCards } from "~/jobs/assistant-cards.server";
import { ChatPage } from "~/chat/chat-page";
import { chatTexts } from "~/chat/chat-texts";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { assistantPoints } from "~/points/assistant-knowledge";
import { readCatalog } from "~/points/catalog.server";
import { publishedIssuerRules } from "~/eligibility/rules-store.server";
import { requestInfoContext } from "~/request-context";
import { publicBonusList } from "~/transfer-bonuses/bonuses.server";
import { savedHoldings } from "~/wallet/wallet-use";
import { walletOf, walletStampColumns } from "~/wallet/wallet-of.server";
import type { Route } from "./+types/flight-search";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

// The wallet's stamp is read in the visitor's own statement, so a kept wallet costs no statement (decision 077).
export const middleware: Route.MiddlewareFunction[] = [readWithVisitor(walletStampColumns)];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: chatTexts.title,
    description:
      "Ask where and when you want to fly, and see award space with the miles, taxes and seats left, or let our concierge book it.",
    path: "/flight-search",
    siteUrl: rootSiteUrl(matches),
  });

export async function action({ request, context }: Route.ActionArgs) {
  const { ip } = context.get(requestInfoContext);
  const visitor = requestVisitor(request, context).then(walletOf);
  const [catalog, bonuses, wallet, rules] = await Promise.all([readCatalog(), publicBonusList(), visitor, publishedIssuerRules()]);
  const points = assistantPoints(catalog, bonuses.current, bonuses.today, bonuses.updatedAt);
  const saved = wallet && savedHoldings(wallet, points.currencies);
  // The card catalogue and the issuers' rules, and this visitor's verdicts when their wallet lists cards.
  const cards = assistantCards(catalog, rules, wallet);
  const result = await answerChatForm(await request.formData(), ip, { points, saved, cards });
  return data(result, { status: result.status, headers: { "Cache-Control": "no-store" } });
}

export default function FlightSearch({ actionData }: Route.ComponentProps) {
  return <ChatPage result={actionData} />;
}
