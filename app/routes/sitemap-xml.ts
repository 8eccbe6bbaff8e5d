import { listPublishedDeals } from "~/deals/deals.server";
import { routePolicy } from "~/lib/route-policy";
import { routeTableContext } from "~/lib/route-table";
import { requestInfoContext } from "~/request-context";
import { sitemapXml } from "~/seo/sitemap";
import type { Route } from "./+types/sitemap-xml";

export const handle = routePolicy({ public: true, cacheable: true });

export async function loader({ context }: Route.LoaderArgs) {
  const xml = sitemapXml(
    context.get(requestInfoContext).siteUrl,
    context.get(routeTableContext).indexablePaths,
    await listPublishedDeals(),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
