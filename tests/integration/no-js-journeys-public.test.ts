import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fiveCardsInTwoYears } from "../e2e/support/card-history";
import { byScore, contentDeals, matching, newestFirst } from "../e2e/support/deals";
import { fakeApiKey, startFakeSeatsAero, type FakeSeatsAero } from "../support/seats-aero-fake";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { button, field, fill, formOf, NoJsBrowser, valueOf, withRole, type Visit } from "./no-js-browser";
import { exactText, heading, link, region, textOf, type Scope } from "./page-html";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server";

/*
 * The public journeys a visitor with JavaScript off takes, once browser tests with
 * `javaScriptEnabled: false` (issue 34): every page is the server's HTML, every form a post of
 * the fields a browser would send, every redirect followed as a browser follows it. The screen
 * width those tests ran at changes nothing the server sends, so each journey runs once.
 */
let smtp: SmtpTestServer;
let seatsAero: FakeSeatsAero;
let server: BuiltServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  seatsAero = await startFakeSeatsAero();
  // As the browser suite's server (playwright.config.ts): no minimum fill time, mail to loopback,
  // a local award-space provider.
  server = await startBuiltServer(
    {
      SMTP_URL: smtp.url,
      FORM_MIN_FILL_MS: "0",
      MAIL_RETRY_DELAY_SECONDS: "1",
      OWNER_EMAIL: "owner@example.com",
      SEATS_AERO_API_KEY: fakeApiKey,
      SEATS_AERO_API_URL: seatsAero.url,
    },
    { startTimeoutMs: 240_000 },
  );
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await seatsAero?.stop();
});

const visitor = () => new NoJsBrowser(server.origin);

/** Links of `scope` whose name matches, in document order. */
function linksNamed(visit: Visit, scope: Scope, name: RegExp): string[] {
  return scope
    .find("a[href]")
    .toArray()
    .map((element) => visit.$(element))
    .filter((candidate) => name.test(candidate.attr("aria-label") ?? textOf(candidate)))
    .map((candidate) => candidate.attr("href")!);
}

