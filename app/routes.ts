import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/** The route table of spec section 2, written out by hand. */
export default [
  index("routes/home.tsx"),
  route("deals", "routes/deals.tsx"),
  route("deals/:id", "routes/deal.tsx"),
  route("transfer-bonuses", "routes/transfer-bonuses.tsx"),
  route("concierge", "routes/concierge.tsx"),
  route("concierge/terms", "routes/concierge-terms.tsx"),
  route("booking-form", "routes/booking-form.tsx"),
  route("booking-form/received", "routes/booking-form-received.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("cookie-preferences", "routes/cookie-preferences.tsx"),
  route("go/:id", "routes/go.ts"),
  route("api/insights", "routes/api.insights.ts"),
  route("flight-search", "routes/flight-search.tsx"),
  route("api/search-flights", "routes/api.search-flights.ts"),
  route("hooks/transfer-bonuses", "routes/hooks.transfer-bonuses.ts"),

  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/deals", "routes/admin/deals.tsx"),
    route("admin/deals/new", "routes/admin/deals-new.tsx"),
    route("admin/deals/:id", "routes/admin/deals-edit.tsx"),
    route("admin/deals/:id/delete", "routes/admin/deals-delete.tsx"),
    route("admin/requests", "routes/admin/requests.tsx"),
    route("admin/requests.csv", "routes/admin/requests-csv.ts"),
    route("admin/requests/:id", "routes/admin/request-detail.tsx"),
    route("admin/outbox", "routes/admin/outbox.tsx"),
    route("admin/outbox/:id", "routes/admin/outbox-message.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/insights", "routes/admin/insights.tsx"),
    route("admin/searches", "routes/admin/searches.tsx"),
    route("admin/transfer-bonuses", "routes/admin/transfer-bonuses.tsx"),
    route("admin/transfer-bonuses/runs/:id", "routes/admin/transfer-bonuses-run.ts"),
  ]),

  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("rss.xml", "routes/rss.xml.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
