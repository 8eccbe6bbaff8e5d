import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForEmail } from "./support/mailbox";
import { screens, waitForHydration } from "./support/site";

/*
 * Booking a strategy session like a visitor: the booking pages and the dialog, at both widths.
 * Each test books a different day so they never compete for a slot. Booking through the pages
 * with JavaScript off is an HTTP test (tests/integration/no-js-journeys-public.test.ts).
 */
async function fillDetails(scope: Page | ReturnType<Page["getByRole"]>, email: string) {
  await scope.getByLabel("First Name").fill("Ada");
  await scope.getByLabel("Last Name").fill("Lovelace");
  await scope.getByLabel("Email").fill(email);
  await scope.getByLabel("Phone").fill("555-123-4567");
  await scope.getByLabel("Card Number").fill("4242 4242 4242 4242");
  await scope.getByLabel("Expiry Date").fill("12/39");
  await scope.getByLabel("CVV").fill("123");
  await scope.getByLabel("Billing ZIP").fill("10001");
}

screens.forEach(([screenName, viewport], index) => {
  test(`the booking pages pass axe on ${screenName}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/concierge/book");
    await expectNoAxeViolations(page);
    await page
      .getByRole("link", { name: /times? available$/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: /Available Times - EST/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole("list", { name: /Available Times - EST/ })
      .getByRole("link")
      .first()
      .click();
    await page.getByRole("button", { name: "Confirm Booking & Pay $249" }).click();
    await expect(page.getByText("Please enter a valid phone number.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe(`the booking dialog on ${screenName}`, () => {
    test.use({ viewport });

    test("walks both steps with the spec's rules, traps focus, closes on Escape and books", async ({ page }) => {
      // Two dialog steps, every rule tried, then a booking: ran past 30 s beside a CI run and a scan.
      test.slow();
      await page.goto("/concierge");
      await waitForHydration(page);
      await page.locator("#strategy").getByRole("link", { name: "Book Session" }).click();
      const dialog = page.getByRole("dialog", { name: "Select Date & Time" });
      await expect(dialog).toBeVisible();
      const continueButton = dialog.getByRole("button", { name: "Continue to Booking Details" });
      await expect(continueButton).toBeDisabled();

      // Sundays are never offered.
      await expect(dialog.locator("td[data-day]").nth(0)).toHaveAttribute("data-disabled", "true");

      // Next month always has enough open days; this one may not, near its end.
      await dialog.getByRole("button", { name: /next month/i }).click();
      const open = dialog.locator("td[data-day]:not([data-disabled]) button");
      await open.nth(1 + index).click();
      await expect(dialog.getByRole("heading", { name: /Available Times - EST \(\d+ slots?\)/ })).toBeVisible();
      const times = dialog.getByRole("group").getByRole("button");
      const time = ((await times.first().textContent()) ?? "").match(/^\d+:\d+ [AP]M/)![0];
      await times.first().click();
      await expect(continueButton).toBeEnabled();
      await expect(dialog.getByText(`at ${time} EST`)).toBeVisible();

      // The time is kept when another day that offers it is chosen.
      await open.nth(3 + index).click();
      await expect(times.first()).toHaveAttribute("aria-pressed", "true");
      await expectNoAxeViolations(page);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.locator("#strategy").getByRole("link", { name: "Book Session" }).click();
      await expect(dialog).toBeVisible();

      await continueButton.click();
      const details = page.getByRole("dialog", { name: "Complete Your Booking" });
      await expect(details.getByRole("heading", { name: "Booking Summary" })).toBeVisible();
      await expect(details.getByText("1 hour")).toBeVisible();
      await details.getByRole("button", { name: "Confirm Booking & Pay $249" }).click();
      await expect(details.getByText("Please enter a valid email address.")).toBeVisible();
      await expect(details.getByText("CVV must be at least 3 digits.")).toBeVisible();
      await expectNoAxeViolations(page);

      // Focus stays in the modal dialog.
      for (let step = 0; step < 25; step++) await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);

      const email = `dialog-${index}-${Date.now()}@example.com`;
      await fillDetails(details, email);
      await details.getByRole("button", { name: "Confirm Booking & Pay $249" }).click();
      await expect(page.getByRole("heading", { name: "Booking Confirmed!", level: 1 })).toBeVisible();
      await expect(page.getByRole("status")).toContainText(`${time} EST`);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      const message = await waitForEmail({ to: email });
      expect(message.attachments[0]?.contentType).toMatch(/^text\/calendar/);
    });
  });
});

test("the dialog's code loads only when it is first opened", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => scripts.push(request.url()));
  await page.goto("/concierge");
  await waitForHydration(page);
  expect(scripts.some((url) => url.includes("booking-dialog"))).toBe(false);
  await page.locator("#strategy").getByRole("link", { name: "Book Session" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(scripts.some((url) => url.includes("booking-dialog"))).toBe(true);
});
