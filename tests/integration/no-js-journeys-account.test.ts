import { describe, expect, it } from "vitest";
import { passkeyMessages } from "~/account/passkey-forms";
import { button, field, fill, formOf, NoJsBrowser, valueOf, withRole, type Visit } from "./no-js-browser";
import { noJsSiteWithMail } from "./no-js-site";
import { textOf, type Scope } from "./page-html";

/*
 * A visitor's account with JavaScript off (issue 30): signing in with an emailed code read from a
 * loopback SMTP server, two browsers, signing out everywhere, deleting the account. Every step is
 * a page and a posted form; the header's link says who is signed in, so the page cache must not
 * have shared the anonymous copy. Passkeys need JavaScript: both pages say so instead.
 */
const owner = { email: "nojs-account-owner@example.com", password: "correct-horse-battery-account" };
const siteUrl = "http://localhost:4996";
const site = noJsSiteWithMail(owner, siteUrl);

function press(browser: NoJsBrowser, visit: Visit, scope: Scope, name: string | RegExp): Promise<Visit> {
  const pressed = button(scope, name);
  return browser.submit(visit, formOf(pressed), pressed);
}

/** The header's account link, on a wide screen (the mobile menu repeats it). */
function accountLink(visit: Visit): string {
  return textOf(visit.$("header a[href^='/account']").first());
}

/** The most recent code emailed to `to` after `count` earlier ones. */
async function codeFor(to: string, count: number): Promise<string> {
  const message = await site.smtp.waitForMessage(
    (candidate) => candidate.to.includes(to) && site.smtp.messages.filter((m) => m.to.includes(to)).indexOf(candidate) === count,
  );
  expect(message.subject).toBe("Your sign-in code");
  const code = /Your code: (\d{6})/.exec(message.text)?.[1];
  expect(code, "a code in the email").toBeDefined();
  return code!;
}

async function signIn(browser: NoJsBrowser, email: string, earlierCodes: number): Promise<Visit> {
  const start = await browser.open("/account/sign-in");
  fill(field(start.$, start.$("main"), "Email address"), email);
  const codePage = await press(browser, start, start.$("main"), "Email me a code");
  expect(codePage.url.pathname).toBe("/account/sign-in/code");
  fill(field(codePage.$, codePage.$("main"), "6-digit code"), await codeFor(email, earlierCodes));
  const account = await press(browser, codePage, codePage.$("main"), "Sign in");
  expect(account.url.pathname).toBe("/account");
  return account;
}

describe("a visitor account without JavaScript", () => {
  it("signs in with an emailed code, in two browsers, and signs out everywhere", async () => {
    const email = "nojs-visitor@example.com";
    const laptop = new NoJsBrowser(site.server.origin);
    // Anonymous first, so the page cache holds the stranger's copy of the deal list.
    expect(accountLink(await laptop.open("/deals"))).toBe("Sign in");
    expect(accountLink(await new NoJsBrowser(site.server.origin).open("/deals"))).toBe("Sign in");

    const start = await laptop.open("/account/sign-in");
    fill(field(start.$, start.$("main"), "Email address"), "not-an-address");
    const refused = await press(laptop, start, start.$("main"), "Email me a code");
    expect(refused.status).toBe(400);
    expect(textOf(refused.$("main"))).toContain("Enter a valid email address, like name@example.com.");
    expect(valueOf(field(refused.$, refused.$("main"), "Email address"))).toBe("not-an-address");

    fill(field(refused.$, refused.$("main"), "Email address"), email);
    const codePage = await press(laptop, refused, refused.$("main"), "Email me a code");
    expect(withRole(codePage.$, "status", "Check your email")).toHaveLength(1);
    expect(textOf(codePage.$("main"))).toContain(`We sent a 6-digit code to ${email}.`);
    const code = await codeFor(email, 0);
    fill(field(codePage.$, codePage.$("main"), "6-digit code"), code === "000000" ? "111111" : "000000");
    const wrong = await press(laptop, codePage, codePage.$("main"), "Sign in");
    expect(textOf(wrong.$("main"))).toContain("That code is not right. You have 4 tries left.");
    fill(field(wrong.$, wrong.$("main"), "6-digit code"), code);
    const account = await press(laptop, wrong, wrong.$("main"), "Sign in");
    expect(account.url.pathname).toBe("/account");
    expect(textOf(account.$("main"))).toContain(`Signed in as ${email}.`);
    expect(accountLink(await laptop.open("/deals"))).toBe("Your account");
    // Signed in, the sign-in page sends the visitor to their account.
    expect((await laptop.open("/account/sign-in")).url.pathname).toBe("/account");

    const phone = new NoJsBrowser(site.server.origin);
    const onPhone = await signIn(phone, email, 1);
    expect(textOf(onPhone.$("main"))).toContain("This browser");
    expect(
      onPhone
        .$("main")
        .find("li")
        .filter((_, li) => /Signed in .*; last used/.test(textOf(onPhone.$(li)))),
    ).toHaveLength(2);

    const everywhere = await press(phone, onPhone, onPhone.$("main"), "Sign out everywhere");
    expect(everywhere.url.pathname).toBe("/");
    expect(accountLink(everywhere)).toBe("Sign in");
    expect((await laptop.open("/account")).url.pathname).toBe("/account/sign-in");
  });

  it("says passkeys need JavaScript, on the sign-in page and the account page, and offers no button that could not work", async () => {
    const email = "nojs-passkeys@example.com";
    const browser = new NoJsBrowser(site.server.origin);
    const start = await browser.open("/account/sign-in");
    expect(textOf(start.$("main"))).toContain(passkeyMessages.signInNoScript);
    expect(start.$("main button").filter((_, el) => /passkey/i.test(textOf(start.$(el))))).toHaveLength(0);

    const account = await signIn(browser, email, 0);
    const passkeys = account.$("section").filter((_, section) => textOf(account.$(section)).startsWith("Passkeys"));
    expect(passkeys).toHaveLength(1);
    expect(textOf(passkeys)).toContain("No passkey yet.");
    expect(textOf(passkeys)).toContain(passkeyMessages.noScript);
    expect(passkeys.find("button")).toHaveLength(0);
    // The rest of the page still works: signing out everywhere is a plain form.
    const home = await press(browser, account, account.$("main"), "Sign out everywhere");
    expect(home.url.pathname).toBe("/");
    expect(accountLink(home)).toBe("Sign in");
  });

  it("deletes the account only when the visitor types delete", async () => {
    const email = "nojs-leaving@example.com";
    const browser = new NoJsBrowser(site.server.origin);
    const account = await signIn(browser, email, 0);
    const danger = account.$("section").filter((_, section) => textOf(account.$(section)).startsWith("Delete your account"));
    fill(field(account.$, danger, 'Type "delete" to confirm'), "yes");
    const refused = await press(browser, account, danger, "Delete my account");
    expect(refused.status).toBe(400);
    expect(textOf(refused.$("main"))).toContain('Type "delete" to delete your account.');

    const again = refused.$("section").filter((_, section) => textOf(refused.$(section)).startsWith("Delete your account"));
    fill(field(refused.$, again, 'Type "delete" to confirm'), "delete");
    const home = await press(browser, refused, again, "Delete my account");
    expect(home.url.pathname).toBe("/");
    expect(textOf(home.$("body"))).toContain("Account deleted");
    expect((await browser.open("/account")).url.pathname).toBe("/account/sign-in");
  });
});
