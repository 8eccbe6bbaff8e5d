import { describe, expect, it } from "vitest";
import { button, field, fill, formOf, NoJsBrowser, valueOf, withRole, type Visit } from "./no-js-browser";
import { noJsSiteWithMail } from "./no-js-site";
import { region, textOf, type Scope } from "./page-html";

/*
 * The newsletter with JavaScript off, once browser tests with `javaScriptEnabled: false`
 * (issue 34): the home page's section subscribes and refuses by posting its form, double opt-in
 * confirms through the emailed link, and the section's hidden Admin form signs in, lists and
 * clears the subscribers. A server of its own, since Clear All empties its list.
 */
const admin = { email: "nojs-newsletter-owner@example.com", password: "correct-horse-battery-letters" };
// Links in emails name the site as the browser suite's server does (http://localhost:<port>).
const siteUrl = "http://localhost:4998";

const site = noJsSiteWithMail(admin, siteUrl);

/** A fresh address per call. */
function address(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

const visitor = () => new NoJsBrowser(site.server.origin);
const newsletter = (visit: Visit) => region(visit.$, visit.$.root(), "Get the best deals in your inbox");

async function subscribeFromSection(browser: NoJsBrowser, visit: Visit, email: string): Promise<Visit> {
  const section = newsletter(visit);
  fill(field(visit.$, section, "Email address"), email);
  const subscribe = button(section, "Subscribe");
  return browser.submit(visit, formOf(subscribe), subscribe);
}

/** Leaf elements of `scope` reading exactly `text`. */
function leavesReading(visit: Visit, scope: Scope, text: string): Scope {
  return scope.find("*").filter((_, element) => visit.$(element).children().length === 0 && textOf(visit.$(element)) === text);
}

async function signInAsAdmin(browser: NoJsBrowser): Promise<void> {
  const login = await browser.open("/admin/login");
  fill(field(login.$, login.$("main"), "Email"), admin.email);
  fill(field(login.$, login.$("main"), "Password"), admin.password);
  const logIn = button(login.$("main"), "Log in");
  const signedIn = await browser.submit(login, formOf(logIn), logIn);
  expect(textOf(signedIn.$("body"))).toContain(`Signed in as ${admin.email}`);
}

/** The owner's switch on the privacy admin page, saved without JavaScript. */
async function setDoubleOptIn(owner: NoJsBrowser, on: boolean): Promise<void> {
  const label = "Ask new subscribers to confirm their address (double opt-in)";
  const page = await owner.open("/admin/privacy");
  fill(field(page.$, page.$("main"), label), on);
  const save = button(page.$("main"), "Save double opt-in");
  const saved = await owner.submit(page, formOf(save), save);
  expect(withRole(saved.$, "status", "Saved")).toHaveLength(1);
  expect(field(saved.$, saved.$("main"), label).is("[checked]")).toBe(on);
}

async function subscriberRow(owner: NoJsBrowser, email: string): Promise<string> {
  const list = await owner.open(`/admin/subscribers?q=${encodeURIComponent(email)}`);
  const rows = list.$("tr").filter((_, row) => textOf(list.$(row)).includes(email));
  expect(rows).toHaveLength(1);
  return textOf(rows);
}

describe("the newsletter section without JavaScript", () => {
  it("a refused address comes back in the field with the notice; a valid one subscribes", async () => {
    const browser = visitor();
    const home = await browser.open("/");
    const refused = await subscribeFromSection(browser, home, "not-an-address");
    expect(refused.url.pathname).toBe("/");
    expect(refused.url.hash).toBe("#newsletter");
    expect(withRole(refused.$, "alert", "Invalid Email")).toHaveLength(1);
    expect(valueOf(field(refused.$, newsletter(refused), "Email address"))).toBe("not-an-address");
    expect(leavesReading(refused, newsletter(refused), "Please enter a valid email address.")).toHaveLength(1);

    const email = address("no-js");
    const subscribed = await subscribeFromSection(browser, refused, email);
    const success = withRole(subscribed.$, "status", "Success");
    expect(success).toHaveLength(1);
    expect(textOf(success)).toContain("You've been subscribed!");
    const owner = visitor();
    await signInAsAdmin(owner);
    expect(await subscriberRow(owner, email)).toContain("active");
  });
});

describe("double opt-in on, without JavaScript", () => {
  it("a pending notice, then the confirmation link, then the welcome email with the guide", async () => {
    const owner = visitor();
    await signInAsAdmin(owner);
    const email = address("double-no-js");
    await setDoubleOptIn(owner, true);
    const browser = visitor();
    try {
      const subscribed = await subscribeFromSection(browser, await browser.open("/"), email);
      const pending = withRole(subscribed.$, "status", "Success");
      expect(pending).toHaveLength(1);
      expect(textOf(pending)).toContain("Almost there! Check your inbox and click the link in our email to confirm your subscription.");
    } finally {
      await setDoubleOptIn(owner, false);
    }
    expect(await subscriberRow(owner, email)).toContain("pending confirmation");

    const confirmation = await site.smtp.waitForMessage(
      (message) => message.to.includes(email) && message.subject === "Confirm your Pointwise subscription",
    );
    const welcomes = () =>
      site.smtp.messages.filter((message) => message.to.includes(email) && /Welcome to Pointwise/.test(message.subject));
    expect(welcomes()).toHaveLength(0);
    const link = /Confirm my subscription: (\S+)/.exec(confirmation.text)?.[1];
    expect(link).toMatch(/\/newsletter\/confirm\?token=/);
    // The email names the public site; this browser asks the server under test for the same path.
    const linkPath = new URL(link!).pathname + new URL(link!).search;

    const confirm = await browser.open(linkPath);
    expect(textOf(confirm.$("h1"))).toBe("Confirm your subscription");
    const confirmButton = button(confirm.$("main"), "Confirm subscription");
    const confirmed = await browser.submit(confirm, formOf(confirmButton), confirmButton);
    expect(textOf(confirmed.$("h1"))).toBe("Your subscription is confirmed");

    const welcome = await site.smtp.waitForMessage((message) => message.to.includes(email) && /Welcome to Pointwise/.test(message.subject));
    expect(welcome.text).toMatch(/Read the free guide: http:\/\/localhost:\d+\/guide/);
    const again = await browser.navigate(linkPath);
    expect(textOf(again.$("h1"))).toBe("Your subscription is already confirmed");
    expect(await subscriberRow(owner, email)).toContain("active (confirmed");
    expect(welcomes()).toHaveLength(1);
  });
});

describe("the hidden Admin toggle, without JavaScript", () => {
  it("denies a wrong password, then lets the admin see, clear the list and log out", async () => {
    const browser = visitor();
    const subscribed = await subscribeFromSection(browser, await browser.open("/"), address("listed"));
    expect(withRole(subscribed.$, "status", "Success")).toHaveLength(1);

    // The Admin form sits in a closed <details> whose summary reads "Admin": the browser opens it
    // without JavaScript; here its fields are filled where they are.
    const signIn = async (visit: Visit, password: string) => {
      const section = newsletter(visit);
      const summary = section.find("details > summary").filter((_, element) => textOf(visit.$(element)) === "Admin");
      expect(summary).toHaveLength(1);
      const disclosure = summary.parent();
      fill(field(visit.$, disclosure, "Admin email"), admin.email);
      fill(field(visit.$, disclosure, "Admin password"), password);
      const logIn = button(disclosure, "Log in");
      return browser.submit(visit, formOf(logIn), logIn);
    };
    const denied = await signIn(subscribed, "not-the-password");
    const alert = withRole(denied.$, "alert", "Access Denied");
    expect(alert).toHaveLength(1);
    expect(textOf(alert)).toContain("Invalid admin password.");

    const granted = await signIn(denied, admin.password);
    const access = withRole(granted.$, "status", "Admin Access Granted");
    expect(access).toHaveLength(1);
    expect(textOf(access)).toContain("You now have access to subscriber data.");

    const sectionLink = (visit: Visit, name: RegExp) => {
      const found = newsletter(visit)
        .find("a[href]")
        .filter((_, element) => name.test(textOf(visit.$(element))));
      expect(found, String(name)).toHaveLength(1);
      return found.attr("href")!;
    };
    const subscribersList = (visit: Visit) => newsletter(visit).find('[aria-label="Subscribers"]');
    const shown = await browser.open(sectionLink(granted, /^Show Subscribers \(\d+\)$/));
    expect(subscribersList(shown)).toHaveLength(1);
    expect(subscribersList(shown).find("li").length).toBeGreaterThan(0);
    const hidden = await browser.open(sectionLink(shown, /^Hide Subscribers/));
    expect(subscribersList(hidden)).toHaveLength(0);

    const asked = await browser.open(sectionLink(hidden, /^Clear All$/));
    const yes = button(newsletter(asked), "Yes, clear all");
    const cleared = await browser.submit(asked, formOf(yes), yes);
    const clearedNotice = withRole(cleared.$, "status", "Cleared");
    expect(clearedNotice).toHaveLength(1);
    expect(textOf(clearedNotice)).toContain("All subscribers have been cleared.");
    sectionLink(cleared, /^Show Subscribers \(0\)$/);

    const logout = button(newsletter(cleared), "Logout");
    const loggedOut = await browser.submit(cleared, formOf(logout), logout);
    const loggedOutNotice = withRole(loggedOut.$, "status", "Logged Out");
    expect(loggedOutNotice).toHaveLength(1);
    expect(textOf(loggedOutNotice)).toContain("Admin session ended.");
    expect(leavesReading(loggedOut, newsletter(loggedOut), "Admin")).toHaveLength(1);
  });
});
