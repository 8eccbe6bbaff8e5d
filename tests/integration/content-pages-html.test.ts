import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { exactText, heading, headingTexts, link, parse, region, textOf } from "./page-html";

/*
 * Pages whose content is all in the server's HTML, read as a visitor without JavaScript gets
 * them, and the login form's cross-site guard. These were browser tests that only read the page;
 * following a link is an HTTP request for its href.
 */
const admin = { email: "html-owner@example.com", password: "integration-password-56" };
let server: BuiltServer;

// A busy machine can take more than a minute to start a site with a fresh database.
beforeAll(async () => {
  server = await startBuiltServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }, { startTimeoutMs: 240_000 });
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

async function open(pagePath: string, status = 200) {
  const response = await fetch(server.origin + pagePath, { redirect: "manual" });
  expect(response.status, pagePath).toBe(status);
  const $ = parse(await response.text());
  return { $, main: $("main") };
}

describe("the not-found pages", () => {
  it("an unknown path answers 404 with a way home", async () => {
    const { $, main } = await open("/no-such-page", 404);
    heading($.root(), 1, "404: Oops! Page not found");
    exactText($, "404");
    const home = link(main, "Return to Home");
    expect(home.attr("href")).toBe("/");

    const { $: homePage } = await open(home.attr("href")!);
    expect(homePage("h1").filter((_, element) => textOf(homePage(element)).includes("Oops! Page not found"))).toHaveLength(0);
    link(homePage.root(), "Explore Credit Card Deals");
  });

  it("an unknown deal answers 404 with a way back to the deals", async () => {
    const { $, main } = await open("/deals/unknown-id", 404);
    heading($.root(), 1, "Deal not found");
    const back = link(main, "Back to Deals");
    expect(back.attr("href")).toBe("/deals");

    const { $: deals } = await open(back.attr("href")!);
    heading(deals.root(), 1, "Credit Card Deals");
  });

  it("asks search engines not to index them", async () => {
    for (const pagePath of ["/no-such-page", "/deals/unknown-id"]) {
      const { $ } = await open(pagePath, 404);
      expect($('meta[name="robots"]').attr("content"), pagePath).toBe("noindex");
    }
  });
});

describe("the about page", () => {
  it("What We Offer links to the deals and the concierge services", async () => {
    const { $, main } = await open("/about");
    heading($.root(), 1, "About Pointwise");
    const offer = region($, main, "What We Offer");
    heading(offer, 2, "What We Offer");
    expect(link(offer, "Credit Card Deals").attr("href")).toBe("/deals");
    const concierge = link(offer, "Concierge Services");
    expect(concierge.attr("href")).toBe("/concierge");

    const { $: conciergePage } = await open(concierge.attr("href")!);
    heading(conciergePage.root(), 1, "Concierge Services");
  });
});

describe("the privacy policy", () => {
  it("has seven numbered sections", async () => {
    const { $, main } = await open("/privacy-policy");
    heading($.root(), 1, "Privacy Policy");
    const sections = headingTexts(main, 2);
    const expected = [/^1\. .*Collect/, /^2\. .*Use/, /^3\. Cookies/, /^4\. .*Shar/, /^5\. .*Rights/, /^6\. .*Retention/, /^7\. Contact/];
    expect(sections).toHaveLength(expected.length);
    sections.forEach((text, index) => expect(text).toMatch(expected[index]!));
  });

  it("was last updated today, New York time", async () => {
    const today = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      year: "numeric",
      month: "long",
      day: "numeric",
    }).format(new Date());
    const { $ } = await open("/privacy-policy");
    exactText($, `Last updated: ${today}`);
  });

  it("names who receives data, how long it is kept, and the self-service page", async () => {
    const { $, main } = await open("/privacy-policy");
    const sharing = textOf(region($, main, "4. Sharing Your Information"));
    for (const receiver of ["mail server", "Stripe", "Firecrawl", "seats.aero"]) expect(sharing).toContain(receiver);
    const retention = textOf(region($, main, "6. Data Retention"));
    for (const period of [
      "deleted after 7 days",
      "24 months after the request is closed",
      "90 days after delivery",
      "one day",
      "12 months",
    ]) {
      expect(retention).toContain(period);
    }
    expect(link(region($, main, "5. Your Rights (GDPR)"), "Your data page").attr("href")).toBe("/privacy/my-data");
    link(region($, main, "7. Contact Us"), "privacy@example.com");
  });
});

describe("the admin login page once an admin exists", () => {
  it("says nothing about accounts", async () => {
    const { $ } = await open("/admin/login");
    heading($.root(), 1, "Admin login");
    expect($.root().text()).not.toContain("No admin account yet");
    expect($.root().text()).not.toContain("admin:create");
    expect($('[role="note"]')).toHaveLength(0);
  });
});

describe("the login form's cross-site guard", () => {
  // Invalid on purpose: a post that got through is refused as a bad form (400), so these tests
  // never spend the login rate limit.
  const invalidLogin = new URLSearchParams({ email: "not-an-email", password: "" });
  const post = (pagePath: string, headers: Record<string, string>, body?: URLSearchParams) =>
    fetch(server.origin + pagePath, { method: "POST", headers, body, redirect: "manual" });

  it("refuses a login form posted from another site", async () => {
    expect((await post("/admin/login", { Origin: "https://evil.example" }, invalidLogin)).status).toBe(403);
  });

  it("lets a login form posted from this site through to validation", async () => {
    expect((await post("/admin/login", { Origin: server.origin }, invalidLogin)).status).toBe(400);
  });

  it("refuses a browser's cross-site login even without an Origin header", async () => {
    expect((await post("/admin/login", { "Sec-Fetch-Site": "cross-site" }, invalidLogin)).status).toBe(403);
  });

  it("refuses a logout posted from another site", async () => {
    expect((await post("/admin/logout", { Origin: "https://evil.example" })).status).toBe(403);
  });
});
