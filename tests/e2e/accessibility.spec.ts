import { expect, test, type Cookie, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { baseURL } from "./support/server";
import { desktop, disclosureToggle, phone, publicPages, screens, waitForHydration } from "./support/site";

async function open(page: Page, path: string, status: number): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await waitForHydration(page);
}

test.describe("on a desktop screen", () => {
  test.use({ viewport: desktop });

  for (const { path, status } of publicPages) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await open(page, path, status);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: phone });

  for (const { path, status } of publicPages) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await open(page, path, status);
      await expectNoAxeViolations(page);
    });

    test(`${path} has no axe violations with the menu open`, async ({ page }) => {
      await open(page, path, status);
      await disclosureToggle(page, "Menu").click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("the admin dashboard", () => {
  // One login for the whole group keeps the suite far below the login rate limit.
  let adminCookies: Cookie[] = [];

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL });
    await logInAsAdmin(await context.newPage());
    adminCookies = (await context.storageState()).cookies;
    await context.close();
  });

  for (const [screen, viewport] of screens) {
    test.describe(`on ${screen}`, () => {
      test.use({ viewport });

      test("has no axe violations", async ({ context, page }) => {
        await context.addCookies(adminCookies);
        await open(page, "/admin", 200);
        await expect(page).toHaveURL((url) => url.pathname === "/admin");
        await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
});
