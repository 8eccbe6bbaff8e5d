import { expect, test } from "@playwright/test";
import { firstAdminCommand, firstAdminLogMessage } from "~/admin/sign-in/first-admin";
import { defaultStartTimeoutMs, startBuiltServer, type BuiltServer } from "../integration/built-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";

const hintTitle = "No admin account yet";

// That the login page says nothing about accounts once an admin exists is read over HTTP, in
// tests/integration/content-pages-html.test.ts.

test.describe("a site without an admin account", () => {
  // Its own server: the suite's server creates an admin from ADMIN_EMAIL at start.
  let site: BuiltServer;
  test.beforeAll(async () => {
    // A whole second site (its own embedded database, migrated from empty) starts here: the start's
    // own timeout, waiting for "server listening", speaks before the hook's.
    test.setTimeout(defaultStartTimeoutMs + 30_000);
    site = await startBuiltServer();
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("says in its start log and on the login page how to create the first admin, without axe violations", async ({ page }) => {
    expect(site.output()).toContain(`started: open ${site.origin}`);
    expect(site.output()).toContain(JSON.stringify(firstAdminLogMessage));

    await page.goto(`${site.origin}/admin/login`);
    await waitForHydration(page);
    const hint = page.getByRole("note");
    await expect(hint).toContainText(hintTitle);
    await expect(hint).toContainText(firstAdminCommand);
    await expect(hint).toContainText("ADMIN_EMAIL and ADMIN_PASSWORD");
    await expectNoAxeViolations(page);
  });
});
