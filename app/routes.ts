import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every page and endpoint of the site, written out by hand and grouped by the domain folder each
 * route serves. Whether a route is public, listed in the sitemap or kept in the page cache is
 * said by the route module itself, in its `handle` (app/lib/route-policy.ts).
 */
export default [
  // Site pages (layout/, config/).
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),

  // Deals (deals/): the list, each deal, its referral link and the feed of new deals.
  route("deals", "routes/deals.tsx"),
  route("deals/compare", "routes/deals-compare.tsx"),
  route("deals/:id", "routes/deal.tsx"),
  route("deals/:id/watch", "routes/deal-watch.ts"),
  // "Tell me when" (deals/): confirming a stranger's request, and each alert's one-click stop.
  route("alerts/offer-watch/confirm", "routes/alerts-offer-watch-confirm.tsx"),
  route("alerts/offer-watch/stop", "routes/alerts-offer-watch-stop.tsx"),
  route("go/:id", "routes/go.ts"),
  route("rss.xml", "routes/rss-xml.ts"),

  // Card application rules (eligibility/): each issuer's rules with their sources, the checker and the planner.
  route("card-rules", "routes/card-rules.tsx"),
  route("eligibility", "routes/eligibility.tsx"),
  route("plan", "routes/plan.tsx"),

  // Transfer bonuses (transfer-bonuses/): the public table, its history and the scrape provider's webhook.
  route("transfer-bonuses", "routes/transfer-bonuses.tsx"),
  route("transfer-bonuses/history", "routes/transfer-bonuses-history.tsx"),
  route("hooks/transfer-bonuses", "routes/hooks-transfer-bonuses.ts"),

  // Transfer partners and point values (points/): the partners page and how values are set.
  route("transfer-partners", "routes/transfer-partners.tsx"),
  route("transfer-partners/values", "routes/transfer-partners-values.tsx"),

  // Award-booking concierge (concierge/): the service, its terms and the request form.
  route("concierge", "routes/concierge.tsx"),
  route("concierge/terms", "routes/concierge-terms.tsx"),
  route("booking-form", "routes/booking-form.tsx"),
  route("booking-form/received", "routes/booking-form-received.tsx"),

  // Strategy session (strategy-session/), booked under /concierge/book, paid through Stripe.
  route("concierge/book", "routes/concierge-book.tsx"),
  route("concierge/book/availability", "routes/concierge-book-availability.ts"),
  route("concierge/book/confirmed", "routes/concierge-book-confirmed.tsx"),
  route("concierge/book/checkout-cancelled", "routes/concierge-book-checkout-cancelled.tsx"),
  route("concierge/book/manage", "routes/concierge-book-manage.tsx"),
  route("webhooks/stripe", "routes/webhooks-stripe.ts"),

  // Flight-search assistant (chat/).
  route("flight-search", "routes/flight-search.tsx"),
  route("api/search-flights", "routes/api-search-flights.ts"),

  // Newsletter (newsletter/): the sign-up section's own page and admin actions, confirming (double opt-in), bonus-alert choices, the free guide, unsubscribing.
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/admin", "routes/newsletter-admin.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("guide", "routes/guide.tsx"),
  route("newsletter/alerts", "routes/newsletter-alerts.tsx"),
  route("newsletter/alert-signup", "routes/newsletter-alert-signup.ts"),
  route("unsubscribe", "routes/unsubscribe.tsx"),

  // Cookie consent (consent/) and first-party insights (insights/).
  route("cookie-preferences", "routes/cookie-preferences.tsx"),
  route("api/insights", "routes/api-insights.ts"),

  // Personal data (privacy/): a visitor's own link to download or erase their data.
  route("privacy/my-data", "routes/privacy-my-data.tsx"),
  route("privacy/my-data/access", "routes/privacy-my-data-access.tsx"),
  route("privacy/my-data/export", "routes/privacy-my-data-export.ts"),

  // Visitor accounts (account/): sign in with an emailed code or a passkey, the account page, signing out.
  route("account", "routes/account.tsx"),
  route("account/passkeys", "routes/account-passkeys.ts"),
  route("account/sign-in", "routes/account-sign-in.tsx"),
  route("account/sign-in/code", "routes/account-sign-in-code.tsx"),
  route("account/sign-in/passkey", "routes/account-sign-in-passkey.ts"),
  route("account/sign-out", "routes/account-sign-out.ts"),
  // The visitor's wallet (wallet/): its page, and the whole wallet as a CSV file out and back in.
  route("account/wallet", "routes/account-wallet.tsx"),
  route("account/wallet/export", "routes/account-wallet-export.ts"),
  route("account/wallet/import", "routes/account-wallet-import.tsx"),
  // Every alert of the account in one place, each with its switch (issue 32).
  route("account/alerts", "routes/account-alerts.tsx"),
  // Award-space watches (award-watches/): the visitor's watches, and each email's one-click stop link.
  route("account/award-watches", "routes/account-award-watches.tsx"),
  route("alerts/award-watch/stop", "routes/alerts-award-watch-stop.tsx"),
  // Balance-expiry reminders (wallet/): the one-click "stop" link of each reminder email.
  route("alerts/balance-reminders/off", "routes/alerts-balance-reminders-off.tsx"),

  // The public forms' spam-guard stamp (security/).
  route("api/form-stamp", "routes/api-form-stamp.ts"),

  // Search engines (seo/).
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),

  // Admin (admin/ and each domain's admin/ folder): sign-in, then every page behind the layout's guard.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/login/verify", "routes/admin/login-verify.tsx"),
  route("admin/login/enrol", "routes/admin/login-enrol.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  // Public: the emailed single-use links (a password reset, an invitation) and asking for a reset.
  route("admin/login/forgot", "routes/admin/login-forgot.tsx"),
  route("admin/login/reset", "routes/admin/login-reset.tsx"),
  route("admin/invitation", "routes/admin/invitation.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    // The shell's one search box (admin/shell/): people across the lead tables, deals and bonuses by name.
    route("admin/search", "routes/admin/search.tsx"),
    route("admin/deals", "routes/admin/deals.tsx"),
    route("admin/deals/new", "routes/admin/deals-new.tsx"),
    route("admin/deals/:id", "routes/admin/deals-edit.tsx"),
    route("admin/deals/:id/delete", "routes/admin/deals-delete.tsx"),
    route("admin/requests", "routes/admin/requests.tsx"),
    route("admin/requests.csv", "routes/admin/requests-csv.ts"),
    route("admin/requests/:id", "routes/admin/request-detail.tsx"),
    route("admin/bookings", "routes/admin/bookings.tsx"),
    route("admin/subscribers", "routes/admin/subscribers.tsx"),
    route("admin/subscribers.csv", "routes/admin/subscribers-csv.ts"),
    route("admin/subscribers/:id/remove", "routes/admin/subscribers-remove.tsx"),
    route("admin/newsletter", "routes/admin/newsletter.tsx"),
    route("admin/alerts", "routes/admin/alerts.tsx"),
    route("admin/transfer-bonuses", "routes/admin/transfer-bonuses.tsx"),
    route("admin/transfer-bonuses/runs/:id", "routes/admin/transfer-bonuses-run.ts"),
    route("admin/transfer-partners", "routes/admin/transfer-partners.tsx"),
    route("admin/transfer-partners/:currency/:program", "routes/admin/transfer-partners-edit.tsx"),
    route("admin/transfer-partners/values", "routes/admin/point-values.tsx"),
    route("admin/transfer-partners/values/:subject/:id", "routes/admin/point-values-edit.tsx"),
    route("admin/card-rules", "routes/admin/card-rules.tsx"),
    route("admin/card-rules/:id", "routes/admin/card-rules-edit.tsx"),
    route("admin/insights", "routes/admin/insights.tsx"),
    route("admin/searches", "routes/admin/searches.tsx"),
    route("admin/outbox", "routes/admin/outbox.tsx"),
    route("admin/outbox/:id", "routes/admin/outbox-message.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/confirm", "routes/admin/confirm.tsx"),
    route("admin/admins", "routes/admin/admins.tsx"),
    route("admin/admins/:id/remove", "routes/admin/admins-remove.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/audit.csv", "routes/admin/audit-csv.ts"),
    route("admin/privacy", "routes/admin/privacy.tsx"),
    route("admin/privacy/export", "routes/admin/privacy-export.ts"),
  ]),

  // Any other path: the site's 404 page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
