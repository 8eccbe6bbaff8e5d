import { describe, expect, it } from "vitest";
import { adminMenuHref, button, field, fill, formOf, NoJsBrowser, theNamed, valueOf, withRole, type Visit } from "./no-js-browser";
import { noJsSite } from "./no-js-site";
import { heading, textOf } from "./page-html";

/*
 * The transfer partners pages with JavaScript off, once the JavaScript-off pass of
 * transfer-partners.spec.ts (issue 34): the pickers are GET forms, the values are in the server's
 * HTML, and the owner's edit of a partner row is a posted form. Chromium keeps the
 * JavaScript-on pass with its axe scans.
 */
const admin = { email: "nojs-partners-owner@example.com", password: "correct-horse-battery-partners" };

const site = noJsSite(admin);

const visitor = () => new NoJsBrowser(site.server.origin);

/** The one link of `scope` whose name includes `name` (as getByRole's name without exact). */
function linkIncluding(visit: Visit, scope: ReturnType<Visit["$"]>, name: string): string {
  const found = scope.find("a[href]").filter((_, element) => {
    const candidate = visit.$(element);
    return (candidate.attr("aria-label") ?? textOf(candidate)).toLowerCase().includes(name.toLowerCase());
  });
  expect(found, `one link "${name}"`).toHaveLength(1);
  return found.attr("href")!;
}

/** The rows of `table` whose row header matches `name`. */
function rowWithHeader(visit: Visit, table: ReturnType<Visit["$"]>, name: string | RegExp) {
  return table.find("tr").filter((_, row) =>
    visit
      .$(row)
      .find("th[scope='row']")
      .toArray()
      .some((cell) => {
        const text = textOf(visit.$(cell));
        return typeof name === "string" ? text === name : name.test(text);
      }),
  );
}

