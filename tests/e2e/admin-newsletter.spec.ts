import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/admin-session";
import { waitForHydration } from "./support/site";

test("the subscriber admin lists, filters and offers the export", async ({ adminPage: page }) => {
  await page.goto("/admin/subscribers");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/admin/subscribers.csv");
  await page.getByLabel("Status").selectOption("unsubscribed");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=unsubscribed/);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /status=unsubscribed/);
  await expectNoAxeViolations(page);
});

test("an issue is checked, previewed from markdown, and sent with its progress shown", async ({ adminPage: page }) => {
  // At least one active subscriber, so there is someone to send to.
  await page.goto("/");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Get the best deals in your inbox" });
  await section.getByLabel("Email address").fill(`issue-reader-${Date.now()}@example.com`);
  await section.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Success" })).toBeVisible();

  await page.goto("/admin/newsletter");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("Please enter a subject.")).toBeVisible();

  const subject = `Browser test issue ${Date.now()}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Body (markdown)").fill("Hello **readers**.\n\n- one\n- two");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.locator("strong")).toHaveText("readers");
  await expect(preview.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByLabel("Subject")).toHaveValue(subject);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: /^Send to \d+ subscribers$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sending" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toBeVisible();
});
