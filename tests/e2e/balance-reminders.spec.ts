import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";

/*
 * Issue 32: the "stop balance reminders" page a reminder email links to, with JavaScript on and
 * off. A valid link is signed with the server's own key for an account's link key, neither of which
 * a browser test can read, and the daily job that would email one runs only on its schedule; so
 * here the page answers a forged or missing token, and the valid link's question, one-click post and
 * repeat are database tests (tests/integration/balance-reminders.test.ts).
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(`the stop link, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a forged token gets a plain explanation, status 400, and turns nothing off", async ({ page }) => {
      for (const path of ["/alerts/balance-reminders/off?token=forged.token", "/alerts/balance-reminders/off"]) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(400);
        if (javaScriptEnabled) await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
        await expect(page.getByText("Copy the whole address from the email")).toBeVisible();
        await expect(page.getByRole("button", { name: "Stop balance reminders" })).toHaveCount(0);
        await expect(page.getByRole("link", { name: "Go to your wallet" })).toHaveAttribute("href", "/account/wallet");
        // axe runs in the page, so only where scripts run (as every other spec does).
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      }
    });
  });
}

test("a mail app's one-click post with a forged token is refused", async ({ request }) => {
  // As a mail provider posts it: no cookie, no Origin, the RFC 8058 body.
  const response = await request.post("/alerts/balance-reminders/off?token=forged.token", { form: { "List-Unsubscribe": "One-Click" } });
  expect(response.status()).toBe(400);
});
