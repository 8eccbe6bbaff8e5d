import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/admin-session";
import { adminMenuLink, expectSignedIn, submitLogin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { waitForEmail } from "./support/mailbox";
import { baseURL } from "./support/server";
import { waitForHydration } from "./support/site";

/*
 * An invited admin's whole life, as people do it, with JavaScript on: the owner invites
 * them from /admin/admins; they choose a password from the emailed link (read from the loopback
 * mail server); they forget it and reset it from the login page's "Forgot your password?"; the
 * owner removes them again, so the shared bootstrap admin is never touched. Each new page is
 * checked with axe. Only one sign-in: the suite shares the login rate limit. The same journey with
 * JavaScript off is an HTTP test (tests/integration/no-js-journeys-admin-accounts.test.ts).
 */
const passwords = { weak: "password12345", first: "harbor violet pencil glacier", reset: "saddle comet turnip lagoon" };

async function checkPage(page: Page) {
  await waitForHydration(page);
  await expectNoAxeViolations(page);
}

/** A visitor's own browser: no admin session. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

function linkFrom(text: string, path: string): string {
  const link = text.match(new RegExp(`${baseURL}${path}\\?token=\\S+`))?.[0];
  expect(link, `a ${path} link in the email`).toBeDefined();
  return link!;
}

async function setNewPassword(page: Page, password: string, confirmation = password) {
  await page.getByLabel(/^(New password|Password)$/).fill(password);
  await page.getByLabel(/^(New password|Password), again$/).fill(confirmation);
}

test.describe("JavaScript on", () => {
  const invitee = "invitee-js-on@example.com";

  test("an invited admin chooses a password, resets it by email, and is removed", async ({ adminPage: owner, browser }) => {
    // Eight pages, each checked with axe, and five passwords hashed at production cost (the built
    // server's): on a busy 2-core machine that ran past test.slow()'s 90 s, so it has its own budget.
    test.setTimeout(180_000);
    // The owner invites.
    await owner.goto("/admin");
    await (await adminMenuLink(owner, "Admins")).click();
    await expect(owner.getByRole("heading", { level: 1, name: "Admins" })).toBeVisible();
    await checkPage(owner);
    await owner.getByLabel("Email").fill(invitee);
    await owner.getByRole("button", { name: "Send invitation" }).click();
    await expect(owner.getByRole("status").filter({ hasText: "Invitation sent" })).toContainText(`${invitee} has 7 days to accept it.`);
    await expect(owner.getByRole("region", { name: "Open invitations" })).toContainText(invitee);
    await checkPage(owner);

    // The invitee accepts from the email; a weak password is refused with the reason.
    const invitation = await waitForEmail({ to: invitee, subject: "You are invited to be a Pointwise admin" });
    expect(invitation.text).toContain("valid for 7 days");
    const page = await visitor(browser);
    await page.goto(linkFrom(invitation.text, "/admin/invitation"));
    await expect(page.getByRole("heading", { level: 1, name: "Accept your invitation" })).toBeVisible();
    await checkPage(page);
    await setNewPassword(page, passwords.weak);
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page.getByText(/This password is (on the list of the most common passwords|too easy to guess)/)).toBeVisible();
    await checkPage(page);
    await setNewPassword(page, passwords.first);
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
    await expect(page.getByRole("status").filter({ hasText: "Welcome aboard" })).toContainText(`sign in as ${invitee}`);

    // They forget the password and ask for a link; the page says the same for any address.
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await checkPage(page);
    await page.getByLabel("Email").fill(invitee);
    await page.getByRole("button", { name: "Email me a link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toContainText("If an admin account uses that address");
    await checkPage(page);

    const reset = await waitForEmail({ to: invitee, subject: "Reset your Pointwise admin password" });
    expect(reset.text).toContain("30 minutes");
    const resetLink = linkFrom(reset.text, "/admin/login/reset");
    await page.goto(resetLink);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await checkPage(page);
    await setNewPassword(page, passwords.reset, `${passwords.reset}?`);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("The two passwords are not the same.")).toBeVisible();
    await setNewPassword(page, passwords.reset);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
    await expect(page.getByRole("status").filter({ hasText: "Password changed" })).toContainText("Sign in with your new password.");

    // The link worked once; the new password signs in.
    await page.goto(resetLink);
    await expect(page.getByRole("heading", { level: 1, name: "This link has expired or was already used" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Email me a new link" })).toBeVisible();
    await checkPage(page);
    await page.goto("/admin/login");
    await submitLogin(page, invitee, passwords.reset);
    await expectSignedIn(page, invitee);

    // The owner signs them out of every browser (a lost laptop); they can sign in again.
    await owner.goto("/admin/admins");
    await owner.getByRole("button", { name: `Sign out everywhere: ${invitee}` }).click();
    await expect(owner.getByRole("status").filter({ hasText: "Signed out everywhere" })).toContainText(`${invitee}: 1 session ended.`);
    await checkPage(owner);
    await page.goto("/admin");
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
    await submitLogin(page, invitee, passwords.reset);
    await expectSignedIn(page, invitee);

    // The owner removes them, after a confirmation that works without JavaScript; their session ends.
    await owner.goto("/admin/admins");
    await owner.getByRole("link", { name: `Remove ${invitee}` }).click();
    await expect(owner.getByRole("heading", { level: 1, name: `Remove ${invitee}?` })).toBeVisible();
    await checkPage(owner);
    await owner.getByRole("button", { name: "Remove admin" }).click();
    await expect(owner.getByRole("status").filter({ hasText: "Admin removed" })).toContainText(`${invitee} can no longer sign in.`);
    await expect(owner.getByRole("link", { name: `Remove ${invitee}` })).toHaveCount(0);
    await page.goto("/admin");
    await expect(page).toHaveURL((url) => url.pathname === "/admin/login");
    await page.context().close();
  });
});

test("the owner cancels an open invitation, and its link then says it has expired", async ({ adminPage: owner, page }) => {
  const invitee = "cancelled-in-browser@example.com";
  await owner.goto("/admin/admins");
  await owner.getByLabel("Email").fill(invitee);
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByRole("region", { name: "Open invitations" })).toContainText(invitee);
  const invitation = await waitForEmail({ to: invitee, subject: "You are invited to be a Pointwise admin" });

  await owner.getByRole("button", { name: `Cancel the invitation to ${invitee}` }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Invitation cancelled" })).toContainText(
    `The link sent to ${invitee} no longer works.`,
  );
  await expect(owner.getByRole("region", { name: "Open invitations" })).not.toContainText(invitee);
  const response = await page.goto(linkFrom(invitation.text, "/admin/invitation"));
  expect(response?.status()).toBe(410);
});

test("an invitation link that is damaged shows how to get a new one, and passes axe", async ({ page }) => {
  const response = await page.goto("/admin/invitation?token=not-a-real-token");
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This link has expired or was already used" })).toBeVisible();
  await expect(page.getByText("Ask the admin who invited you to send a new invitation.")).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
});