describe("the booking form without JavaScript", () => {
  const messages: Record<string, string> = {
    "Full Name": "Name must be at least 2 characters.",
    Email: "Please enter a valid email address.",
    Phone: "Please enter a valid phone number.",
    "Maximum Number of Stops": "Please select maximum number of stops.",
  };
  const requestForm = (visit: Visit) => visit.$("main form");
  const bookingField = (visit: Visit, label: string) => field(visit.$, requestForm(visit), label);

  function fillRequest(visit: Visit, email: string, overrides: Record<string, string> = {}) {
    const text: Record<string, string> = {
      "Full Name": "Ana Lima",
      Email: email,
      Phone: "212 555 0100",
      "Date(s) of Travel": "March 3-17, 2027",
      From: "New York",
      To: "Munich",
      "Number of Passengers": "2",
      "List all airline and credit card points": "200k Chase Ultimate Rewards",
      ...overrides,
    };
    for (const [label, value] of Object.entries(text)) fill(bookingField(visit, label), value);
    fill(bookingField(visit, "Preferred Class"), "business");
    fill(bookingField(visit, "Maximum Number of Stops"), "1");
  }

  const submitRequest = (browser: NoJsBrowser, visit: Visit) =>
    browser.submit(visit, requestForm(visit), button(requestForm(visit), "Submit Booking Request"));

  function expectConfirmation(visit: Visit) {
    expect(visit.status).toBe(200);
    expect(visit.url.pathname).toBe("/booking-form/received");
    heading(visit.$.root(), 1, "Booking Request Received!");
    expect(textOf(visit.$("main"))).toMatch(/contact you within 24 hours/);
    expect(link(visit.$("main"), "Return to Home").attr("href")).toBe("/");
  }

  it("a bad post comes back with the spec's messages and everything typed", async () => {
    const browser = visitor();
    const form = await browser.open("/booking-form");
    fillRequest(form, "not-an-email", { Phone: "555", "Full Name": "A" });
    fill(bookingField(form, "Maximum Number of Stops"), "");
    const answer = await submitRequest(browser, form);
    expect(answer.hops).toHaveLength(1);
    expect(answer.status).toBe(400);
    for (const message of Object.values(messages)) {
      const shown = requestForm(answer)
        .find("*")
        .filter((_, element) => answer.$(element).children().length === 0 && textOf(answer.$(element)) === message);
      expect(shown, message).toHaveLength(1);
    }
    expect(valueOf(bookingField(answer, "Full Name"))).toBe("A");
    expect(valueOf(bookingField(answer, "Email"))).toBe("not-an-email");
    expect(valueOf(bookingField(answer, "To"))).toBe("Munich");
    expect(valueOf(bookingField(answer, "Preferred Class"))).toBe("business");
    expect(valueOf(bookingField(answer, "List all airline and credit card points"))).toBe("200k Chase Ultimate Rewards");
    exactText(answer.$, "$299 for 2 passengers");
  });

  it("a good post lands on the confirmation with its notice", async () => {
    const browser = visitor();
    const form = await browser.open("/booking-form");
    const email = "nojs-http@example.com";
    fillRequest(form, email, { "Full Name": "Ana Lima No Script" });
    const answer = await submitRequest(browser, form);
    expect(answer.hops.map((hop) => hop.status)).toEqual([303, 200]);
    expectConfirmation(answer);
    expect(withRole(answer.$, "status", "Booking request submitted successfully!")).toHaveLength(1);

    const again = await browser.open(answer.url.pathname + answer.url.search);
    expectConfirmation(again);
    expect(again.html).not.toContain("Booking request submitted successfully!");
    const receipt = await smtp.waitForMessage((message) => message.to.includes(email));
    expect(receipt.text).toContain("$299 for 2 passengers");
  });

  it("from the page cache, the request goes through with the stamp every visitor shares", async () => {
    // The cache stores the page just after a render; poll until it serves it.
    let cached: Visit | undefined;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      cached = await visitor().open("/booking-form");
      if (cached.headers.get("x-page-cache") === "hit") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(cached!.headers.get("x-page-cache")).toBe("hit");
    const shared = requestForm(cached!).find('input[name="formStamp"]').attr("value");
    expect(shared).toBeTruthy();

    const browser = visitor();
    const form = await browser.open("/booking-form");
    expect(form.headers.get("x-page-cache")).toBe("hit");
    expect(requestForm(form).find('input[name="formStamp"]').attr("value")).toBe(shared);
    const email = "cached-nojs-http@example.com";
    fillRequest(form, email, { "Full Name": "Cached Page Without Script" });
    expectConfirmation(await submitRequest(browser, form));
    const receipt = await smtp.waitForMessage((message) => message.to.includes(email));
    expect(receipt.text).toContain("$299 for 2 passengers");
  });
});

describe("a strategy session without JavaScript", () => {
  it("books through the month, day and details pages, and the invitation arrives", async () => {
    const browser = visitor();
    const concierge = await browser.open("/concierge");
    const book = link(concierge.$("#strategy"), "Book Session");
    const calendar = await browser.open(book.attr("href")!);
    expect(calendar.$("h1, h2, h3").filter((_, element) => textOf(calendar.$(element)) === "Select Date & Time")).toHaveLength(1);

    // Next month always has enough open days; this one may not, near its end.
    const month = await browser.open(link(calendar.$.root(), "Next month").attr("href")!);
    const days = linksNamed(month, month.$.root(), /times? available$/);
    expect(days.length).toBeGreaterThan(2);
    const day = await browser.open(days[2]!);
    expect(day.$("h1, h2, h3").filter((_, element) => /^Available Times - EST \(\d+ slots?\)$/.test(textOf(day.$(element))))).toHaveLength(
      1,
    );
    const times = day.$(`ul[aria-labelledby="${day.$("ul[aria-labelledby]").attr("aria-labelledby")}"] a[href]`);
    expect(textOf(day.$(`#${times.parent().parent().attr("aria-labelledby")}`))).toMatch(/^Available Times - EST/);
    const slot = times.last();
    const time = textOf(slot);

    const details = await browser.open(slot.attr("href")!);
    expect(details.$("h1, h2, h3").filter((_, element) => textOf(details.$(element)) === "Complete Your Booking")).toHaveLength(1);
    const confirm = (visit: Visit) => button(visit.$("main"), "Confirm Booking & Pay $249");
    const refused = await browser.submit(details, formOf(confirm(details)), confirm(details));
    expect(refused.status).toBe(400);
    exactText(refused.$, "First name must be at least 2 characters.");
    exactText(refused.$, "Please enter a valid card number.");

    const email = `nojs-http-${Date.now()}@example.com`;
    const form = formOf(confirm(refused));
    for (const [label, value] of Object.entries({
      "First Name": "Ada",
      "Last Name": "Lovelace",
      Email: email,
      Phone: "555-123-4567",
      "Card Number": "4242 4242 4242 4242",
      "Expiry Date": "12/39",
      CVV: "123",
      "Billing ZIP": "10001",
    })) {
      fill(field(refused.$, form, label), value);
    }
    const booked = await browser.submit(refused, form, confirm(refused));
    expect(booked.status).toBe(200);
    heading(booked.$.root(), 1, "Booking Confirmed!");
    const status = booked.$('[role="status"]');
    expect(status).toHaveLength(1);
    expect(textOf(status)).toContain(`at ${time} EST. A confirmation email will be sent to ${email}.`);

    const message = await smtp.waitForMessage((received) => received.to.includes(email));
    expect(message.attachments[0]?.filename).toBe("strategy-session.ics");
    expect(message.attachments[0]?.content).toContain("SUMMARY:Points Strategy Session");
  });
});

