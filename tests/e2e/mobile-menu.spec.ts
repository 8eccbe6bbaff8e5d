import { expect, test, type Page } from "@playwright/test";
import { disclosureToggle, mainNavLinks, phone, waitForHydration } from "./support/site";

test.use({ viewport: phone });

function mobileNav(page: Page) {
  return page.getByRole("navigation", { name: "Mobile" });
}

async function openMenu(page: Page) {
  await expect(mobileNav(page)).toBeHidden();
  await disclosureToggle(page.getByRole("banner"), "Menu").click();
  const nav = mobileNav(page);
  await expect(nav).toBeVisible();
  // The spec's navigation, then the visitor's account link (issue 30), then Get Started.
  await expect(nav.getByRole("link")).toHaveText([...mainNavLinks.map((link) => link.name), "Sign in", "Get Started"]);
  await expect(nav.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/account/sign-in");
  await expect(nav.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/booking-form");
  return nav;
}

test("the desktop navigation and Get Started are hidden on a phone", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toBeHidden();
  await expect(disclosureToggle(page.getByRole("banner"), "Menu")).toBeVisible();
});

test("the menu toggle reveals the links; choosing one navigates and closes the menu", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const nav = await openMenu(page);
  await expect(page.getByRole("banner").locator("details:has(nav)")).toHaveAttribute("open", "");

  await nav.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Pointwise" })).toBeVisible();
  await expect(mobileNav(page)).toBeHidden();
  await expect(disclosureToggle(page.getByRole("banner"), "Menu")).toBeVisible();
});

test("Get Started in the menu goes to the booking form and closes the menu", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const nav = await openMenu(page);
  await nav.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/booking-form");
  await expect(mobileNav(page)).toBeHidden();
});

test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await openMenu(page);
  await page.keyboard.press("Escape");
  await expect(mobileNav(page)).toBeHidden();
  const toggle = disclosureToggle(page.getByRole("banner"), "Menu");
  await expect(toggle).toBeVisible();
  await expect(toggle).toBeFocused();
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu still opens and its links work", async ({ page }) => {
    await page.goto("/");
    const nav = await openMenu(page);
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Pointwise" })).toBeVisible();
    await expect(mobileNav(page)).toBeHidden();
  });
});
