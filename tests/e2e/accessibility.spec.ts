import { expect, test, type Cookie, type Page } from "@playwright/test";
import { logInAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { baseURL } from "./support/server";
import { screens, waitForHydration } from "./support/site";

async function open(page: Page, path: string, status: number): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await waitForHydration(page);
}

// Every public page passes axe at both widths in public-pages.spec.ts, in the same visit as its other load checks.
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
