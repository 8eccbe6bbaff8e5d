import { describe, expect, it } from "vitest";
import { button, field, fill, formOf, NoJsBrowser, theNamed, valueOf, withRole, type Visit } from "./no-js-browser";
import { noJsSite } from "./no-js-site";
import { textOf, type Scope } from "./page-html";

/*
 * The owner's privacy settings with JavaScript off, once a browser test with JavaScript off
 * (issue 34): a refused and a saved retention period are posted forms. Chromium keeps the
 * JavaScript-on pass with its axe scan, and both passes of the visitor's self-service journey.
 */
const admin = { email: "nojs-privacy-owner@example.com", password: "correct-horse-battery-privacy" };

const site = noJsSite(admin);

async function signedInOwner(): Promise<NoJsBrowser> {
  const owner = new NoJsBrowser(site.server.origin);
  const login = await owner.open("/admin/login");
  fill(field(login.$, login.$("main"), "Email"), admin.email);
  fill(field(login.$, login.$("main"), "Password"), admin.password);
  const logIn = button(login.$("main"), "Log in");
  const dashboard = await owner.submit(login, formOf(logIn), logIn);
  expect(textOf(dashboard.$("body"))).toContain(`Signed in as ${admin.email}`);
  return owner;
}

function press(browser: NoJsBrowser, visit: Visit, scope: Scope, name: string): Promise<Visit> {
  const pressed = button(scope, name);
  return browser.submit(visit, formOf(pressed), pressed);
}

function leavesReading(visit: Visit, scope: Scope, text: string): Scope {
  return scope.find("*").filter((_, element) => visit.$(element).children().length === 0 && textOf(visit.$(element)) === text);
}

describe("privacy settings without JavaScript", () => {
  it("the owner changes a retention period; a value out of range is refused with its range", async () => {
    const owner = await signedInOwner();
    const label = "Email bodies and recipients in the outbox, after delivery (days)";
    const retention = (visit: Visit) => theNamed(visit.$, visit.$("main"), "section, [role='region']", "Retention");
    const page = await owner.open("/admin/privacy");
    fill(field(page.$, retention(page), label), "0");
    const refused = await press(owner, page, retention(page), "Save retention settings");
    expect(leavesReading(refused, retention(refused), "Enter a whole number of days from 1 to 3650.")).toHaveLength(1);
    expect(valueOf(field(refused.$, retention(refused), label))).toBe("0");

    fill(field(refused.$, retention(refused), label), "90");
    const saved = await press(owner, refused, retention(refused), "Save retention settings");
    expect(withRole(saved.$, "status", "Retention settings saved")).toHaveLength(1);
    expect(valueOf(field(saved.$, retention(saved), label))).toBe("90");
    theNamed(saved.$, saved.$("main"), "section, [role='region']", "Last retention run");
  });
});
