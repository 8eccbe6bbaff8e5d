import { routePolicy } from "~/lib/route-policy";
import type { RouteManifest } from "~/lib/route-table";
import { requestTargets } from "./request-target";

const page = (id: string, path: string | undefined, handle: unknown, parentId = "root") => ({ id, parentId, path, module: { handle } });
const publicPage = routePolicy({ public: true });

/** The shapes of the site's route table the gates decide by: public pages, sign-in, pages behind it, server-posted routes, the catch-all. */
export const siteManifest: RouteManifest = {
  root: { id: "root", path: "", module: {} },
  home: { id: "home", parentId: "root", index: true, module: { handle: routePolicy({ public: true, cacheable: true }) } },
  deals: page("deals", "deals", routePolicy({ public: true, cacheable: true })),
  deal: page("deal", "deals/:id", routePolicy({ public: true, cacheable: true })),
  "booking-form": page("booking-form", "booking-form", publicPage),
  "admin/login": page("admin/login", "admin/login", publicPage),
  "admin/layout": page("admin/layout", undefined, undefined),
  "admin/dashboard": page("admin/dashboard", "admin", routePolicy({ public: false }), "admin/layout"),
  "admin/deals-new": page("admin/deals-new", "admin/deals/new", routePolicy({ public: false }), "admin/layout"),
  "admin/runs": page("admin/runs", "admin/runs/:id", routePolicy({ public: false }), "admin/layout"),
  "webhooks/stripe": page("webhooks/stripe", "webhooks/stripe", routePolicy({ public: true, postedByServers: true })),
  "hooks/transfer-bonuses": page("hooks/transfer-bonuses", "hooks/transfer-bonuses", routePolicy({ public: true, postedByServers: true })),
  unsubscribe: page("unsubscribe", "unsubscribe", routePolicy({ public: true, postedByServers: true })),
  "not-found": page("not-found", "*", publicPage),
};

export const siteTargets = requestTargets(siteManifest);
