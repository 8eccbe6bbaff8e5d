import { expect, test } from "@playwright/test";

test("an unknown path answers 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByText("404", { exact: true })).toBeVisible();

  const home = page.getByRole("main").getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Explore Credit Card Deals" })).toBeVisible();
});

test("an unknown deal answers 404 with a way back to the deals", async ({ page }) => {
  const response = await page.goto("/deals/unknown-id");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Deal not found" })).toBeVisible();

  const back = page.getByRole("main").getByRole("link", { name: "Back to Deals" });
  await expect(back).toHaveAttribute("href", "/deals");
  await back.click();
  await expect(page).toHaveURL((url) => url.pathname === "/deals");
  await expect(page.getByRole("heading", { level: 1, name: "Credit Card Deals" })).toBeVisible();
});

test("the not-found pages ask search engines not to index them", async ({ page }) => {
  for (const path of ["/no-such-page", "/deals/unknown-id"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex");
  }
});
