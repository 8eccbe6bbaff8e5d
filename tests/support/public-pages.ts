/** The pages anyone can open, shared by the browser tests and the HTTP tests of their HTML. */
export interface SitePage {
  path: string;
  /** The HTTP status the page must answer. */
  status: number;
  /** The not-found page logs the path it was asked for to the console (spec section 2). */
  logsNotFound?: boolean;
  /** Anonymous visitors get it from the page cache after its first render (server/page-cache.ts). */
  cached?: boolean;
}

/** Every page built so far that needs no login. */
export const publicPages: readonly SitePage[] = [
  { path: "/", status: 200, cached: true },
  { path: "/deals", status: 200, cached: true },
  { path: "/deals?q=zzzz-nothing", status: 200, cached: true },
  { path: "/deals/chase-sapphire-preferred-75k", status: 200, cached: true },
  { path: "/deals/some-unknown-id", status: 404 },
  { path: "/transfer-bonuses", status: 200, cached: true },
  { path: "/transfer-partners", status: 200, cached: true },
  { path: "/transfer-partners?currency=chase-ultimate-rewards", status: 200, cached: true },
  { path: "/transfer-partners/values", status: 200, cached: true },
  { path: "/transfer-bonuses/history", status: 200, cached: true },
  { path: "/transfer-bonuses/history?program=virgin-atlantic-flying-club", status: 200, cached: true },
  { path: "/concierge", status: 200, cached: true },
  { path: "/concierge/terms", status: 200, cached: true },
  { path: "/concierge/book", status: 200 },
  { path: "/booking-form", status: 200, cached: true },
  { path: "/booking-form/received", status: 200 },
  { path: "/about", status: 200, cached: true },
  { path: "/privacy-policy", status: 200, cached: true },
  { path: "/privacy/my-data", status: 200 },
  { path: "/cookie-preferences", status: 200, cached: true },
  { path: "/flight-search", status: 200, cached: true },
  { path: "/guide", status: 200, cached: true },
  { path: "/no-such-page", status: 404, logsNotFound: true },
  { path: "/admin/login", status: 200 },
];
