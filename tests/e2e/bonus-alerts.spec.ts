import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForEmail } from "./support/mailbox";
import { baseURL } from "./support/server";
import { waitForHydration } from "./support/site";

/*
 * Issue 24: the bonus history (filtered by a GET form) and bonus alerts chosen on the partners
 * page and changed on the preferences page the emails link, with JavaScript on and axe. The same
 * journeys with JavaScript off are HTTP tests (tests/integration/no-js-journeys-bonus-alerts.test.ts).
 */
const address = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

test.describe("JavaScript on", () => {
  test("the transfer bonuses page leads to the history, which filters by program and counts per partner", async ({ page }) => {
    await open(page, "/transfer-bonuses");
    // Other specs publish bonuses on the same server, so only what holds either way is checked here.
    await page.getByRole("link", { name: "the bonus history" }).click();
    await expect(page).toHaveURL(/\/transfer-bonuses\/history$/);
    await expect(page.getByRole("heading", { level: 1, name: "Transfer Bonus History" })).toBeVisible();
    await expect(page.getByRole("table", { name: /^Every bonus seen \(\d+\)$/ })).toBeVisible();
    await waitForHydration(page);

    await page.getByLabel("Airline or hotel program").selectOption({ label: "Virgin Atlantic Flying Club" });
    await page.getByRole("button", { name: "Show bonuses" }).click();
    await expect(page).toHaveURL(/\/transfer-bonuses\/history\?currency=&program=virgin-atlantic-flying-club$/);
    const list = page.getByRole("table", { name: /^Every bonus seen \(\d+\)$/ });
    await expect(list.getByRole("row").nth(1)).toContainText("Virgin Atlantic");
    await expect(list.getByRole("row").filter({ hasNotText: "Virgin Atlantic" })).toHaveCount(1); // the header
    const stats = page.getByRole("table", { name: "Bonuses by currency and partner" });
    await expect(stats.getByRole("row", { name: /American Express Membership Rewards/ })).toContainText("40%");
    await expectNoAxeViolations(page);
  });

  test("a visitor asks for alerts on the partners page, then changes them from the link in the email", async ({ page }) => {
    const email = address("alerts-js-on");
    await open(page, "/transfer-partners?program=hyatt");
    const form = page.getByRole("region", { name: "Email me when a bonus for World of Hyatt starts" });
    await expectNoAxeViolations(page);
    await form.getByLabel("Email address").fill("not-an-address");
    await form.getByRole("button", { name: "Email me" }).click();
    await expect(page).toHaveURL(/\/transfer-partners\?program=hyatt$/);
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByLabel("Email address")).toHaveValue("not-an-address");

    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Email me" }).click();
    await expect(page).toHaveURL(/\/transfer-partners\?program=hyatt$/);
    await expect(page.getByRole("status").filter({ hasText: "Alert saved" })).toBeVisible();

    const welcome = await waitForEmail({ to: email, subject: /Welcome to Pointwise/ });
    const link = /Choose which transfer bonuses you get an email about: (\S+)/.exec(welcome.text)?.[1];
    expect(link).toBeDefined();
    await open(page, link!.replace(/^https?:\/\/[^/]+/, baseURL));
    await expect(page.getByRole("heading", { level: 1, name: "Your transfer bonus alerts" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "World of Hyatt" })).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole("checkbox", { name: "Chase Ultimate Rewards" }).check();
    await page.getByRole("checkbox", { name: "World of Hyatt" }).uncheck();
    await page.getByRole("button", { name: "Save my alerts" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your alert choices are saved" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Chase Ultimate Rewards" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "World of Hyatt" })).not.toBeChecked();
  });
});

test("a forged preferences link shows that it is not valid", async ({ page }) => {
  const response = await page.goto("/newsletter/alerts?token=forged.token.value");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
});
