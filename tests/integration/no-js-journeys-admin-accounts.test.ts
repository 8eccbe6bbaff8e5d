import { describe, expect, it } from "vitest";
import { adminMenuHref, button, field, fill, formOf, NoJsBrowser, theNamed, withRole, type Visit } from "./no-js-browser";
import { noJsSiteWithMail } from "./no-js-site";
import { heading, textOf, type Scope } from "./page-html";

/*
 * An invited admin's whole life with JavaScript off, once the JavaScript-off pass of
 * admin-accounts.spec.ts (issue 34): invitation, password choice, reset by email, sign-out
 * everywhere and removal, as pages and posted forms, with the emails read from a loopback SMTP
 * server. Chromium keeps the JavaScript-on pass with its axe scans.
 */
const owner = { email: "nojs-accounts-owner@example.com", password: "correct-horse-battery-accounts" };
// Links in emails name the site as the browser suite's server does; the path is asked of this server.
const siteUrl = "http://localhost:4997";
const passwords = { weak: "password12345", first: "harbor violet pencil glacier", reset: "saddle comet turnip lagoon" };

const site = noJsSiteWithMail(owner, siteUrl);

function press(browser: NoJsBrowser, visit: Visit, scope: Scope, name: string): Promise<Visit> {
  const pressed = button(scope, name);
  return browser.submit(visit, formOf(pressed), pressed);
}

function linkPathFrom(text: string, path: string): string {
  const link = text.match(new RegExp(`${siteUrl}${path}\\?token=\\S+`))?.[0];
  expect(link, `a ${path} link in the email`).toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}

function linkNamed(visit: Visit, name: string): Scope {
  return visit.$("a[href]").filter((_, element) => (visit.$(element).attr("aria-label") ?? textOf(visit.$(element))) === name);
}

/** The href of the one link named `name`. */
function hrefOf(visit: Visit, name: string): string {
  const found = linkNamed(visit, name);
  expect(found, `one link "${name}"`).toHaveLength(1);
  return found.attr("href")!;
}

function setNewPassword(visit: Visit, password: string, confirmation = password) {
  const fields = visit.$("main").find("input[type='password']");
  expect(fields).toHaveLength(2);
  const labelOf = (index: number) => textOf(visit.$(`label[for="${fields.eq(index).attr("id")}"]`));
  expect(labelOf(0)).toMatch(/^(New password|Password)$/);
  expect(labelOf(1)).toMatch(/^(New password|Password), again$/);
  fill(fields.eq(0), password);
  fill(fields.eq(1), confirmation);
}

async function signIn(browser: NoJsBrowser, email: string, password: string): Promise<Visit> {
  const login = await browser.open("/admin/login");
  fill(field(login.$, login.$("main"), "Email"), email);
  fill(field(login.$, login.$("main"), "Password"), password);
  const signedIn = await press(browser, login, login.$("main"), "Log in");
  expect(textOf(signedIn.$("body"))).toContain(`Signed in as ${email}`);
  return signedIn;
}

const waitForEmail = (to: string, subject: string) =>
  site.smtp.waitForMessage((message) => message.to.includes(to) && message.subject === subject);

