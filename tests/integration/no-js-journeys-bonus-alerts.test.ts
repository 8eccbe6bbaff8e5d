import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { button, field, fill, formOf, NoJsBrowser, theNamed, valueOf, withRole, type Visit } from "./no-js-browser";
import { heading, textOf, type Scope } from "./page-html";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server";

/*
 * Issue 24's bonus history and bonus alerts with JavaScript off, once the JavaScript-off pass of
 * bonus-alerts.spec.ts (issue 34): the history's filter is a GET form, the alert sign-up and the
 * preferences page are posted forms, and the preferences link comes in the welcome email.
 * Chromium keeps the JavaScript-on pass with its axe scans.
 */
let smtp: SmtpTestServer;
let server: BuiltServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startBuiltServer(
    { SMTP_URL: smtp.url, FORM_MIN_FILL_MS: "0", MAIL_RETRY_DELAY_SECONDS: "1" },
    { startTimeoutMs: 240_000 },
  );
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const address = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

function press(browser: NoJsBrowser, visit: Visit, scope: Scope, name: string): Promise<Visit> {
  const pressed = button(scope, name);
  return browser.submit(visit, formOf(pressed), pressed);
}

describe("bonus history and alerts without JavaScript", () => {
  it("the transfer bonuses page leads to the history, which filters by program and counts per partner", async () => {
    const browser = new NoJsBrowser(server.origin);
    const bonuses = await browser.open("/transfer-bonuses");
    const historyLink = bonuses.$("a[href]").filter((_, element) => textOf(bonuses.$(element)).toLowerCase().includes("the bonus history"));
    expect(historyLink).toHaveLength(1);
    const history = await browser.open(historyLink.attr("href")!);
    expect(history.url.pathname + history.url.search).toBe("/transfer-bonuses/history");
    heading(history.$.root(), 1, "Transfer Bonus History");
    theNamed(history.$, history.$("main"), "table", /^Every bonus seen \(\d+\)$/);

    fill(field(history.$, history.$("main"), "Airline or hotel program"), "Virgin Atlantic Flying Club");
    const filtered = await press(browser, history, history.$("main"), "Show bonuses");
    expect(filtered.url.pathname + filtered.url.search).toBe("/transfer-bonuses/history?currency=&program=virgin-atlantic-flying-club");
    const list = theNamed(filtered.$, filtered.$("main"), "table", /^Every bonus seen \(\d+\)$/);
    const rows = list.find("tr").toArray();
    expect(textOf(filtered.$(rows[1]))).toContain("Virgin Atlantic");
    // Every row but the header names the program.
    expect(rows.filter((row) => !textOf(filtered.$(row)).includes("Virgin Atlantic"))).toHaveLength(1);
    const stats = theNamed(filtered.$, filtered.$("main"), "table", "Bonuses by currency and partner");
    const amex = stats.find("tr").filter((_, row) => textOf(filtered.$(row)).includes("American Express Membership Rewards"));
    expect(amex).toHaveLength(1);
    expect(textOf(amex)).toContain("40%");
  });

  it("a visitor asks for alerts on the partners page, then changes them from the link in the email", async () => {
    const email = address("alerts-js-off");
    const browser = new NoJsBrowser(server.origin);
    const hyatt = await browser.open("/transfer-partners?program=hyatt");
    const form = (visit: Visit) =>
      theNamed(visit.$, visit.$("main"), "section, [role='region']", "Email me when a bonus for World of Hyatt starts");
    fill(field(hyatt.$, form(hyatt), "Email address"), "not-an-address");
    const refused = await press(browser, hyatt, form(hyatt), "Email me");
    expect(refused.url.pathname + refused.url.search).toBe("/transfer-partners?program=hyatt");
    const message = form(refused)
      .find("*")
      .filter(
        (_, element) => refused.$(element).children().length === 0 && textOf(refused.$(element)) === "Please enter a valid email address.",
      );
    expect(message).toHaveLength(1);
    expect(valueOf(field(refused.$, form(refused), "Email address"))).toBe("not-an-address");

    fill(field(refused.$, form(refused), "Email address"), email);
    const saved = await press(browser, refused, form(refused), "Email me");
    expect(saved.url.pathname + saved.url.search).toBe("/transfer-partners?program=hyatt");
    expect(withRole(saved.$, "status", "Alert saved")).toHaveLength(1);

    const welcome = await smtp.waitForMessage((message) => message.to.includes(email) && /Welcome to Pointwise/.test(message.subject));
    const link = /Choose which transfer bonuses you get an email about: (\S+)/.exec(welcome.text)?.[1];
    expect(link).toBeDefined();
    const preferencesPath = new URL(link!).pathname + new URL(link!).search;
    const preferences = await browser.open(preferencesPath);
    heading(preferences.$.root(), 1, "Your transfer bonus alerts");
    const box = (visit: Visit, name: string) => field(visit.$, visit.$("main"), name);
    expect(box(preferences, "World of Hyatt").is("[checked]")).toBe(true);

    fill(box(preferences, "Chase Ultimate Rewards"), true);
    fill(box(preferences, "World of Hyatt"), false);
    const changed = await press(browser, preferences, preferences.$("main"), "Save my alerts");
    expect(withRole(changed.$, "status", "Your alert choices are saved")).toHaveLength(1);
    const reloaded = await browser.open(changed.url.pathname + changed.url.search);
    expect(box(reloaded, "Chase Ultimate Rewards").is("[checked]")).toBe(true);
    expect(box(reloaded, "World of Hyatt").is("[checked]")).toBe(false);
  });
});
