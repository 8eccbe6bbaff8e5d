import { beforeAll, describe, expect, it } from "vitest";
import { adminMenuHref, button, field, fill, formOf, NoJsBrowser, valueOf, withRole, type Visit } from "./no-js-browser";
import { noJsSite } from "./no-js-site";
import { heading, link, textOf } from "./page-html";

/*
 * The owner's journeys with JavaScript off, once browser tests with `javaScriptEnabled: false`
 * (issue 34): sign-in and sign-out, notices after a post/redirect/get, the deal editor's refused
 * and accepted saves, the audit log's filter, and the account's sessions. Each is the server's
 * HTML and the posts a browser without JavaScript sends. Logins are rate-limited per address: this
 * file signs in six times and fails once, as a stranger.
 */
const admin = { email: "nojs-owner@example.com", password: "correct-horse-battery-nojs" };
const chromeOnLinux = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

const site = noJsSite(admin);

const sessionCookieName = "__Host-pw_session";
const newBrowser = (userAgent = chromeOnLinux) => new NoJsBrowser(site.server.origin, { "User-Agent": userAgent });

function expectLoginPageFor(visit: Visit, returnTo: string) {
  expect(visit.status).toBe(200);
  expect(visit.url.pathname).toBe("/admin/login");
  expect(visit.url.searchParams.get("redirectTo")).toBe(returnTo);
  heading(visit.$.root(), 1, "Admin login");
  field(visit.$, visit.$("main"), "Email");
  field(visit.$, visit.$("main"), "Password");
  button(visit.$("main"), "Log in");
}

async function submitLogin(browser: NoJsBrowser, visit: Visit, email: string, password: string): Promise<Visit> {
  const main = visit.$("main");
  fill(field(visit.$, main, "Email"), email);
  fill(field(visit.$, main, "Password"), password);
  const logIn = button(main, "Log in");
  return browser.submit(visit, formOf(logIn), logIn);
}

function expectSignedIn(visit: Visit, email: string) {
  expect(visit.status).toBe(200);
  expect(textOf(visit.$("body"))).toContain(`Signed in as ${email}`);
}

async function logInAsAdmin(browser: NoJsBrowser): Promise<Visit> {
  const signedIn = await submitLogin(browser, await browser.open("/admin/login"), admin.email, admin.password);
  expectSignedIn(signedIn, admin.email);
  return signedIn;
}