describe("the deals list without JavaScript", () => {
  const listControls = (visit: Visit) => formOf(field(visit.$, visit.$("main"), "Search deals"));
  /** The built-in deals' titles as listed (a deal another test publishes is left out). */
  const shownTitles = (visit: Visit) =>
    visit
      .$("main article")
      .toArray()
      .map((card) => textOf(visit.$(card).find("h1, h2, h3, h4").first()))
      .filter((title) => contentDeals.some((deal) => deal.title === title));
  const titles = (deals: readonly { title: string }[]) => deals.map((deal) => deal.title);

  it("submitting the search asks the server for the filtered list", async () => {
    const browser = visitor();
    const list = await browser.open("/deals");
    fill(field(list.$, list.$("main"), "Search deals"), "sapphire");
    const answer = await browser.submit(list, listControls(list));
    expect(answer.status).toBe(200);
    expect(answer.url.searchParams.get("q")).toBe("sapphire");
    expect(answer.url.searchParams.get("sort")).toBe("newest");
    const expected = titles(newestFirst(matching("sapphire")));
    expect(expected.length).toBeGreaterThan(0);
    expect(shownTitles(answer)).toEqual(expected);
  });

  it("changing the sort and pressing Search reorders the list", async () => {
    const expected = titles(byScore(matching("chase")));
    expect(expected, "the query's score order differs from its date order").not.toEqual(titles(newestFirst(matching("chase"))));
    const browser = visitor();
    const list = await browser.open("/deals?q=chase");
    fill(field(list.$, list.$("main"), "Sort deals"), "Deal Score");
    const answer = await browser.submit(list, listControls(list), button(list.$("main"), "Search"));
    expect(answer.status).toBe(200);
    expect(answer.url.searchParams.get("q")).toBe("chase");
    expect(answer.url.searchParams.get("sort")).toBe("score");
    const sort = field(answer.$, answer.$("main"), "Sort deals");
    expect(textOf(sort.find("option[selected]"))).toBe("Deal Score");
    expect(shownTitles(answer)).toEqual(expected);
  });
});

