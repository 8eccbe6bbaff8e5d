import { expect, type Cookie, type Locator, type Page } from "@playwright/test";
import { signInTimeoutMs } from "./step-timeouts";

/**
 * The bootstrap admin the test server creates at start (see playwright.config.ts).
 * Login is rate-limited per IP (20 attempts in 15 minutes) and per account (5 failures), and
 * every spec shares one server: log in only where a test is about logging in.
 */
export const adminEmail = "e2e-admin@example.com";
export const adminPassword = "correct-horse-battery-e2e";

export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Waits for the dashboard a password sign-in leads to, as long as the password check may take. */
export async function expectSignedIn(page: Page, email: string): Promise<void> {
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible({ timeout: signInTimeoutMs });
}

/** This worker's signed device cookie, from its first sign-in. */
let deviceCookie: Cookie | undefined;

/**
 * Logs in through the login form and waits for the dashboard. Like the owner's own browser, every
 * sign-in after this worker's first carries the device cookie that sign-in earned (decision 031),
 * so signing in for a test that is not about signing in never spends the per-address allowance
 * that the login tests exercise.
 */
export async function logInAsAdmin(page: Page): Promise<void> {
  if (deviceCookie) await page.context().addCookies([deviceCookie]);
  await page.goto("/admin/login");
  await submitLogin(page, adminEmail, adminPassword);
  await expectSignedIn(page, adminEmail);
  deviceCookie ??= (await page.context().cookies()).find((cookie) => cookie.name.endsWith("pw_device"));
}

/**
 * A page's link in the admin's menu, whatever waits there ("Concierge requests, 3 new"): in the
 * sidebar on a desktop; on a phone the folded menu is opened first.
 */
export async function adminMenuLink(page: Page, label: string): Promise<Locator> {
  const sidebarHidden = (page.viewportSize()?.width ?? 1280) < 768;
  if (sidebarHidden) await page.locator("summary", { hasText: "Menu" }).click();
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: new RegExp(`^${escaped}(,|$)`) });
}
