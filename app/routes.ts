import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/** The route table of spec section 2, written out by hand. */
export default [
  index("routes/home.tsx"),
  route("deals", "routes/deals.tsx"),
  route("deals/:id", "routes/deal.tsx"),
  route("transfer-bonuses", "routes/transfer-bonuses.tsx"),
  route("concierge", "routes/concierge.tsx"),
  route("concierge/book", "routes/concierge-book.tsx"),
  route("concierge/book/availability", "routes/concierge-book-availability.ts"),
  route("concierge/book/confirmed", "routes/concierge-book-confirmed.tsx"),
  route("concierge/book/checkout-cancelled", "routes/concierge-book-checkout-cancelled.tsx"),
  route("concierge/book/manage", "routes/concierge-book-manage.tsx"),
  route("webhooks/stripe", "routes/webhooks-stripe.ts"),
  route("booking-form", "routes/booking-form.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("go/:id", "routes/go.ts"),

  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/deals", "routes/admin/deals.tsx"),
    route("admin/deals/new", "routes/admin/deals-new.tsx"),
    route("admin/deals/:id", "routes/admin/deals-edit.tsx"),
    route("admin/deals/:id/delete", "routes/admin/deals-delete.tsx"),
    route("admin/outbox", "routes/admin/outbox.tsx"),
    route("admin/outbox/:id", "routes/admin/outbox-message.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/bookings", "routes/admin/bookings.tsx"),
  ]),

  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("rss.xml", "routes/rss.xml.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
