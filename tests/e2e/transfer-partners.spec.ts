import { expect, test } from "./support/admin-session";
import { adminMenuLink } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";

/*
 * The transfer partners page as a reader uses it, and a partner row edited by the owner, with
 * JavaScript on and axe on each page. The same journeys with JavaScript off are HTTP tests
 * (tests/integration/no-js-journeys-partners.test.ts). The owner's edit touches a Wells Fargo row
 * that no other test reads.
 */
test.describe("JavaScript on", () => {
  test("a reader picks a currency, then a partner, then a program", async ({ page }) => {
    await page.goto("/transfer-bonuses");
    await page.getByRole("link", { name: "every transfer partner" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Transfer Partners" })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await page.getByLabel("Points currency").selectOption({ label: "Chase Ultimate Rewards" });
    await page.getByRole("button", { name: "Show partners" }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/transfer-partners" && url.searchParams.get("currency") === "chase-ultimate-rewards",
    );
    const partners = page.getByRole("table", { name: "Chase Ultimate Rewards transfer partners" });
    await expect(partners.locator("tbody tr")).toHaveCount(13);
    const hyatt = partners.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /World of Hyatt/ }) });
    await expect(hyatt.getByRole("cell").first()).toHaveText("1:1");
    await expect(page.getByLabel("Points currency")).toHaveValue("chase-ultimate-rewards");
    await expectNoAxeViolations(page);

    await hyatt.getByRole("link", { name: "World of Hyatt" }).click();
    const reaching = page.getByRole("table", { name: "Currencies that transfer to World of Hyatt" });
    await expect(reaching.getByRole("rowheader", { name: "Chase Ultimate Rewards" })).toBeVisible();

    await page.getByLabel("Airline or hotel program").selectOption({ label: "Air Canada Aeroplan" });
    await page.getByRole("button", { name: "Show currencies" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("program") === "aeroplan");
    await expect(page.getByRole("table", { name: "Currencies that transfer to Air Canada Aeroplan" }).locator("tbody tr")).not.toHaveCount(
      0,
    );
  });

  test("deals show an estimated first-year value with its formula, and a cash bonus none", async ({ page }) => {
    await page.goto("/deals/chase-sapphire-preferred-75k");
    const facts = page.getByRole("complementary", { name: "Quick Card Facts" });
    await expect(facts).toContainText("Estimated first-year value: $1,218");
    await expect(facts).toContainText("75,000 points × 1.75¢ per point (our value for Chase Ultimate Rewards) − $95 first-year fee");
    await facts.getByRole("link", { name: "How we value points" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Point Values" })).toBeVisible();

    await page.goto("/deals/capital-one-spark-cash-plus-1500");
    await expect(page.getByRole("complementary", { name: "Quick Card Facts" })).not.toContainText("Estimated first-year value");

    await page.goto("/");
    const featured = page.getByRole("region", { name: "Featured Offers" }).getByRole("article");
    await expect(featured.first()).toContainText(/Estimated first-year value: -?\$[\d,]+/);
  });

  test("the values page shows each value and how values are set", async ({ page }) => {
    await page.goto("/transfer-partners/values");
    await expect(page.getByRole("heading", { level: 1, name: "Point Values" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How we set the values" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Bank points currencies" }).locator("tbody tr")).toHaveCount(6);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("the owner edits a partner row and the public page shows it", async ({ adminPage: page }) => {
    const time = "within 5 minutes (e2e)";
    await page.goto("/admin");
    await (await adminMenuLink(page, "Partners and values")).click();
    await page.getByRole("navigation", { name: "Currencies" }).getByRole("link", { name: "Wells Fargo Rewards" }).click();
    await page.getByRole("link", { name: "Edit Choice Privileges" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Wells Fargo Rewards to Choice Privileges" })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await page.getByLabel("Ratio").fill("1:0");
    await page.getByLabel("Transfer time").fill(time);
    await page.getByRole("button", { name: "Save partner" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Ratio: Enter a ratio of whole numbers" })).toBeVisible();
    await expect(page.getByLabel("Transfer time")).toHaveValue(time);

    await page.getByLabel("Ratio").fill("1:2");
    await page.getByRole("button", { name: "Save partner" }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/admin/transfer-partners" && url.searchParams.get("currency") === "wells-fargo-rewards",
    );
    await expect(page.getByRole("row").filter({ hasText: "Choice Privileges" })).toContainText(time);

    await page.goto("/transfer-partners?currency=wells-fargo-rewards");
    await expect(page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /Choice Privileges/ }) })).toContainText(time);
  });
});
