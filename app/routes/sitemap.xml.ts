import { listPublishedDeals } from "~/deals/deals.server";
import { requestInfoContext } from "~/request-context";
import { sitemapXml } from "~/seo/sitemap";
import type { Route } from "./+types/sitemap.xml";

export async function loader({ context }: Route.LoaderArgs) {
  const xml = sitemapXml(context.get(requestInfoContext).siteUrl, await listPublishedDeals());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
