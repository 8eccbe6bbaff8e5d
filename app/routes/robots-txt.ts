import { requestInfoContext } from "~/request-context";
import { robotsTxt } from "~/seo/robots";
import type { Route } from "./+types/robots-txt";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true, cacheable: true });

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(requestInfoContext).siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
