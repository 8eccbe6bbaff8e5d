import { expect, test } from "@playwright/test";

test("What We Offer links to the deals and the concierge services", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Pointwise" })).toBeVisible();

  const offer = page.getByRole("region", { name: "What We Offer" });
  await expect(offer.getByRole("heading", { level: 2, name: "What We Offer" })).toBeVisible();
  await expect(offer.getByRole("link", { name: "Credit Card Deals" })).toHaveAttribute("href", "/deals");
  await expect(offer.getByRole("link", { name: "Concierge Services" })).toHaveAttribute("href", "/concierge");

  await offer.getByRole("link", { name: "Concierge Services" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/concierge");
  await expect(page.getByRole("heading", { level: 1, name: "Concierge Services" })).toBeVisible();
});
