import { expect, test } from "@playwright/test";

test("the privacy policy has seven numbered sections", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    /^1\. .*Collect/,
    /^2\. .*Use/,
    /^3\. Cookies/,
    /^4\. .*Shar/,
    /^5\. .*Rights/,
    /^6\. .*Retention/,
    /^7\. Contact/,
  ]);
});

test("the privacy policy was last updated today, New York time", async ({ page }) => {
  const today = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date());
  await page.goto("/privacy-policy");
  await expect(page.getByText(`Last updated: ${today}`, { exact: true })).toBeVisible();
});
