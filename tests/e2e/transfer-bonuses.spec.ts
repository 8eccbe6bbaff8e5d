import { expect, test, type Page } from "@playwright/test";
import { startFakeBonusSource, validKey, type FakeBonusSource } from "../support/fake-bonus-source";
import { adminMenuLink, logInAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { bonusSourcePort } from "./support/server";
import { waitForHydration } from "./support/site";
import { scrapeStepTimeoutMs } from "./support/step-timeouts";

/*
 * The auto-updater end to end against a local fake of the bonus page and the scraping
 * service, then the public page it fills. One serial flow: each step needs the one before.
 */
test.describe.configure({ mode: "serial" });

let fake: FakeBonusSource;
test.beforeAll(async () => {
  fake = await startFakeBonusSource(bonusSourcePort);
});
test.afterAll(async () => {
  await fake?.stop();
});

const toast = (page: Page, text: string) => page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: text });

test("the public page starts empty and points to the newsletter", async ({ page }) => {
  await page.goto("/transfer-bonuses");
  await expect(page.getByRole("heading", { level: 1, name: "Transfer Bonuses" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No transfer bonuses right now" })).toBeVisible();
  await expect(page.getByRole("link", { name: "join our newsletter" })).toHaveAttribute("href", "/#newsletter");
  await expectNoAxeViolations(page);
});

test("the admin tests and saves a key, scrapes with live progress, copies and publishes", async ({ page, context }) => {
  // A sign-in, an axe scan, three key checks against the fake service, a scrape and a publish.
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await logInAsAdmin(page);
  await page.goto("/admin");
  await (await adminMenuLink(page, "Transfer bonuses")).click();
  await expect(page.getByRole("heading", { level: 1, name: "Transfer Bonus Auto-Updater" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Save API Key" }).click();
  await expect(toast(page, "Please enter your Firecrawl API key")).toBeVisible();

  await page.getByRole("textbox", { name: "Firecrawl API key" }).fill("fc-not-a-real-key-000");
  await page.getByRole("button", { name: "Save API Key" }).click();
  await expect(toast(page, "Invalid API key. Please check and try again.")).toBeVisible();

  await page.getByRole("textbox", { name: "Firecrawl API key" }).fill(validKey);
  await page.getByRole("button", { name: "Save API Key" }).click();
  await expect(toast(page, "API key saved and validated successfully")).toBeVisible();
  await expect(page.getByText(`Key in use: ${validKey.slice(0, 3)}`)).toBeVisible();
  expect(await page.content()).not.toContain(validKey);
  await waitForHydration(page);

  const hold = fake.holdScrapes();
  await page.getByRole("button", { name: "Scrape Latest Bonuses" }).click();
  const bar = page.getByRole("progressbar", { name: "Scrape progress" });
  await expect(bar).toHaveAttribute("aria-valuenow", "50", { timeout: scrapeStepTimeoutMs });
  await expect(page.getByText("Scraping website...")).toBeVisible();
  hold.release();
  await expect(toast(page, "Found 3 current transfer bonuses")).toBeVisible({ timeout: scrapeStepTimeoutMs });
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByRole("heading", { name: "Results (3)" })).toBeVisible();
  await expect(page.getByText(/^Updated: /)).toBeVisible();

  await page.getByRole("button", { name: "Copy Code" }).click();
  await expect(toast(page, "Copied")).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Array<{ from: string; startDate: string }>;
  expect(copied.map((bonus) => bonus.from)).toContain("Capital One Miles");
  expect(copied[0]!.startDate).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);

  await expect(page.getByRole("heading", { name: "New (3)" })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page, "The public transfer bonus list has been replaced.")).toBeVisible();
  await expect(page.getByRole("cell", { name: "manual" }).first()).toBeVisible();

  await page.getByRole("button", { name: "Change API Key" }).click();
  await expect(page.getByRole("textbox", { name: "Firecrawl API key" })).toBeVisible();
});

test("a scrape that finds nothing warns that the page may have changed", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto("/admin/transfer-bonuses");
  await waitForHydration(page);
  fake.setPage({ html: "<h1>Nothing here</h1>", markdown: "# Nothing here" });
  await page.getByRole("button", { name: "Scrape Latest Bonuses" }).click();
  await expect(toast(page, "No transfer bonuses found. The website structure may have changed.")).toBeVisible({
    timeout: scrapeStepTimeoutMs,
  });
  fake.setPage(undefined);
});

test("the public page lists the published bonuses, soonest-ending first, upcoming marked", async ({ page }) => {
  await page.goto("/transfer-bonuses");
  const table = page.getByRole("table", { name: /^Current transfer bonuses as of [A-Z][a-z]+ \d{1,2}, \d{4}$/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText(["Transfer From", "Transfer Bonus Details", "Start Date", "End Date"]);
  await expect(table.getByRole("rowheader")).toHaveText([
    "American Express Membership Rewards",
    "Chase Ultimate Rewards",
    "Capital One Miles",
  ]);
  await expect(table.getByRole("row").filter({ hasText: "Capital One Miles" })).toContainText("Upcoming");
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await expectNoAxeViolations(page);
});
