import { data } from "react-router";
import { readWithVisitor, requestVisitor } from "~/account/account.server";
import { answerMessage } from "~/chat/assistant.server";
import { assistantCards } from "~/jobs/assistant-cards.server";
import { allowChatMessage } from "~/chat/chat-rate-limit.server";
import { parseChatRequest, userMessages } from "~/chat/chat-request";
import { assistantPoints } from "~/points/assistant-knowledge";
import { readCatalog } from "~/points/catalog.server";
import { publishedIssuerRules } from "~/eligibility/rules-store.server";
import { requestInfoContext } from "~/request-context";
import { publicBonusList } from "~/transfer-bonuses/bonuses.server";
import { savedHoldings } from "~/wallet/wallet-use";
import { walletOf, walletStampColumns } from "~/wallet/wallet-of.server";
import type { Route } from "./+types/api-search-flights";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true });

// The wallet's stamp is read in the visitor's own statement, so a kept wallet costs no statement (decision 077).
export const middleware: Route.MiddlewareFunction[] = [readWithVisitor(walletStampColumns)];

const noStore = { "Cache-Control": "no-store" };

/** The spec's 'search-flights' function: one message in, the assistant's answer out, as JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST." }, { status: 405, headers: { ...noStore, Allow: "POST" } });
  const { ip } = context.get(requestInfoContext);
  const allowance = await allowChatMessage(ip);
  if (!allowance.ok) {
    return data(
      { error: "Too many messages. Please wait a minute and try again." },
      { status: 429, headers: { ...noStore, "Retry-After": String(allowance.retryAfterSeconds) } },
    );
  }
  const parsed = parseChatRequest(request.headers.get("content-type"), await request.text());
  if (!parsed.ok) return data({ error: parsed.error }, { status: 400, headers: noStore });
  const visitor = requestVisitor(request, context).then(walletOf);
  const [catalog, bonuses, wallet, rules] = await Promise.all([readCatalog(), publicBonusList(), visitor, publishedIssuerRules()]);
  const points = assistantPoints(catalog, bonuses.current, bonuses.today, bonuses.updatedAt);
  const saved = wallet && savedHoldings(wallet, points.currencies);
  // The card catalogue and the issuers' rules, and this visitor's verdicts when their wallet lists cards.
  const cards = assistantCards(catalog, rules, wallet);
  const answer = await answerMessage(parsed.request.message, userMessages(parsed.request.history), { points, saved, cards });
  return data(answer, { headers: noStore });
}

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { ...noStore, Allow: "POST" } });
}
