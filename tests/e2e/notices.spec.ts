import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/admin-session";
import { waitForEmail } from "./support/mailbox";
import { waitForHydration } from "./support/site";
import { toastDurationMs } from "~/notices/notice";

/*
 * Notices after a post/redirect/get, through a real form that uses them (the owner's settings),
 * and the outbox that shows what the site sent.
 */
test.describe("a notice after a redirect, with JavaScript", () => {
  test("appears as a toast that announces itself, can be dismissed, and leaves by itself", async ({ adminPage: page }) => {
    // The page's own clock, so "leaves after three seconds" is measured in the page's time, not a busy machine's.
    await page.clock.install();
    await page.goto("/admin/settings");
    await waitForHydration(page);
    const address = page.getByLabel("Owner email (receives every new lead and booking)");
    await address.fill("toast-owner@example.com");
    await page.getByRole("button", { name: "Save settings" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Settings saved" });
    await expect(toast).toContainText("New leads go to toast-owner@example.com.");
    await toast.getByRole("link", { name: "Dismiss notification" }).click();
    await expect(toast).toHaveCount(0);

    await address.fill("toast-owner-2@example.com");
    await page.getByRole("button", { name: "Save settings" }).click();
    const second = page.getByRole("status").filter({ hasText: "Settings saved" });
    await expect(second).toBeVisible();
    await expectNoAxeViolations(page);
    // A toast stays three seconds.
    await page.clock.runFor(toastDurationMs);
    await expect(second).toHaveCount(0);
  });

  test("shows a destructive notice as an alert", async ({ adminPage: page }) => {
    await page.goto("/admin/settings");
    await page.getByRole("button", { name: "Send a test email" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Test email queued" })).toBeVisible();
    const sentLinks = page.getByRole("link", { name: "Pointwise test email" });
    await expect
      .poll(async () => {
        await page.goto("/admin/outbox?status=sent");
        return sentLinks.count();
      })
      .toBeGreaterThan(0);
    const href = await sentLinks.first().getAttribute("href");
    await page.clock.install();
    // Retrying a message that was already sent is refused with a destructive notice.
    const refused = await page.request.post(href!, { maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    await page.goto(href!);
    await waitForHydration(page);
    const alert = page.getByRole("alert").filter({ hasText: "Not queued" });
    await expect(alert).toContainText("Only a failed or waiting message can be retried.");
    await page.clock.runFor(toastDurationMs);
    await expect(alert).toHaveCount(0);
  });
});

test("the outbox lists a test email that reached the mail server, and passes axe", async ({ adminPage: page }) => {
  await page.goto("/admin/settings");
  await page.getByLabel("Owner email (receives every new lead and booking)").fill("outbox-owner@example.com");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
  await page.getByRole("button", { name: "Send a test email" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Test email queued" })).toBeVisible();
  const email = await waitForEmail({ to: "outbox-owner@example.com", subject: "Pointwise test email" });
  expect(email.text).toContain("Your mail settings work");

  await page.goto("/admin/outbox");
  const row = page.getByRole("row").filter({ hasText: "outbox-owner@example.com" });
  await expect(row.getByText("Sent", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: "Pointwise test email" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pointwise test email" })).toBeVisible();
  await expect(page.getByText("This test was sent from the admin's settings page.")).toBeVisible();
  await expectNoAxeViolations(page);
});