describe("the eligibility checker without JavaScript", () => {
  /** The fieldset of typed card `n` (from 1). */
  const typedCard = (visit: Visit, n: number): Scope => {
    const found = visit.$("main fieldset").filter((_, element) => textOf(visit.$(element).children("legend").first()) === `Card ${n}`);
    expect(found, `one fieldset "Card ${n}"`).toHaveLength(1);
    return found;
  };
  const five = fiveCardsInTwoYears;
  const checkButton = (visit: Visit) => button(visit.$("main"), "Check my cards");
  /** The deal cards of the results, by title, with their verdict's text. */
  const verdicts = (visit: Visit) =>
    Object.fromEntries(
      visit
        .$("main section[aria-labelledby='results-heading'] article")
        .toArray()
        .map((card) => [textOf(visit.$(card).find("h3").first()), textOf(visit.$(card).find("div.rounded-md").first())]),
    );

  it("adds a row, refuses a future month beside its field with every row kept, then judges each deal", async () => {
    const browser = visitor();
    const empty = await browser.open("/eligibility");
    expect(empty.status).toBe(200);
    five.forEach(([productId, opened], index) => {
      fill(field(empty.$, typedCard(empty, index + 1), "Card"), productId);
      fill(field(empty.$, typedCard(empty, index + 1), "Opened (YYYY-MM)"), opened);
    });
    const sixRows = await browser.submit(empty, formOf(checkButton(empty)), button(empty.$("main"), "Add another card"));
    expect(sixRows.status).toBe(200);
    expect(valueOf(field(sixRows.$, typedCard(sixRows, 5), "Opened (YYYY-MM)"))).toBe(five[4][1]);
    fill(field(sixRows.$, typedCard(sixRows, 6), "Card"), "chase-sapphire-preferred");
    fill(field(sixRows.$, typedCard(sixRows, 6), "Opened (YYYY-MM)"), "2099-01");

    const refused = await browser.submit(sixRows, formOf(checkButton(sixRows)), checkButton(sixRows));
    expect(refused.status).toBe(400);
    expect(withRole(refused.$, "alert", "One card needs correcting.").length).toBeGreaterThan(0);
    expect(textOf(typedCard(refused, 6))).toContain("The opened month can't be in the future.");
    expect(valueOf(field(refused.$, typedCard(refused, 1), "Card"))).toBe("citi-strata-premier");

    fill(field(refused.$, typedCard(refused, 6), "Card"), "");
    fill(field(refused.$, typedCard(refused, 6), "Opened (YYYY-MM)"), "");
    const judged = await browser.submit(refused, formOf(checkButton(refused)), checkButton(refused));
    expect(judged.status).toBe(200);
    const byTitle = verdicts(judged);
    const chase = contentDeals.filter((deal) => deal.issuer === "Chase");
    expect(chase.length).toBeGreaterThan(2);
    for (const deal of chase) {
      expect(byTitle[deal.title]).toMatch(/^Not yet: You cannot get this card before /);
      expect(byTitle[deal.title]).toContain("Chase 5/24: 5 of 5 in 24 months");
    }
    // Amex pays a card's bonus once per lifetime: the Platinum card was opened four months ago.
    const platinum = contentDeals.find((deal) => deal.slug === "american-express-platinum-175k")!;
    expect(byTitle[platinum.title]).toMatch(/^Card yes, bonus no: You can get this card, but not its bonus\./);
  });

  it("the planner answers a posted plan: the Chase card first, each step with its month and counts", async () => {
    const browser = visitor();
    const form = await browser.open("/plan");
    expect(form.status).toBe(200);
    five.slice(0, 4).forEach(([productId, opened], index) => {
      fill(field(form.$, typedCard(form, index + 1), "Card"), productId);
      fill(field(form.$, typedCard(form, index + 1), "Opened (YYYY-MM)"), opened);
    });
    fill(field(form.$, form.$("main"), "Card you want 1"), "amex-platinum");
    fill(field(form.$, form.$("main"), "Card you want 2"), "chase-sapphire-preferred");
    fill(field(form.$, form.$("main"), "What you put on cards a month, in dollars (optional)"), "6000");
    const planButton = button(form.$("main"), "Plan my applications");
    const answer = await browser.submit(form, formOf(planButton), planButton);
    expect(answer.status).toBe(200);
    const plan = region(answer.$, answer.$("main"), "Your plan");
    const steps = plan
      .find("h3")
      .toArray()
      .map((step) => textOf(answer.$(step)));
    expect(steps[0]).toMatch(/^1\. Chase Sapphire Preferred: apply in /);
    expect(steps[1]).toMatch(/^2\. The Platinum Card from American Express: apply in /);
    expect(textOf(plan)).toContain("Chase 5/24: 4 of 5 before, 5 after.");
    // Printing needs the page's script; without it the browser's own Print does the same.
    expect(plan.find("button").length).toBe(0);
  });

  it("'Cards I can get' on the deals list asks a visitor without a wallet for their cards", async () => {
    const browser = visitor();
    const list = await browser.open("/deals");
    fill(field(list.$, list.$("main"), "Cards I can get"), true);
    const answer = await browser.submit(list, formOf(field(list.$, list.$("main"), "Cards I can get")));
    expect(answer.url.searchParams.get("can-get")).toBe("1");
    expect(link(answer.$("main"), "eligibility checker").attr("href")).toBe("/eligibility");
  });
});

