import { expect, type Page } from "@playwright/test";

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

/** Logs in through the login form and waits for the dashboard. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await submitLogin(page, adminEmail, adminPassword);
  await expect(page.getByText(`Signed in as ${adminEmail}`)).toBeVisible();
}