describe("admin accounts without JavaScript", () => {
  it("an invited admin chooses a password, resets it by email, and is removed", async () => {
    const invitee = "invitee-js-off@example.com";
    const ownerBrowser = new NoJsBrowser(site.server.origin);
    const dashboard = await signIn(ownerBrowser, owner.email, owner.password);

    // The owner invites.
    const admins = await ownerBrowser.open(adminMenuHref(dashboard, "Admins"));
    heading(admins.$.root(), 1, "Admins");
    fill(field(admins.$, admins.$("main"), "Email"), invitee);
    const invited = await press(ownerBrowser, admins, admins.$("main"), "Send invitation");
    const sent = withRole(invited.$, "status", "Invitation sent");
    expect(sent).toHaveLength(1);
    expect(textOf(sent)).toContain(`${invitee} has 7 days to accept it.`);
    expect(textOf(theNamed(invited.$, invited.$("main"), "section, [role='region']", "Open invitations"))).toContain(invitee);

    // The invitee accepts from the email; a weak password is refused with the reason.
    const invitation = await waitForEmail(invitee, "You are invited to be a Pointwise admin");
    expect(invitation.text).toContain("valid for 7 days");
    const browser = new NoJsBrowser(site.server.origin);
    const accept = await browser.open(linkPathFrom(invitation.text, "/admin/invitation"));
    heading(accept.$.root(), 1, "Accept your invitation");
    setNewPassword(accept, passwords.weak);
    const weak = await press(browser, accept, accept.$("main"), "Create my account");
    expect(textOf(weak.$("main"))).toMatch(/This password is (on the list of the most common passwords|too easy to guess)/);
    setNewPassword(weak, passwords.first);
    const welcomed = await press(browser, weak, weak.$("main"), "Create my account");
    expect(welcomed.url.pathname).toBe("/admin/login");
    const welcome = withRole(welcomed.$, "status", "Welcome aboard");
    expect(welcome).toHaveLength(1);
    expect(textOf(welcome)).toContain(`sign in as ${invitee}`);

    // They forget the password and ask for a link; the page says the same for any address.
    const forgot = await browser.open(hrefOf(welcomed, "Forgot your password?"));
    heading(forgot.$.root(), 1, "Forgot your password?");
    fill(field(forgot.$, forgot.$("main"), "Email"), invitee);
    const asked = await press(browser, forgot, forgot.$("main"), "Email me a link");
    const check = withRole(asked.$, "status", "Check your email");
    expect(check).toHaveLength(1);
    expect(textOf(check)).toContain("If an admin account uses that address");

    const reset = await waitForEmail(invitee, "Reset your Pointwise admin password");
    expect(reset.text).toContain("30 minutes");
    const resetPath = linkPathFrom(reset.text, "/admin/login/reset");
    const choose = await browser.open(resetPath);
    heading(choose.$.root(), 1, "Choose a new password");
    setNewPassword(choose, passwords.reset, `${passwords.reset}?`);
    const mismatch = await press(browser, choose, choose.$("main"), "Save new password");
    expect(textOf(mismatch.$("main"))).toContain("The two passwords are not the same.");
    setNewPassword(mismatch, passwords.reset);
    const changed = await press(browser, mismatch, mismatch.$("main"), "Save new password");
    expect(changed.url.pathname).toBe("/admin/login");
    const changedNotice = withRole(changed.$, "status", "Password changed");
    expect(changedNotice).toHaveLength(1);
    expect(textOf(changedNotice)).toContain("Sign in with your new password.");

    // The link worked once; the new password signs in.
    const used = await browser.navigate(resetPath);
    heading(used.$.root(), 1, "This link has expired or was already used");
    expect(linkNamed(used, "Email me a new link")).toHaveLength(1);
    await signIn(browser, invitee, passwords.reset);

    // The owner signs them out of every browser (a lost laptop); they can sign in again.
    const adminsAgain = await ownerBrowser.open("/admin/admins");
    const everywhere = await press(ownerBrowser, adminsAgain, adminsAgain.$("main"), `Sign out everywhere: ${invitee}`);
    const signedOut = withRole(everywhere.$, "status", "Signed out everywhere");
    expect(signedOut).toHaveLength(1);
    expect(textOf(signedOut)).toContain(`${invitee}: 1 session ended.`);
    expect((await browser.navigate("/admin")).url.pathname).toBe("/admin/login");
    await signIn(browser, invitee, passwords.reset);

    // The owner removes them, after a confirmation that works without JavaScript; their session ends.
    const beforeRemoval = await ownerBrowser.open("/admin/admins");
    const confirm = await ownerBrowser.open(hrefOf(beforeRemoval, `Remove ${invitee}`));
    heading(confirm.$.root(), 1, `Remove ${invitee}?`);
    const removed = await press(ownerBrowser, confirm, confirm.$("main"), "Remove admin");
    const removedNotice = withRole(removed.$, "status", "Admin removed");
    expect(removedNotice).toHaveLength(1);
    expect(textOf(removedNotice)).toContain(`${invitee} can no longer sign in.`);
    expect(linkNamed(removed, `Remove ${invitee}`)).toHaveLength(0);
    expect((await browser.navigate("/admin")).url.pathname).toBe("/admin/login");
  });
});
