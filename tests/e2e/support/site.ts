import { expect, type Locator, type Page } from "@playwright/test";
import { hydrationTimeoutMs } from "./step-timeouts";

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

/** The two widths layout tests run at. */
export const screens = [
  ["a desktop screen", desktop],
  ["a phone", phone],
] as const;

export interface SitePage {
  path: string;
  /** The HTTP status the page must answer. */
  status: number;
  /** The not-found page logs the path it was asked for to the console. */
  logsNotFound?: boolean;
  /** Anonymous visitors get it from the page cache after its first render (server/page-cache.ts). */
  cached?: boolean;
  /** An /admin page: the admin's own frame (a header and <main>), without the site's menu and footer (decision 085). */
  adminFrame?: boolean;
}

/** Every page built so far that needs no login. */
export const publicPages: readonly SitePage[] = [
  { path: "/", status: 200, cached: true },
  { path: "/deals", status: 200, cached: true },
  { path: "/deals?q=zzzz-nothing", status: 200, cached: true },
  { path: "/deals/chase-sapphire-preferred-75k", status: 200, cached: true },
  { path: "/deals/some-unknown-id", status: 404 },
  { path: "/deals/compare", status: 200 },
  { path: "/deals/compare?ids=chase-sapphire-preferred-75k,american-express-platinum-175k", status: 200 },
  { path: "/deals?can-get=1", status: 200, cached: true },
  { path: "/card-rules", status: 200, cached: true },
  { path: "/eligibility", status: 200, cached: true },
  { path: "/plan", status: 200, cached: true },
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
  { path: "/account/sign-in", status: 200 },
  { path: "/cookie-preferences", status: 200, cached: true },
  { path: "/flight-search", status: 200, cached: true },
  { path: "/guide", status: 200, cached: true },
  { path: "/no-such-page", status: 404, logsNotFound: true },
  { path: "/admin/login", status: 200, adminFrame: true },
];

export const mainNavLinks = [
  { name: "Home", href: "/" },
  { name: "Credit Card Deals", href: "/deals" },
  { name: "Transfer Bonuses", href: "/transfer-bonuses" },
  { name: "Concierge Services", href: "/concierge" },
  { name: "About", href: "/about" },
] as const;

/**
 * The header's disclosure toggles are native <summary> elements. Browsers expose them to
 * assistive technology as expandable buttons, but Playwright's role engine gives <summary> no
 * role, so they are found by their accessible label instead.
 */
export function disclosureToggle(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(label, { exact: true }).and(scope.locator("summary"));
}

/**
 * Resolves once React has hydrated the page (it tags each element it claims), so an
 * interaction is handled by the app and not only by the server-rendered HTML.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const main = document.querySelector("main");
          return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
        }),
      { message: "the page should hydrate", timeout: hydrationTimeoutMs },
    )
    .toBe(true);
}
