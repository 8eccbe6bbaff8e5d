import { expect, test } from "./support/admin-session";
import { logInAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { baseURL } from "./support/server";
import { waitForHydration } from "./support/site";

/*
 * The audit log and the account's session list, like the owner uses them, with JavaScript on and
 * off (axe needs JavaScript in the page, so it runs in the first pass). The pages use the
 * worker's shared admin session; one extra sign-in (as "Firefox on Linux")
 * gives the JavaScript-off test a session of its own to sign out. "Sign out all other sessions"
 * is never pressed here: it would end the sessions other spec files are using.
 */
const firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the owner reads the audit log, filters it by kind and finds the export", async ({ adminPage: page }) => {
      await page.goto("/admin");
      await page.getByRole("link", { name: "Audit log", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
      // axe runs in the page, so only with JavaScript on.
      if (javaScriptEnabled) {
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      }

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
      await page.getByRole("link", { name: "Your account", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: "This browser" })).toContainText("Chrome on Linux");
      if (javaScriptEnabled) {
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner signs out another browser, which then has to sign in again", async ({ adminPage: page, browser }) => {
    const other = await browser.newContext({ baseURL, userAgent: firefoxOnLinux });
    const otherPage = await other.newPage();
    await logInAsAdmin(otherPage);

    await page.goto("/admin/account");
    const session = page.getByRole("listitem").filter({ hasText: "Firefox on Linux" });
    await expect(session).toHaveCount(1);
    await session.getByRole("button", { name: /^Sign out Firefox on Linux/ }).click();
    await expect(page.getByRole("status")).toContainText("The session on Firefox on Linux has ended.");
    await expect(page.getByRole("listitem").filter({ hasText: "Firefox on Linux" })).toHaveCount(0);

    await otherPage.goto("/admin");
    await expect(otherPage).toHaveURL(/\/admin\/login/);
    await other.close();

    await page.goto("/admin/audit?kind=session-revoked");
    await expect(page.getByRole("table", { name: "Audit log, newest first" }).locator("tbody tr").first()).toContainText(
      "Signed out a session on Firefox on Linux",
    );
  });
});
