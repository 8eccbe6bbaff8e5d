import { data } from "react-router";
import { answerChatForm } from "~/chat/chat-form.server";
import { ChatPage } from "~/chat/chat-page";
import { chatTexts } from "~/chat/chat-texts";
import { rootSiteUrl, seoMeta } from "~/layout/meta";
import { assistantPoints } from "~/points/assistant-knowledge";
import { readCatalog } from "~/points/catalog.server";
import { requestInfoContext } from "~/request-context";
import { publicBonusList } from "~/transfer-bonuses/bonuses.server";
import type { Route } from "./+types/flight-search";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, indexable: true, cacheable: true });

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: chatTexts.title,
    description:
      "Ask where and when you want to fly, and see award space with the miles, taxes and seats left, or let our concierge book it.",
    path: "/flight-search",
    siteUrl: rootSiteUrl(matches),
  });

export async function action({ request, context }: Route.ActionArgs) {
  const [catalog, bonuses] = await Promise.all([readCatalog(), publicBonusList()]);
  const points = assistantPoints(catalog, bonuses.current, bonuses.today, bonuses.updatedAt);
  const result = await answerChatForm(await request.formData(), context.get(requestInfoContext).ip, points);
  return data(result, { status: result.status, headers: { "Cache-Control": "no-store" } });
}

export default function FlightSearch({ actionData }: Route.ComponentProps) {
  return <ChatPage result={actionData} />;
}
