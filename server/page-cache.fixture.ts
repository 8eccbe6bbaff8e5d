import { routePolicy } from "~/lib/route-policy";
import { RouteTable } from "~/lib/route-table";
import { foldedText } from "~/page-cache/query-key";

/** A route table for page-cache tests: one cacheable page, `/deals`, reading its search `q` as the deals page does. */
export const dealsOnlyRoutes = new RouteTable({
  root: { id: "root", path: "", module: {} },
  deals: {
    id: "deals",
    parentId: "root",
    path: "deals",
    module: { handle: routePolicy({ public: true, cacheable: true, query: { q: foldedText } }) },
  },
});
