import { routePolicy } from "~/lib/route-policy";
import { RouteTable, type RouteManifest } from "~/lib/route-table";
import { foldedText } from "~/page-cache/query-key";

/** A route table for page-cache tests: one cacheable page, `/deals`, reading its search `q` as the deals page does. */
export const dealsOnlyManifest: RouteManifest = {
  root: { id: "root", path: "", module: {} },
  deals: {
    id: "deals",
    parentId: "root",
    path: "deals",
    module: { handle: routePolicy({ public: true, cacheable: true, query: { q: foldedText } }) },
  },
};

export const dealsOnlyRoutes = new RouteTable(dealsOnlyManifest);

/** The same with a cacheable page carrying a public form, `/booking-form`. */
export const dealsAndFormManifest: RouteManifest = {
  ...dealsOnlyManifest,
  bookingForm: {
    id: "bookingForm",
    parentId: "root",
    path: "booking-form",
    module: { handle: routePolicy({ public: true, cacheable: true, publicForm: true }) },
  },
};

export const dealsAndFormRoutes = new RouteTable(dealsAndFormManifest);
