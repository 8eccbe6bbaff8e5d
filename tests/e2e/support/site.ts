import { expect, type Locator, type Page } from "@playwright/test";

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

/** The two widths layout tests run at. */
export const screens = [
  ["a desktop screen", desktop],
  ["a phone", phone],
] as const;

export { publicPages, type SitePage } from "../../support/public-pages";

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
      { message: "the page should hydrate" },
    )
    .toBe(true);
}