describe("transfer partners without JavaScript", () => {
  it("a reader picks a currency, then a partner, then a program", async () => {
    const browser = visitor();
    const bonuses = await browser.open("/transfer-bonuses");
    const partnersPage = await browser.open(linkIncluding(bonuses, bonuses.$.root(), "every transfer partner"));
    heading(partnersPage.$.root(), 1, "Transfer Partners");

    fill(field(partnersPage.$, partnersPage.$("main"), "Points currency"), "Chase Ultimate Rewards");
    const show = button(partnersPage.$("main"), "Show partners");
    const chase = await browser.submit(partnersPage, formOf(show), show);
    expect(chase.status).toBe(200);
    expect(chase.url.pathname).toBe("/transfer-partners");
    expect(chase.url.searchParams.get("currency")).toBe("chase-ultimate-rewards");
    const partners = theNamed(chase.$, chase.$("main"), "table", "Chase Ultimate Rewards transfer partners");
    expect(partners.find("tbody tr")).toHaveLength(13);
    const hyatt = rowWithHeader(chase, partners, /World of Hyatt/);
    expect(hyatt).toHaveLength(1);
    expect(textOf(hyatt.find("td").first())).toBe("1:1");
    expect(valueOf(field(chase.$, chase.$("main"), "Points currency"))).toBe("chase-ultimate-rewards");

    const hyattPage = await browser.open(linkIncluding(chase, hyatt, "World of Hyatt"));
    const reaching = theNamed(hyattPage.$, hyattPage.$("main"), "table", "Currencies that transfer to World of Hyatt");
    expect(rowWithHeader(hyattPage, reaching, "Chase Ultimate Rewards")).toHaveLength(1);

    fill(field(hyattPage.$, hyattPage.$("main"), "Airline or hotel program"), "Air Canada Aeroplan");
    const showCurrencies = button(hyattPage.$("main"), "Show currencies");
    const aeroplan = await browser.submit(hyattPage, formOf(showCurrencies), showCurrencies);
    expect(aeroplan.url.searchParams.get("program")).toBe("aeroplan");
    const toAeroplan = theNamed(aeroplan.$, aeroplan.$("main"), "table", "Currencies that transfer to Air Canada Aeroplan");
    expect(toAeroplan.find("tbody tr").length).toBeGreaterThan(0);
  });

  it("deals show an estimated first-year value with its formula, and a cash bonus none", async () => {
    const browser = visitor();
    const deal = await browser.open("/deals/chase-sapphire-preferred-75k");
    const facts = theNamed(deal.$, deal.$.root(), "aside, [role='complementary']", "Quick Card Facts");
    expect(textOf(facts)).toContain("Estimated first-year value: $1,218");
    expect(textOf(facts)).toContain("75,000 points × 1.75¢ per point (our value for Chase Ultimate Rewards) − $95 first-year fee");
    const values = await browser.open(linkIncluding(deal, facts, "How we value points"));
    heading(values.$.root(), 1, "Point Values");

    const cash = await browser.open("/deals/capital-one-spark-cash-plus-1500");
    const cashFacts = theNamed(cash.$, cash.$.root(), "aside, [role='complementary']", "Quick Card Facts");
    expect(textOf(cashFacts)).not.toContain("Estimated first-year value");

    const home = await browser.open("/");
    const featured = theNamed(home.$, home.$.root(), "section, [role='region']", "Featured Offers").find("article");
    expect(textOf(featured.first())).toMatch(/Estimated first-year value: -?\$[\d,]+/);
  });

  it("the values page shows each value and how values are set", async () => {
    const values = await visitor().open("/transfer-partners/values");
    heading(values.$.root(), 1, "Point Values");
    const how = values.$("h1, h2, h3, h4").filter((_, element) => textOf(values.$(element)) === "How we set the values");
    expect(how).toHaveLength(1);
    expect(theNamed(values.$, values.$("main"), "table", "Bank points currencies").find("tbody tr")).toHaveLength(6);
  });

  it("the owner edits a partner row and the public page shows it", async () => {
    const time = "within 10 minutes (e2e)";
    const owner = visitor();
    const login = await owner.open("/admin/login");
    fill(field(login.$, login.$("main"), "Email"), admin.email);
    fill(field(login.$, login.$("main"), "Password"), admin.password);
    const logIn = button(login.$("main"), "Log in");
    const dashboard = await owner.submit(login, formOf(logIn), logIn);
    expect(textOf(dashboard.$("body"))).toContain(`Signed in as ${admin.email}`);

    const adminPartners = await owner.open(adminMenuHref(dashboard, "Partners and values"));
    const currencies = theNamed(adminPartners.$, adminPartners.$.root(), "nav", "Currencies");
    const wellsFargo = await owner.open(linkIncluding(adminPartners, currencies, "Wells Fargo Rewards"));
    const editor = await owner.open(linkIncluding(wellsFargo, wellsFargo.$.root(), "Edit Choice Privileges"));
    heading(editor.$.root(), 1, "Wells Fargo Rewards to Choice Privileges");

    fill(field(editor.$, editor.$("main"), "Ratio"), "1:0");
    fill(field(editor.$, editor.$("main"), "Transfer time"), time);
    const save = (visit: Visit) => {
      const savePartner = button(visit.$("main"), "Save partner");
      return owner.submit(visit, formOf(savePartner), savePartner);
    };
    const refused = await save(editor);
    expect(withRole(refused.$, "alert", "Ratio: Enter a ratio of whole numbers")).toHaveLength(1);
    expect(valueOf(field(refused.$, refused.$("main"), "Transfer time"))).toBe(time);

    fill(field(refused.$, refused.$("main"), "Ratio"), "1:2");
    const saved = await save(refused);
    expect(saved.url.pathname).toBe("/admin/transfer-partners");
    expect(saved.url.searchParams.get("currency")).toBe("wells-fargo-rewards");
    const savedRow = saved.$("tr").filter((_, row) => textOf(saved.$(row)).includes("Choice Privileges"));
    expect(savedRow).toHaveLength(1);
    expect(textOf(savedRow)).toContain(time);

    const reader = await visitor().open("/transfer-partners?currency=wells-fargo-rewards");
    const publicRow = rowWithHeader(reader, reader.$.root(), /Choice Privileges/);
    expect(publicRow).toHaveLength(1);
    expect(textOf(publicRow)).toContain(time);
  });
});
