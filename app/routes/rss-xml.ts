import { listPublishedDeals } from "~/deals/deals.server";
import { requestInfoContext } from "~/request-context";
import { rssXml } from "~/seo/rss";
import type { Route } from "./+types/rss-xml";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, cacheable: true });

export async function loader({ context }: Route.LoaderArgs) {
  const xml = rssXml(context.get(requestInfoContext).siteUrl, await listPublishedDeals());
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
