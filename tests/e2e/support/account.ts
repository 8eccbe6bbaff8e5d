import { expect, type Page } from "@playwright/test";
import { waitForEmail } from "./mailbox";
import { waitForHydration } from "./site";

/**
 * On the code page: types the code emailed to `email` (the one after `codesBefore` earlier ones)
 * and lands on the account page, signed in.
 */
export async function enterEmailedCode(page: Page, email: string, codesBefore = 0): Promise<void> {
  const message = await waitForEmail({ to: email, subject: "Your sign-in code" }, 20_000, codesBefore);
  const code = /Your code: (\d{6})/.exec(message.text)?.[1];
  expect(code, "a code in the email").toBeDefined();
  await page.getByLabel("6-digit code").fill(code!);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
}

/** Signs in with a fresh address (`prefix`-time-random@example.com) through the emailed code, landing on the account page. */
export async function signInFresh(page: Page, prefix: string): Promise<void> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto("/account/sign-in");
  await waitForHydration(page);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page).toHaveURL(/\/account\/sign-in\/code$/);
  await enterEmailedCode(page, email);
}