describe("admin sign-in without JavaScript", () => {
  it("admin login round trip: refused, accepted, logged out", async () => {
    const browser = newBrowser();
    const login = await browser.open("/admin");
    expectLoginPageFor(login, "/admin");

    // A different account, so the real admin's failure count is not spent.
    const stranger = "someone-else@example.com";
    const refused = await submitLogin(browser, login, stranger, "a-guess-that-is-wrong");
    const alert = refused.$('[role="alert"]');
    expect(textOf(alert)).toContain("Access Denied");
    expect(textOf(alert)).toContain("Invalid admin password.");
    expect(valueOf(field(refused.$, refused.$("main"), "Email"))).toBe(stranger);
    expect(textOf(refused.$("body"))).not.toContain("Signed in as");
    expect(browser.cookie(sessionCookieName)).toBeUndefined();

    const signedIn = await submitLogin(browser, refused, admin.email, admin.password);
    expectSignedIn(signedIn, admin.email);
    expect(signedIn.url.pathname).toBe("/admin");
    heading(signedIn.$.root(), 1, "Admin dashboard");
    const cookie = browser.cookie(sessionCookieName);
    expect(cookie, "the session cookie is set").toBeDefined();
    const attributes = cookie!.attributes.map((attribute) => attribute.toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    // What the __Host- prefix demands, or a browser would refuse the cookie.
    expect(attributes).toContain("secure");
    expect(attributes).toContain("path=/");
    expect(attributes.some((attribute) => attribute.startsWith("domain="))).toBe(false);

    const logout = button(signedIn.$.root(), "Logout");
    const loggedOut = await browser.submit(signedIn, formOf(logout), logout);
    expect(loggedOut.url.pathname).toBe("/admin/login");
    const status = loggedOut.$('[role="status"]');
    expect(textOf(status)).toContain("Logged Out");
    expect(textOf(status)).toContain("Admin session ended.");
    expect(browser.cookie(sessionCookieName), "the session cookie is cleared").toBeUndefined();

    expectLoginPageFor(await browser.open("/admin"), "/admin");
  });
});

describe("a notice after a redirect, without JavaScript", () => {
  let browser: NoJsBrowser;
  const ownerEmail = (visit: Visit) => field(visit.$, visit.$("main"), "Owner email (receives every new lead and booking)");
  const saveSettings = (browser: NoJsBrowser, visit: Visit) => {
    const save = button(visit.$("main"), "Save settings");
    return browser.submit(visit, formOf(save), save);
  };
  beforeAll(async () => {
    browser = newBrowser();
    await logInAsAdmin(browser);
  });

  it("is part of the page near the top, and gone on the next visit", async () => {
    const settings = await browser.open("/admin/settings");
    fill(ownerEmail(settings), "nojs-owner@example.com");
    const saved = await saveSettings(browser, settings);
    expect(saved.hops.map((hop) => hop.status)).toEqual([303, 200]);
    expect(saved.url.pathname).toBe("/admin/settings");
    const notice = withRole(saved.$, "status", "Settings saved");
    expect(notice).toHaveLength(1);
    expect(textOf(notice)).toContain("New leads go to nojs-owner@example.com.");

    const again = await browser.open("/admin/settings");
    expect(textOf(again.$("body"))).not.toContain("Settings saved");
  });

  it("keeps a bad address and says what is wrong", async () => {
    const settings = await browser.open("/admin/settings");
    fill(ownerEmail(settings), "nope");
    const refused = await saveSettings(browser, settings);
    expect(textOf(refused.$("main"))).toContain("Enter the address that should receive new leads and bookings.");
    expect(valueOf(ownerEmail(refused))).toBe("nope");
  });
});

describe("the deal editor without JavaScript", () => {
  const deal = { title: "No Script HTTP Card", slug: "no-script-http-card" };
  const dealField = (visit: Visit, label: string) => field(visit.$, visit.$("main"), label);
  /** The newest notice. */
  const notice = (visit: Visit) => visit.$('[role="status"]').last();
  const row = (visit: Visit, title: string) =>
    visit.$("tr").filter(
      (_, element) =>
        visit
          .$(element)
          .find("th")
          .filter((__, cell) => textOf(visit.$(cell)) === title).length > 0,
    );

  function fillDeal(visit: Visit) {
    const values: Record<string, string> = {
      Title: deal.title,
      Slug: deal.slug,
      Date: "2020-01-15",
      Excerpt: "A deal the browser tests write and delete.",
      "Card name": "E2E Test Card",
      Issuer: "Capital One",
      "Referral link": "https://example.com/apply/e2e",
      "Welcome bonus": "10,000 points after $500 in 3 months",
      "Annual fee": "$0",
      "Spend requirement": "$500 in 3 months",
      "Transfer partners": "2 airlines",
      "Deal score (optional)": "1.5",
      "Signup bonus amount (optional)": "10",
      Description: "A **bold** claim.\n\n- first point\n- second point",
      "Why I love this card": "I *love* testing.",
    };
    for (const [label, value] of Object.entries(values)) fill(dealField(visit, label), value);
  }
  const save = (browser: NoJsBrowser, visit: Visit) => {
    const saveButton = button(visit.$("main"), "Save");
    return browser.submit(visit, formOf(saveButton), saveButton);
  };

  it("a refused save keeps every value and shows each message; the fixed one saves and deletes", async () => {
    const browser = newBrowser();
    await logInAsAdmin(browser);
    const editor = await browser.open("/admin/deals/new");
    fillDeal(editor);
    fill(dealField(editor, "Slug"), "Bad Slug!");
    fill(dealField(editor, "Referral link"), "http://example.com/apply");
    fill(dealField(editor, "Deal score (optional)"), "11");
    const refused = await save(browser, editor);
    expect(refused.hops).toHaveLength(1);
    expect(refused.status).toBe(400);

    const summary = refused.$('[role="alert"] a');
    expect(summary.toArray().map((element) => textOf(refused.$(element)))).toEqual([
      "Slug: Use lower-case letters, digits and single hyphens only.",
      "Referral link: Enter a full https:// address.",
      "Deal score (optional): Enter a number from 0 to 10.",
    ]);
    expect(valueOf(dealField(refused, "Slug"))).toBe("Bad Slug!");
    expect(valueOf(dealField(refused, "Referral link"))).toBe("http://example.com/apply");
    expect(valueOf(dealField(refused, "Deal score (optional)"))).toBe("11");
    expect(valueOf(dealField(refused, "Title"))).toBe(deal.title);
    expect(valueOf(dealField(refused, "Issuer"))).toBe("Capital One");
    expect(valueOf(dealField(refused, "Description"))).toBe("A **bold** claim.\n\n- first point\n- second point");
    const describedBy = (dealField(refused, "Deal score (optional)").attr("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
    expect(describedBy.map((id) => textOf(refused.$(`[id="${id}"]`))).join(" ")).toMatch(/Enter a number from 0 to 10\./);

    fill(dealField(refused, "Slug"), deal.slug);
    fill(dealField(refused, "Referral link"), "https://example.com/apply/e2e");
    fill(dealField(refused, "Deal score (optional)"), "2");
    const saved = await save(browser, refused);
    expect(saved.status).toBe(200);
    expect(textOf(notice(saved))).toBe(`Saved ${deal.title}.`);
    expect(row(saved, deal.title)).toHaveLength(1);
    expect(textOf(row(saved, deal.title))).toContain("Draft");

    const confirm = await browser.open(link(row(saved, deal.title), `Delete ${deal.title}`).attr("href")!);
    const deleteButton = button(confirm.$("main"), "Delete");
    const deleted = await browser.submit(confirm, formOf(deleteButton), deleteButton);
    expect(textOf(notice(deleted))).toBe(`Deleted ${deal.slug}.`);
    expect(row(deleted, deal.title)).toHaveLength(0);
  });
});

describe("the account's sessions without JavaScript", () => {
  it("the owner signs out another browser, which then has to sign in again", async () => {
    const other = newBrowser(firefoxOnLinux);
    await logInAsAdmin(other);
    const owner = newBrowser();
    await logInAsAdmin(owner);

    const account = await owner.open("/admin/account");
    const sessions = (visit: Visit) => visit.$("li").filter((_, element) => textOf(visit.$(element)).includes("Firefox on Linux"));
    expect(sessions(account)).toHaveLength(1);
    const signOut = button(sessions(account), /^Sign out Firefox on Linux/);
    const ended = await owner.submit(account, formOf(signOut), signOut);
    expect(textOf(ended.$('[role="status"]'))).toContain("The session on Firefox on Linux has ended.");
    expect(sessions(ended)).toHaveLength(0);

    const shutOut = await other.navigate("/admin");
    expect(shutOut.url.pathname).toBe("/admin/login");

    const audit = await owner.open("/admin/audit?kind=session-revoked");
    const table = audit.$("table").filter((_, element) => {
      const candidate = audit.$(element);
      return (candidate.attr("aria-label") ?? textOf(candidate.find("caption"))) === "Audit log, newest first";
    });
    expect(table).toHaveLength(1);
    expect(textOf(table.find("tbody tr").first())).toContain("Signed out a session on Firefox on Linux");
  });
});

describe("the audit log and the account without JavaScript", () => {
  let browser: NoJsBrowser;
  beforeAll(async () => {
    browser = newBrowser();
    await logInAsAdmin(browser);
  });
  const exactLink = (visit: Visit, name: string) => {
    const found = visit.$("a[href]").filter((_, element) => (visit.$(element).attr("aria-label") ?? textOf(visit.$(element))) === name);
    expect(found, `one link "${name}"`).toHaveLength(1);
    return found.attr("href")!;
  };

  it("the owner reads the audit log, filters it by kind and finds the export", async () => {
    const dashboard = await browser.open("/admin");
    const audit = await browser.open(adminMenuHref(dashboard, "Audit log"));
    heading(audit.$.root(), 1, "Audit log");

    fill(field(audit.$, audit.$("main"), "Kind"), "Signed in");
    const filter = button(audit.$("main"), "Filter");
    const filtered = await browser.submit(audit, formOf(filter), filter);
    expect(filtered.status).toBe(200);
    expect(filtered.url.searchParams.get("kind")).toBe("sign-in");
    const table = filtered.$("table").filter((_, element) => {
      const candidate = filtered.$(element);
      return (candidate.attr("aria-label") ?? textOf(candidate.find("caption"))) === "Audit log, newest first";
    });
    expect(table).toHaveLength(1);
    const rows = table.find("tbody tr").toArray();
    expect(rows.length).toBeGreaterThan(0);
    expect(textOf(filtered.$(rows[0]!))).toContain("Signed in with a password");
    for (const row of rows) expect(textOf(filtered.$(row))).toContain("Signed in");
    expect(exactLink(filtered, "Export CSV")).toBe("/admin/audit.csv?kind=sign-in");
  });

  it("the owner sees this browser among the account's sessions", async () => {
    const dashboard = await browser.open("/admin");
    const account = await browser.open(adminMenuHref(dashboard, "Your account"));
    heading(account.$.root(), 1, "Your account");
    const thisBrowser = account.$("li").filter((_, element) => {
      const item = account.$(element);
      return textOf(item).includes("This browser") && item.find("li").length === 0;
    });
    expect(thisBrowser).toHaveLength(1);
    expect(textOf(thisBrowser)).toContain("Chrome on Linux");
  });
});
