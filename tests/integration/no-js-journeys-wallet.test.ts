import { describe, expect, it } from "vitest";
import { businessDay } from "~/lib/calendar-day";
import { formatIsoDate } from "~/lib/format-date";
import { addMonths } from "~/wallet/dates";
import { button, field, fill, formOf, NoJsBrowser, valueOf, withRole, type Visit } from "./no-js-browser";
import { noJsSiteWithMail } from "./no-js-site";
import { textOf, type Scope } from "./page-html";

/*
 * The wallet with JavaScript off (issue 30): every step a page, a link or a posted form. A visitor
 * signs in, adds a card from the catalogue (which makes the member "You"), a member, a card the
 * catalogue lacks and a balance whose expiry shows its source; a bad input comes back with its
 * message and what was typed; a card and a balance are edited and a card deleted; the wallet goes
 * out as a CSV file and comes back unchanged, and a bad file is refused line by line, changing
 * nothing; last, "You" is renamed and a member removed with their rows.
 */
const owner = { email: "nojs-wallet-owner@example.com", password: "correct-horse-battery-wallet" };
const site = noJsSiteWithMail(owner, "http://localhost:4995");

/** The form section whose heading is `title` (a form on the page is found by what it is for). */
function section(visit: Visit, title: string): Scope {
  const found = visit.$("main section").filter((_, element) => textOf(visit.$(element).children("h2").first()) === title);
  expect(found, `one section "${title}"`).toHaveLength(1);
  return found;
}

/** Fills the fields of `scope` by label and presses its button `name`. */
async function post(
  browser: NoJsBrowser,
  visit: Visit,
  scope: Scope,
  fields: Record<string, string>,
  name: string | RegExp,
): Promise<Visit> {
  for (const [label, value] of Object.entries(fields)) fill(field(visit.$, scope, label), value);
  const pressed = button(scope, name);
  return browser.submit(visit, formOf(pressed), pressed);
}

async function signIn(browser: NoJsBrowser, email: string): Promise<Visit> {
  const start = await browser.open("/account/sign-in");
  const codePage = await post(browser, start, start.$("main"), { "Email address": email }, "Email me a code");
  const message = await site.smtp.waitForMessage((candidate) => candidate.to.includes(email));
  const code = /Your code: (\d{6})/.exec(message.text)?.[1] ?? "";
  return post(browser, codePage, codePage.$("main"), { "6-digit code": code }, "Sign in");
}

/** The list item of a card or balance whose heading is `name`. */
function row(visit: Visit, name: string): Scope {
  const found = visit.$("main li").filter((_, item) => textOf(visit.$(item).find("h4").first()) === name);
  expect(found, `one row "${name}"`).toHaveLength(1);
  return found;
}

/** A row's facts, term by term. */
function facts(visit: Visit, item: Scope): Record<string, string> {
  return Object.fromEntries(
    item
      .find("dt")
      .map((_, term) => [[textOf(visit.$(term)), textOf(visit.$(term).next("dd"))]])
      .get(),
  );
}

async function download(browser: NoJsBrowser): Promise<{ response: Response; text: string }> {
  const cookie = [...browser.cookies].map(([name, { value }]) => `${name}=${value}`).join("; ");
  const response = await fetch(`${browser.origin}/account/wallet/export`, { headers: { Cookie: cookie } });
  return { response, text: await response.text() };
}

async function importFile(browser: NoJsBrowser, contents: string): Promise<Visit> {
  const page = await browser.open("/account/wallet/import");
  const pressed = button(page.$("main"), "Import and replace my wallet");
  return browser.submit(page, formOf(pressed), pressed, { file: new File([contents], "wallet.csv", { type: "text/csv" }) });
}

