import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { totpCodeAt } from "~/admin/factors/totp";
import { startBuiltServer, type BuiltServer } from "../integration/built-server";
import { submitLogin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { secondFactorSitePort } from "./support/server";
import { waitForHydration } from "./support/site";
import { popupShownStorageKey } from "~/newsletter/popup-rules";

/*
 * Second factors as the owner uses them, on a site of their own (the suite's shared admin must
 * keep signing in with a password alone): adding an authenticator app and signing in with its
 * code or a recovery code with JavaScript off and on, a passkey through Chromium's virtual
 * authenticator, and the owner's "require a second factor" setting. The tests run in order,
 * each building on the account the one before left.
 */
const email = "mfa-owner@example.com";
const password = "correct-horse-battery-mfa";
// Passkeys need the page's origin to be the site's configured address, on a known port.
const port = secondFactorSitePort;
const origin = `http://localhost:${port}`;

let site: BuiltServer;
let appSecret = "";
let tabletSecret = "";
let recoveryCodes: string[] = [];

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.beforeAll(async () => {
  // A fresh site: a new embedded database and its first admin's password hash.
  test.setTimeout(240_000);
  site = await startBuiltServer(
    {
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: origin,
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: password,
      FORM_MIN_FILL_MS: "0",
    },
    { startTimeoutMs: 230_000 },
  );
});
test.afterAll(async () => {
  await site?.stop();
});

async function newPage(browser: Browser, javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

async function passwordStep(page: Page) {
  await page.goto("/admin/login");
  await submitLogin(page, email, password);
}

async function expectSignedIn(page: Page) {
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login\?loggedOut/);
}

/** The code an app with this secret shows one step from now: never the step a code was last accepted for. */
function nextCode(secret: string): string {
  return totpCodeAt(secret, Date.now() + 30_000);
}

async function readSecret(page: Page): Promise<string> {
  return ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
}

test("JavaScript off: the owner adds an authenticator app, then signs in with a code and with a recovery code", async ({ browser }) => {
  const { context, page } = await newPage(browser, false);
  await passwordStep(page);
  await expectSignedIn(page);

  await page.goto("/admin/account");
  const factors = page.getByRole("region", { name: "Second factors" });
  await expect(factors).toContainText("No second factor yet.");
  await expect(factors).toContainText("Adding a passkey needs JavaScript in this browser.");
  await expect(factors.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);

  await factors.getByLabel("Name for the app").fill("Phone");
  await factors.getByRole("button", { name: "Add an app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" }).locator("svg")).toBeVisible();
  appSecret = await readSecret(page);
  expect(appSecret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole("link", { name: "Open it in your authenticator app" })).toHaveAttribute("href", /^otpauth:\/\/totp\//);
  await expect(factors.getByRole("listitem").filter({ hasText: "Phone" })).toContainText("Unverified");

  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Verify and add" }).click();
  await expect(page.getByText("That code is not right. Enter the newest code your app shows for Pointwise.")).toBeVisible();
  await page.getByLabel("Code from the app").fill(totpCodeAt(appSecret, Date.now()));
  await page.getByRole("button", { name: "Verify and add" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  recoveryCodes = await codes.allTextContents();
  await expect(factors.getByRole("listitem").filter({ hasText: "Phone" })).toContainText("Verified");
  // Never shown again once verified.
  await page.goto("/admin/account");
  await expect(page.getByTestId("totp-secret")).toHaveCount(0);
  await expect(page.getByText("10 of 10 unused.")).toBeVisible();
  await logOut(page);

  // Two steps: no session after the password.
  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin\/login\/verify/);
  await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await passwordStep(page);
  await page.getByLabel("Code from your authenticator app, or a recovery code").fill(nextCode(appSecret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expectSignedIn(page);
  await logOut(page);

  await passwordStep(page);
  await page.getByLabel("Code from your authenticator app, or a recovery code").fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expectSignedIn(page);
  await page.goto("/admin/account");
  await expect(page.getByText("9 of 10 unused.")).toBeVisible();
  await context.close();
});

for (const [javaScriptEnabled, recoveryCode] of [
  [false, 8],
  [true, 9],
] as const) {
  test(`JavaScript ${javaScriptEnabled ? "on" : "off"}: the home page's Admin toggle leads to the same second step`, async ({
    browser,
  }) => {
    const { context, page } = await newPage(browser, javaScriptEnabled);
    // The lead-magnet popup is not what this is about: on a slow machine it would cover the section.
    await page.addInitScript((key) => localStorage.setItem(key, new Date().toISOString()), popupShownStorageKey);
    await page.goto("/");
    if (javaScriptEnabled) await waitForHydration(page);
    const section = page.getByRole("region", { name: "Get the best deals in your inbox" });
    await section.getByText("Admin", { exact: true }).click();
    await section.getByLabel("Admin email").fill(email);
    await section.getByLabel("Admin password").fill(password);
    await section.getByRole("button", { name: "Log in" }).click();
    // The right password is not "Invalid admin password.": it asks for the second factor.
    await expect(page).toHaveURL(/\/admin\/login\/verify/);
    await expect(page.getByRole("heading", { name: "Confirm it is you" })).toBeVisible();
    await page.getByLabel("Code from your authenticator app, or a recovery code").fill(recoveryCodes[recoveryCode]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expectSignedIn(page);
    const device = (await context.cookies()).filter((cookie) => cookie.name === "pw_device").map((cookie) => cookie.path);
    expect(device.sort()).toEqual(["/admin/login", "/newsletter/admin"]);
    await logOut(page);
    await context.close();
  });
}

test("JavaScript on: a wrong code is refused; the owner adds a passkey and another app, and signs in with each", async ({ browser }) => {
  const { context, page } = await newPage(browser, true);
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin\/login\/verify/);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  const code = page.getByLabel("Code from your authenticator app, or a recovery code");
  await code.fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not right. Enter the newest code from your app, or a recovery code.")).toBeVisible();
  await expectNoAxeViolations(page);
  await code.fill(recoveryCodes[1]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expectSignedIn(page);

  await page.goto("/admin/account");
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  const factors = page.getByRole("region", { name: "Second factors" });
  await factors.getByLabel("Name for the passkey").fill("Laptop key");
  await factors.getByRole("button", { name: "Add a passkey" }).click();
  await expect(factors.getByRole("listitem").filter({ hasText: "Laptop key" })).toContainText("Verified");
  await expect(factors.getByRole("listitem").filter({ hasText: "Laptop key" })).toContainText("Passkey");

  await factors.getByLabel("Name for the app").fill("Tablet");
  await factors.getByRole("button", { name: "Add an app" }).click();
  await expect(page.getByTestId("totp-secret")).toBeVisible();
  await expectNoAxeViolations(page);
  tabletSecret = await readSecret(page);
  await page.getByLabel("Code from the app").fill(totpCodeAt(tabletSecret, Date.now()));
  await page.getByRole("button", { name: "Verify and add" }).click();
  await expect(factors.getByRole("listitem").filter({ hasText: "Tablet" })).toContainText("Verified");
  await logOut(page);

  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin\/login\/verify/);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expectSignedIn(page);
  await logOut(page);

  await passwordStep(page);
  await page.getByLabel("Code from your authenticator app, or a recovery code").fill(nextCode(tabletSecret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expectSignedIn(page);
  await context.close();
});

test("JavaScript off: the second step explains that the passkey needs JavaScript and takes a code instead", async ({ browser }) => {
  const { context, page } = await newPage(browser, false);
  await passwordStep(page);
  await expect(page.getByText("Signing in with a passkey needs JavaScript. Enter a code below instead.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
  await page.getByLabel("Code from your authenticator app, or a recovery code").fill(recoveryCodes[2]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expectSignedIn(page);

  // Removing a factor asks for the password again.
  await page.goto("/admin/account");
  const phone = page.getByRole("region", { name: "Second factors" }).getByRole("listitem").filter({ hasText: "Phone" });
  await phone.getByText("Remove Phone", { exact: true }).click();
  await phone.getByLabel("Your password, to remove Phone").fill("not the password");
  await phone.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("That password is not right.")).toBeVisible();
  await phone.getByLabel("Your password, to remove Phone").fill(password);
  await phone.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText('The authenticator app "Phone" no longer signs in.')).toBeVisible();

  // The audit log names the factor of each sign-in, and each change.
  await page.goto("/admin/audit");
  const log = page.getByRole("table", { name: "Audit log, newest first" });
  for (const summary of [
    "Signed in with a password and an authenticator app code",
    "Signed in with a password and a recovery code",
    "Signed in with a password and a passkey",
    'Added the authenticator app "Phone"',
    'Added the passkey "Laptop key"',
    'Removed the authenticator app "Phone"',
    "Failed second step (a wrong code)",
  ]) {
    await expect(log.getByText(summary).first()).toBeVisible();
  }
  await context.close();
});

test("JavaScript on: with the owner's setting on, an admin without a factor adds one right after the password", async ({ browser }) => {
  const { context, page } = await newPage(browser, true);
  await passwordStep(page);
  await page.getByLabel("Code from your authenticator app, or a recovery code").fill(recoveryCodes[3]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expectSignedIn(page);

  await page.goto("/admin/settings");
  await waitForHydration(page);
  await page.getByLabel("Require a second factor for every admin").check();
  await page.getByRole("button", { name: "Save sign-in security" }).click();
  await expect(page.getByText("Every admin needs a second factor to sign in.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Remove every factor, so this admin has none.
  await page.goto("/admin/account");
  for (const name of ["Laptop key", "Tablet"]) {
    const item = page.getByRole("region", { name: "Second factors" }).getByRole("listitem").filter({ hasText: name });
    await item.getByText(`Remove ${name}`, { exact: true }).click();
    await item.getByLabel(`Your password, to remove ${name}`).fill(password);
    await item.getByRole("button", { name: "Remove" }).click();
    await expect(item).toHaveCount(0);
  }
  await expect(page.getByText("No second factor yet.")).toBeVisible();
  await logOut(page);

  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin\/login\/enrol/);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  const secret = await readSecret(page);
  await page.getByLabel("Code from the app").fill(totpCodeAt(secret, Date.now()));
  await page.getByRole("button", { name: "Verify and add" }).click();
  await expect(page.getByRole("heading", { name: "Second factor added" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Continue" }).click();
  await expectSignedIn(page);
  await context.close();
});