describe("comparing cards without JavaScript", () => {
  it("the picker is a GET form: a second card makes a table of two, each fact a row", async () => {
    const sapphire = contentDeals.find((deal) => deal.slug === "chase-sapphire-preferred-75k")!;
    const platinum = contentDeals.find((deal) => deal.slug === "american-express-platinum-175k")!;
    const browser = visitor();
    const start = await browser.open(`/deals/compare?ids=${sapphire.slug}`);
    expect(start.status).toBe(200);
    expect(valueOf(field(start.$, start.$("main"), "First card"))).toBe(sapphire.slug);
    fill(field(start.$, start.$("main"), "Second card"), platinum.slug);
    const compare = button(start.$("main"), "Compare");
    const answer = await browser.submit(start, formOf(compare), compare);
    expect(answer.status).toBe(200);
    expect(answer.url.searchParams.getAll("ids")).toEqual([sapphire.slug, platinum.slug, ""]);
    const table = answer.$("main table");
    expect(textOf(table.find("caption"))).toBe(`Comparing ${sapphire.cardName} and ${platinum.cardName}`);
    const fee = table.find("tr").filter((_, row) => textOf(answer.$(row).find("th[scope='row']")) === "Annual fee");
    expect(
      fee
        .find("td")
        .toArray()
        .map((cell) => textOf(answer.$(cell))),
    ).toEqual([sapphire.annualFee, platinum.annualFee]);
  });
});

describe("cookie consent without JavaScript", () => {
  const banner = (visit: Visit) =>
    visit.$("section, [role='region']").filter((_, element) => {
      const candidate = visit.$(element);
      const labelledBy = candidate.attr("aria-labelledby");
      return (labelledBy ? textOf(visit.$(`#${labelledBy}`)) : candidate.attr("aria-label")) === "We use cookies";
    });
  const consent = (browser: NoJsBrowser) => browser.cookie("pw_consent")?.value;

  it("Accept All posts the choice and returns to the same page without the banner", async () => {
    const browser = visitor();
    const page = await browser.open("/deals?q=chase");
    const accept = button(region(page.$, page.$.root(), "We use cookies"), "Accept All");
    const answer = await browser.submit(page, formOf(accept), accept);
    expect(answer.status).toBe(200);
    expect(answer.url.pathname).toBe("/deals");
    expect(answer.url.search).toBe("?q=chase");
    expect(banner(answer)).toHaveLength(0);
    expect(consent(browser)).toMatch(/^a1f1m1\./);
  });

  it("Customize leads to the preferences; Cancel returns with the banner still there", async () => {
    const browser = visitor();
    const page = await browser.open("/about");
    const customize = button(region(page.$, page.$.root(), "We use cookies"), "Customize");
    const preferences = await browser.submit(page, formOf(customize), customize);
    expect(preferences.status).toBe(200);
    expect(preferences.url.pathname).toBe("/cookie-preferences");
    heading(preferences.$.root(), 1, "Cookie Preferences");
    const necessary = field(preferences.$, preferences.$("main"), "Necessary Cookies");
    expect(necessary.is("input[type='checkbox'][disabled]")).toBe(true);

    const back = await browser.open(link(preferences.$("main"), "Cancel").attr("href")!);
    expect(back.url.pathname).toBe("/about");
    region(back.$, back.$.root(), "We use cookies");
    expect(consent(browser)).toBeUndefined();
  });

  it("Save Preferences stores the ticked categories and returns; the footer link reopens them", async () => {
    const browser = visitor();
    const page = await browser.open("/about");
    const customize = button(region(page.$, page.$.root(), "We use cookies"), "Customize");
    const preferences = await browser.submit(page, formOf(customize), customize);
    fill(field(preferences.$, preferences.$("main"), "Analytics Cookies"), true);
    const save = button(preferences.$("main"), "Save Preferences");
    const saved = await browser.submit(preferences, formOf(save), save);
    expect(saved.status).toBe(200);
    expect(saved.url.pathname).toBe("/about");
    expect(banner(saved)).toHaveLength(0);
    expect(consent(browser)).toMatch(/^a1f0m0\./);

    const reopened = await browser.open(link(saved.$("footer"), "Cookie preferences").attr("href")!);
    const analytics = field(reopened.$, reopened.$("main"), "Analytics Cookies");
    expect(analytics.is("[checked]")).toBe(true);
    fill(analytics, false);
    const saveAgain = button(reopened.$("main"), "Save Preferences");
    const savedAgain = await browser.submit(reopened, formOf(saveAgain), saveAgain);
    expect(savedAgain.url.pathname).toBe("/about");
    expect(consent(browser)).toMatch(/^a0f0m0\./);
  });
});

