import { expect, test } from "./support/admin-session";
import { adminMenuLink } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";

/*
 * The audit log and the account's session list, like the owner uses them, with axe on each page.
 * The pages use the worker's shared admin session. "Sign out all other sessions" is never pressed
 * here: it would end the sessions other spec files are using. The same journeys with JavaScript
 * off, and signing out another browser, are HTTP tests (tests/integration/no-js-journeys-admin.test.ts).
 */
test.describe("JavaScript on", () => {
  test("the owner reads the audit log, filters it by kind and finds the export", async ({ adminPage: page }) => {
    await page.goto("/admin");
    await (await adminMenuLink(page, "Audit log")).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await page.getByLabel("Kind").selectOption({ label: "Signed in" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/[?&]kind=sign-in(&|$)/);
    const rows = page.getByRole("table", { name: "Audit log, newest first" }).locator("tbody tr");
    await expect(rows.first()).toContainText("Signed in with a password");
    for (const row of await rows.all()) await expect(row).toContainText("Signed in");
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/admin/audit.csv?kind=sign-in");
  });

  test("the owner sees this browser among the account's sessions", async ({ adminPage: page }) => {
    await page.goto("/admin");
    await (await adminMenuLink(page, "Your account")).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "This browser" })).toContainText("Chrome on Linux");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});
