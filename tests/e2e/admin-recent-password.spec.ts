import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import { recentAuthenticationMinutes } from "~/admin/factors/factor-intents";
import { openDatabase } from "~/db/client.server";
import { startBuiltServer, type BuiltServer } from "../integration/built-server";
import { expectSignedIn, submitLogin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { recentPasswordSitePort } from "./support/server";
import { waitForHydration } from "./support/site";

/*
 * Adding a second factor in a session signed in long ago asks for the password first (decision
 * 050), with JavaScript off as an owner might have it. The session is aged for real: the site is
 * stopped, its own embedded database has the session's sign-in moved back, and the site starts
 * again on the same data with the browser's cookie still valid.
 */
const email = "recent-owner@example.com";
const password = "correct-horse-battery-recent";
const port = recentPasswordSitePort;
const origin = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-e2e-recent-"));

let site: BuiltServer | undefined;
const start = () =>
  startBuiltServer(
    { NODE_ENV: "production", PORT: String(port), SITE_URL: origin, DATA_DIR: dataDir, ADMIN_EMAIL: email, ADMIN_PASSWORD: password },
    { startTimeoutMs: 230_000 },
  );

test.describe.configure({ timeout: 300_000 });
test.afterAll(async () => {
  await site?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("JavaScript off: an old session confirms the password before adding an app, and the page passes axe", async ({ browser }) => {
  site = await start();
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await submitLogin(page, email, password);
  await expectSignedIn(page, email);
  await page.goto("/admin/account");
  await expect(page.getByRole("button", { name: "Add an app" })).toBeVisible();

  // The sign-in becomes older than the window, with the session itself still alive.
  await site.stop();
  const database = await openDatabase({ dataDir });
  await database.db.execute(
    sql`update admin_sessions set created_at = now() - make_interval(mins => ${recentAuthenticationMinutes + 1}), last_seen_at = now()`,
  );
  await database.close();
  site = await start();

  await page.goto("/admin/account");
  const confirm = page.getByRole("heading", { level: 3, name: "Confirm it is you" });
  await expect(confirm).toBeVisible();
  await expect(page.getByRole("button", { name: "Add an app" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Make new recovery codes" })).toHaveCount(0);
  await page.getByRole("textbox", { name: "Your password", exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Confirm password" }).click();
  await expect(page.getByText("That password is not right.")).toBeVisible();

  // axe runs inside the page, so it reads the same session's page in a browser with JavaScript.
  const scripted = await browser.newContext({ baseURL: origin, storageState: await context.storageState() });
  const scriptedPage = await scripted.newPage();
  await scriptedPage.goto("/admin/account");
  await waitForHydration(scriptedPage);
  await expect(scriptedPage.getByRole("heading", { level: 3, name: "Confirm it is you" })).toBeVisible();
  await expectNoAxeViolations(scriptedPage);
  await scriptedPage.getByRole("textbox", { name: "Your password", exact: true }).fill("still not the password");
  await scriptedPage.getByRole("button", { name: "Confirm password" }).click();
  await expect(scriptedPage.getByText("That password is not right.")).toBeVisible();
  await expectNoAxeViolations(scriptedPage);
  await scripted.close();

  await page.getByRole("textbox", { name: "Your password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Confirm password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password confirmed" })).toContainText(
    `For the next ${recentAuthenticationMinutes} minutes you can add second factors`,
  );
  await expect(confirm).toHaveCount(0);
  await page.getByLabel("Name for the app").fill("Phone");
  await page.getByRole("button", { name: "Add an app" }).click();
  await expect(page.getByTestId("totp-secret")).toBeVisible();
  await context.close();
});