describe("a wallet without JavaScript", () => {
  it("keeps cards and balances, shows sourced expiry, edits, deletes, and goes out and back in as a CSV file", async () => {
    const browser = new NoJsBrowser(site.server.origin);
    const anonymous = await new NoJsBrowser(site.server.origin).open("/account/wallet");
    expect(anonymous.url.pathname).toBe("/account/sign-in");

    const account = await signIn(browser, "nojs-wallet@example.com");
    expect(account.url.pathname).toBe("/account");
    const walletLink = account.$("main a[href='/account/wallet']");
    expect(textOf(walletLink)).toBe("Your wallet: cards, points and when they expire");
    const empty = await browser.open("/account/wallet");
    expect(empty.headers.get("cache-control")).toMatch(/\bno-store\b/);
    expect(textOf(empty.$("main"))).toContain("Your wallet is empty.");

    // A card from the catalogue: the first row makes the member "You".
    let page = await post(
      browser,
      empty,
      section(empty, "Add a card"),
      { Card: "chase-sapphire-preferred", Opened: "2024-03" },
      "Add card",
    );
    expect(page.url.pathname).toBe("/account/wallet");
    expect(withRole(page.$, "status", "Card added")).toHaveLength(1);
    expect(page.$("main h2").filter((_, heading) => textOf(page.$(heading)) === "You")).toHaveLength(1);
    expect(facts(page, row(page, "Chase Sapphire Preferred"))).toEqual({
      Issuer: "Chase",
      Type: "Personal",
      Opened: "March 2024",
      Closed: "Open",
    });

    page = await post(browser, page, section(page, "Add a household member"), { Name: "Sam" }, "Add member");
    expect(withRole(page.$, "status", "Member added")).toHaveLength(1);
    const other = {
      Member: "Sam",
      Card: "other",
      "Card name": "Hometown Credit Union Visa",
      Issuer: "other",
      "Personal or business": "business",
    };
    page = await post(browser, page, section(page, "Add a card"), { ...other, Opened: "2023-01" }, "Add card");
    expect(facts(page, row(page, "Hometown Credit Union Visa"))).toMatchObject({
      Issuer: "Other",
      Type: "Business",
      Opened: "January 2023",
    });

    // A balance: its expiry from the program's rule, with the rule's source and the day it was checked.
    page = await post(
      browser,
      page,
      section(page, "Add a balance"),
      { Member: "You", Program: "marriott", Points: "52,000" },
      "Add balance",
    );
    const marriott = row(page, "Marriott Bonvoy: 52,000 points");
    // Marriott's points last 24 months without activity, counted here from the balance's date: today.
    const expires = formatIsoDate(addMonths(businessDay(), 24));
    expect(facts(page, marriott).Expiry).toContain(
      `Expires ${expires}After 24 months without activity, counted from the date of this balance.`,
    );
    const source = marriott.find("a").filter((_, link) => textOf(page.$(link)).startsWith("Source"));
    expect(source.attr("href")).toBe("https://travel-dealz.com/blog/marriott-bonvoy-points-expiration/");
    expect(textOf(source.parent())).toBe("Source: travel-dealz.com, checked November 27, 2026");

    // Bad input: a 400, the message beside its field, what was typed kept; nothing saved.
    const refused = await post(browser, page, section(page, "Add a balance"), { Program: "hyatt", Points: "-5" }, "Add balance");
    expect(refused.status).toBe(400);
    const points = field(refused.$, section(refused, "Add a balance"), "Points");
    expect(valueOf(points)).toBe("-5");
    expect(points.attr("aria-invalid")).toBe("true");
    const describedBy = points.attr("aria-describedby")!.split(" ");
    expect(describedBy.map((id) => textOf(refused.$(`[id="${id}"]`)))).toContain("Enter a balance of 0 or more.");
    expect(valueOf(field(refused.$, section(refused, "Add a balance"), "Program"))).toBe("hyatt");
    const closedFirst = await post(
      browser,
      refused,
      section(refused, "Add a card"),
      { Card: "amex-gold", Opened: "2025-05", Closed: "2025-01" },
      "Add card",
    );
    expect(closedFirst.status).toBe(400);
    expect(textOf(section(closedFirst, "Add a card"))).toContain("The closed month can't be before the opened month.");
    expect(valueOf(field(closedFirst.$, section(closedFirst, "Add a card"), "Card"))).toBe("amex-gold");
    expect(textOf(closedFirst.$("main section[aria-labelledby^='member-'] ul"))).not.toContain("Hyatt");

    // Edit: the row's form, filled in, on the same page.
    const editCard = row(closedFirst, "Chase Sapphire Preferred").find("a[aria-label='Edit Chase Sapphire Preferred, opened March 2024']");
    let editing = await browser.open(new URL(editCard.attr("href")!, closedFirst.url).href);
    const cardForm = section(editing, "Edit a card");
    expect(valueOf(field(editing.$, cardForm, "Card"))).toBe("chase-sapphire-preferred");
    expect(valueOf(field(editing.$, cardForm, "Opened"))).toBe("2024-03");
    page = await post(browser, editing, cardForm, { Closed: "2026-10", "Sign-up bonus received": "2024-06" }, "Save card");
    expect(withRole(page.$, "status", "Card saved")).toHaveLength(1);
    expect(facts(page, row(page, "Chase Sapphire Preferred"))).toMatchObject({ Closed: "October 2026", "Bonus received": "June 2024" });

    const editBalance = row(page, "Marriott Bonvoy: 52,000 points")
      .find("a")
      .filter((_, link) => textOf(page.$(link)) === "Edit");
    editing = await browser.open(new URL(editBalance.attr("href")!, page.url).href);
    page = await post(
      browser,
      editing,
      section(editing, "Edit a balance"),
      { Points: "60000", "Your own expiry date": "2027-01-31" },
      "Save balance",
    );
    const own = row(page, "Marriott Bonvoy: 60,000 points");
    expect(facts(page, own).Expiry).toBe("Expires January 31, 2027Your dateYour own date: it wins over the program's rule.");

    const deleted = await post(browser, page, row(page, "Hometown Credit Union Visa"), {}, /^Delete /);
    expect(withRole(deleted.$, "status", "Card deleted")).toHaveLength(1);
    expect(textOf(deleted.$("main"))).not.toContain("Hometown Credit Union Visa");

    // The CSV file: a download nobody caches, and the same wallet when it comes back.
    const exported = await download(browser);
    expect(exported.response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="pointwise-wallet-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(exported.response.headers.get("cache-control")).toMatch(/\bno-store\b/);
    expect(exported.text.split("\r\n")[0]).toBe(
      "record,member,product,name,issuer,kind,opened,closed,bonus,changed_from,changed,program,amount,as_of,expires",
    );
    expect(exported.text).toContain("balance,You,,,,,,,,,,marriott,60000,");

    const importPage = await browser.open("/account/wallet/import");
    expect(textOf(importPage.$("main"))).toContain("Importing replaces your whole wallet.");
    const imported = await importFile(browser, exported.text);
    expect(imported.url.pathname).toBe("/account/wallet");
    expect(withRole(imported.$, "status", "Wallet imported")).toHaveLength(1);
    expect(textOf(imported.$("body"))).toContain("4 rows: 2 members, 1 card and 1 balance.");
    expect((await download(browser)).text).toBe(exported.text);

    // A bad file: its problems by line, a 400, and the wallet as it was.
    const bad = exported.text.replace("marriott,60000,", "marriott,-5,") + "card,Nobody,amex-gold,,,,2024-01,,,,,,,,\r\n";
    const refusedFile = await importFile(browser, bad);
    expect(refusedFile.status).toBe(400);
    const problems = withRole(refusedFile.$, "alert", "This file was not imported, and your wallet is unchanged");
    expect(
      problems
        .find("li")
        .map((_, item) => textOf(refusedFile.$(item)))
        .get(),
    ).toEqual(["Line 5: Enter a balance of 0 or more.", "Line 6: Choose a member."]);
    expect((await download(browser)).text).toBe(exported.text);

    // A file over the bound is refused from its declared length, with the same kind of message.
    const tooLarge = await importFile(browser, exported.text + "#".repeat(210 * 1024));
    expect(tooLarge.status).toBe(413);
    expect(textOf(tooLarge.$("main"))).toContain("This file is larger than 200 KB; a wallet file is much smaller.");
    expect((await download(browser)).text).toBe(exported.text);
    // Even a 10 MB file (far over the server's 256 KB cap for other posts) is answered beside its field.
    const tenMegabytes = await importFile(browser, exported.text + "#".repeat(10 * 1024 * 1024));
    expect(tenMegabytes.status).toBe(413);
    expect(textOf(tenMegabytes.$("main"))).toContain("This file is larger than 200 KB; a wallet file is much smaller.");
    expect((await download(browser)).text).toBe(exported.text);

    // Members: "You" renamed; Sam removed with everything of theirs.
    const walletPage = await browser.open("/account/wallet");
    const renameYou = walletPage.$("main a[aria-label='Rename or remove You']");
    let member = await browser.open(new URL(renameYou.attr("href")!, walletPage.url).href);
    page = await post(browser, member, section(member, "Rename You"), { Name: "Alex" }, "Save name");
    expect(withRole(page.$, "status", "Member renamed")).toHaveLength(1);
    member = await browser.open(new URL(page.$("main a[aria-label='Rename or remove Sam']").attr("href")!, page.url).href);
    expect(textOf(member.$("main"))).toContain("Removing Sam deletes their cards and balances too.");
    page = await post(browser, member, member.$("main"), {}, "Remove Sam and their cards and balances");
    expect(withRole(page.$, "status", "Member removed")).toHaveLength(1);
    expect(
      page
        .$("main h2")
        .map((_, heading) => textOf(page.$(heading)))
        .get(),
    ).toEqual(["Alex", "Add a card", "Add a balance", "Add a household member", "Your application plan"]);
    expect(textOf(page.$("#plan"))).toContain("No plan saved.");

    // The deals list judges every card by the wallet; "Cards I can get" is a plain GET (issue 31).
    const list = await browser.open("/deals");
    const verdictsShown = (visit: Visit) =>
      visit
        .$("main article")
        .filter((_, card) =>
          /^You can get it:|^Not yet:|^Card yes, bonus no:|^Tell us more:/.test(textOf(visit.$(card).find("div.rounded-md").first())),
        );
    expect(verdictsShown(list).length).toBe(list.$("main article").length);
    fill(field(list.$, list.$("main"), "Cards I can get"), true);
    const canGet = await browser.submit(list, formOf(field(list.$, list.$("main"), "Cards I can get")));
    expect(canGet.url.searchParams.get("can-get")).toBe("1");
    expect(textOf(canGet.$("main"))).toContain("Showing the cards someone in your wallet can get");
    const kept = canGet.$("main article");
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((_, card) => textOf(canGet.$(card)).includes("You can get it:")).length).toBe(kept.length);
  });
});
