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

test("the privacy policy names who receives data, how long it is kept, and the self-service page", async ({ page }) => {
  await page.goto("/privacy-policy");
  const main = page.getByRole("main");
  const sharing = main.getByRole("region", { name: "4. Sharing Your Information" });
  for (const receiver of ["mail server", "Stripe", "Firecrawl", "seats.aero"]) await expect(sharing).toContainText(receiver);
  const retention = main.getByRole("region", { name: "6. Data Retention" });
  for (const period of [
    "deleted after 7 days",
    "24 months after the request is closed",
    "90 days after delivery",
    "one day",
    "12 months",
  ]) {
    await expect(retention).toContainText(period);
  }
  await expect(main.getByRole("region", { name: "5. Your Rights (GDPR)" }).getByRole("link", { name: "Your data page" })).toHaveAttribute(
    "href",
    "/privacy/my-data",
  );
  await expect(main.getByRole("region", { name: "7. Contact Us" }).getByRole("link", { name: "privacy@example.com" })).toBeVisible();
});
