import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { enterEmailedCode } from "./support/account";
import { waitForHydration } from "./support/site";

/*
 * A visitor account with JavaScript on (issue 30), with axe on each of its pages. The same journey
 * with JavaScript off runs as posted forms in tests/integration/no-js-journeys-account.test.ts.
 */
const address = () => `account-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signIn(page: Page, email: string, codesBefore: number, scan = false): Promise<void> {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  if (scan) await expectNoAxeViolations(page);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page).toHaveURL(/\/account\/sign-in\/code$/);
  await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toBeVisible();
  if (scan) await expectNoAxeViolations(page);
  await enterEmailedCode(page, email, codesBefore);
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test("a visitor signs in with an emailed code in two browsers and signs out everywhere", async ({ page, browser }) => {
  // Two sign-ins, each with an email to wait for, and three axe scans: twice the usual budget.
  test.slow();
  const email = address();
  await signIn(page, email, 0, true);
  await expectNoAxeViolations(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Your account" })).toBeVisible();

  const phone = await newPage(browser);
  await signIn(phone, email, 1);
  await expect(phone.getByText("This browser")).toBeVisible();
  await expect(phone.getByRole("button", { name: /^Sign out .*, signed in / })).toHaveCount(1);

  await phone.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(phone).toHaveURL(/\/$/);
  await expect(phone.getByRole("status").filter({ hasText: "Signed out everywhere" })).toBeVisible();
  await expect(phone.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await phone.context().close();
});
