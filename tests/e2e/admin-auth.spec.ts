import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { adminEmail, adminPassword, expectSignedIn, submitLogin } from "./support/admin";
import { waitForHydration } from "./support/site";
import { signInTimeoutMs } from "./support/step-timeouts";

/*
 * Login attempts are rate-limited and shared by the whole suite: this file makes two
 * (one refused, one accepted). The JavaScript-off round trip is an HTTP test
 * (tests/integration/no-js-journeys-admin.test.ts).
 */

async function expectLoginPageFor(page: Page, returnTo: string) {
  await expect(page).toHaveURL((url) => url.pathname === "/admin/login" && url.searchParams.get("redirectTo") === returnTo);
  await expect(page.getByRole("heading", { level: 1, name: "Admin login" })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "__Host-pw_session");
}

async function expectAccessDenied(page: Page, typedEmail: string) {
  const alert = page.getByRole("alert");
  // A wrong password takes the same scrypt check as a right one.
  await expect(alert).toContainText("Access Denied", { timeout: signInTimeoutMs });
  await expect(alert).toContainText("Invalid admin password.");
  await expect(page.getByLabel("Email")).toHaveValue(typedEmail);
  await expect(page.getByText("Signed in as")).toBeHidden();
}

async function logInAndOut(page: Page, context: BrowserContext) {
  await submitLogin(page, adminEmail, adminPassword);
  await expectSignedIn(page, adminEmail);
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();

  const cookie = await sessionCookie(context);
  expect(cookie, "the session cookie is set").toBeDefined();
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
  // What the __Host- prefix demands, or the browser would have refused the cookie.
  expect(cookie?.secure).toBe(true);
  expect(cookie?.path).toBe("/");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
  const status = page.getByRole("status");
  await expect(status).toContainText("Logged Out");
  await expect(status).toContainText("Admin session ended.");
  expect(await sessionCookie(context), "the session cookie is cleared").toBeUndefined();

  await page.goto("/admin");
  await expectLoginPageFor(page, "/admin");
}

test("a logged-out visitor to /admin is sent to the login form", async ({ page }) => {
  await page.goto("/admin");
  await expectLoginPageFor(page, "/admin");
  await expect(page.getByText("Signed in as")).toBeHidden();
});

test("admin login round trip: refused, accepted, logged out", async ({ page, context }) => {
  await page.goto("/admin");
  await expectLoginPageFor(page, "/admin");
  await waitForHydration(page);

  await submitLogin(page, adminEmail, "not-the-right-password");
  await expectAccessDenied(page, adminEmail);
  expect(await sessionCookie(context)).toBeUndefined();

  await logInAndOut(page, context);
});