/** Elements matching `selector` in `scope` whose accessible name (aria-label, aria-labelledby) matches `name`. */
function named(visit: Visit, scope: Scope, selector: string, name: string | RegExp): Scope {
  return scope.find(selector).filter((_, element) => {
    const candidate = visit.$(element);
    const labelledBy = candidate.attr("aria-labelledby");
    const label = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => textOf(visit.$(`[id="${id}"]`)))
          .join(" ")
      : (candidate.attr("aria-label") ?? "");
    return typeof name === "string" ? label === name : name.test(label);
  });
}

/** Leaf elements of `scope` whose text matches, as getByText with a pattern finds them. */
function textMatching(visit: Visit, scope: Scope, pattern: RegExp): Scope {
  return scope.find("*").filter((_, element) => {
    const candidate = visit.$(element);
    return candidate.children().length === 0 && pattern.test(textOf(candidate));
  });
}

describe("the flight search assistant without JavaScript", () => {
  const title = "Flight Search Assistant";

  async function ask(browser: NoJsBrowser, visit: Visit, question: string): Promise<Visit> {
    fill(field(visit.$, visit.$("main"), "Your question"), question);
    const send = button(visit.$("main"), "Send");
    const answer = await browser.submit(visit, formOf(send), send);
    expect(answer.url.pathname).toBe("/flight-search");
    return answer;
  }
  const conversation = (visit: Visit) => {
    const list = named(visit, visit.$("main"), "ul, ol, [role='list']", "Conversation");
    expect(list).toHaveLength(1);
    return list;
  };

  it("the round button leads to /flight-search, which answers with cards", async () => {
    const browser = visitor();
    const home = await browser.open("/");
    const launchers = home.$("a[href]").filter((_, element) => {
      const candidate = home.$(element);
      return (candidate.attr("aria-label") ?? textOf(candidate)).toLowerCase().includes(title.toLowerCase());
    });
    expect(launchers).toHaveLength(1);
    expect(launchers.attr("href")).toBe("/flight-search");
    const search = await browser.open(launchers.attr("href")!);
    heading(search.$.root(), 1, title);
    expect(textOf(search.$("main"))).toContain("Hi! I can help you search for flights.");

    const first = await ask(browser, search, "business class from New York to London on March 5");
    expect(first.status).toBe(200);
    expect(textMatching(first, conversation(first), /^Here are 4 award options for Business class from New York/)).toHaveLength(1);
    expect(conversation(first).find("article")).toHaveLength(4);

    const second = await ask(browser, first, "what about first?");
    expect(second.status).toBe(200);
    expect(textMatching(second, conversation(second), /^Here are 4 award options for First class from New York/)).toHaveLength(1);
    expect(textOf(conversation(second))).toContain("business class from New York to London on March 5");
  });

  it("an empty question is refused beside the field", async () => {
    const browser = visitor();
    const search = await browser.open("/flight-search");
    const send = button(search.$("main"), "Send");
    const refused = await browser.submit(search, formOf(send), send);
    expect(textOf(refused.$("main"))).toContain("Please type a question about flights.");
    expect(field(refused.$, refused.$("main"), "Your question").attr("aria-invalid")).toBe("true");
  });

  it("/flight-search answers the points question, then the date, on the server", async () => {
    const adviceHeading =
      /^Your 120,000 American Express Membership Rewards points transfer to \d+ programs that can book New York to Tokyo$/;
    const aeroplanTransfer = "Transfer 60,000 American Express Membership Rewards points to Air Canada Aeroplan (ratio 1:1).";
    const browser = visitor();
    const search = await browser.open("/flight-search");
    const advised = await ask(browser, search, "I have 120k Amex points, can I fly New York to Tokyo in business?");
    const advice = named(advised, conversation(advised), "section, [role='region']", adviceHeading);
    expect(advice).toHaveLength(1);
    const aeroplan = named(advised, advice, "article", "Air Canada Aeroplan");
    expect(aeroplan).toHaveLength(1);
    expect(textOf(aeroplan)).toContain("Ratio 1:1");

    const dated = await ask(browser, advised, "March 5");
    const options = named(dated, conversation(dated), "ul, ol, [role='list']", "Award options");
    expect(options).toHaveLength(1);
    expect(options.find("article")).toHaveLength(3);
    expect(textOf(options.find("article").first())).toContain(aeroplanTransfer);
  });
});
