import { data } from "react-router";
import { NotFoundPage } from "~/layout/status-pages";
import { pageMeta } from "~/layout/meta";
import { requestInfoContext } from "~/request-context";
import type { Route } from "./+types/not-found";
import { routePolicy } from "~/lib/route-policy";

export const handle = routePolicy({ public: true });

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.get(requestInfoContext).log.warn({ path }, "page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Page not found", "The page you were looking for does not exist."),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}
