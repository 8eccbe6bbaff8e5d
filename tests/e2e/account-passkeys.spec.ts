import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { enterEmailedCode } from "./support/account";
import { waitForHydration } from "./support/site";

/*
 * A visitor's passkey with JavaScript on (issue 30, decision 072), through Chromium's virtual
 * authenticator: signed in with an emailed code, the visitor adds a passkey, signs out, signs in
 * with the passkey alone, and removes it; axe on each page. The page with JavaScript off is
 * checked in tests/integration/no-js-journeys-account.test.ts.
 */
const address = () => `passkey-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signInWithCode(page: Page, email: string): Promise<void> {
  await page.goto("/account/sign-in");
  await waitForHydration(page);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page).toHaveURL(/\/account\/sign-in\/code$/);
  await enterEmailedCode(page, email);
}

test("a visitor adds a passkey, signs in with it alone, and removes it", async ({ browser }) => {
  // An emailed code, three ceremonies and four axe scans: twice the usual budget.
  test.slow();
  const email = address();
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  // A passkey that signs in alone: kept on the device (resident) and unlocked by the person.
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await signInWithCode(page, email);
  await waitForHydration(page);
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText("No passkey yet.")).toBeVisible();
  await expectNoAxeViolations(page);
  await passkeys.getByLabel("Name for the passkey").fill("Work laptop");
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  const added = passkeys.getByRole("listitem").filter({ hasText: "Work laptop" });
  await expect(added).toContainText("not used yet");
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
  await expectNoAxeViolations(page);
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

  // No address typed: the browser offers the passkey, and its answer names the account.
  await page.goto("/account/sign-in");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await expect(passkeys.getByRole("listitem").filter({ hasText: "Work laptop" })).toContainText("last used");
  await expectNoAxeViolations(page);

  await passkeys.getByRole("button", { name: "Remove the passkey Work laptop" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey removed" })).toBeVisible();
  await expect(passkeys.getByText("No passkey yet.")).toBeVisible();

  // The device still holds it, but the site no longer knows it: one plain refusal.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/account/sign-in");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That passkey did not sign you in." })).toBeVisible();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await context.close();
});
