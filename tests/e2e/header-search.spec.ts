import { expect, test, type Page } from "@playwright/test";
import { desktop, disclosureToggle, waitForHydration } from "./support/site";

test.use({ viewport: desktop });

async function searchFromHeader(page: Page) {
  const header = page.getByRole("banner");
  const searchBox = header.getByRole("searchbox", { name: "Search deals" });
  await expect(searchBox).toBeHidden();
  await disclosureToggle(header, "Search deals").click();
  await expect(searchBox).toBeVisible();
  await searchBox.fill("sapphire");
  await searchBox.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/deals" && url.searchParams.get("q") === "sapphire");
  await expect(page.getByRole("heading", { level: 1, name: "Credit Card Deals" })).toBeVisible();
}

test("the search button opens a search box that searches the deals", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await searchFromHeader(page);
  await expect(page.getByRole("banner").getByRole("searchbox", { name: "Search deals" })).toBeHidden();
});

test("the search box takes focus when it opens", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await disclosureToggle(page.getByRole("banner"), "Search deals").click();
  await expect(page.getByRole("searchbox", { name: "Search deals" })).toBeFocused();
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the search button still opens a search box that searches the deals", async ({ page }) => {
    await page.goto("/about");
    await searchFromHeader(page);
  });
});
