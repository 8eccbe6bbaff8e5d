import type { Page } from "@playwright/test";
import { adminMenuLink } from "./support/admin";
import { expect, test } from "./support/admin-session";
import { expectNoAxeViolations } from "./support/axe";
import { banner } from "./support/consent";
import { desktop, phone, waitForHydration } from "./support/site";

/* Issue 33 items 1 and 3: the owner's back office has its own frame, menu, counts and one search box. */
const visitor = { name: "Shell Searcher", email: "shell-searcher@example.com", phone: "206 555 0177" };

test.beforeAll(async ({ browser }) => {
  // A new request, so the menu has something waiting to count.
  const page = await browser.newPage();
  await page.goto("/booking-form?fromDestination=Denver&toDestination=Lima&passengers=1&preferredClass=economy&maxStops=nonstop");
  const form = page.getByRole("main").locator("form");
  await form.getByLabel("Full Name", { exact: true }).fill(visitor.name);
  await form.getByLabel("Email", { exact: true }).fill(visitor.email);
  await form.getByLabel("Phone", { exact: true }).fill(visitor.phone);
  await form.getByLabel("Date(s) of Travel", { exact: true }).fill("March 2028");
  await form.getByLabel("List all airline and credit card points", { exact: true }).fill("60k United miles");
  await form.getByRole("button", { name: "Submit Booking Request" }).click();
  await expect(page.getByRole("heading", { name: "Booking Request Received!" })).toBeVisible();
  await page.close();
});

/** None of the visitor's chrome: header, footer, chat button, cookie banner. */
async function expectNoPublicChrome(page: Page) {
  await expect(page.getByRole("link", { name: "Get Started" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Flight Search Assistant" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Flight Search Assistant/ })).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
}

test("the sign-in page has the admin's plain frame and passes axe", async ({ page }) => {
  await page.goto("/admin/login");
  await expectNoPublicChrome(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Pointwise admin" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Log in" })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const [screen, viewport] of [
  ["a desktop", desktop],
  ["a phone", phone],
] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`on ${screen}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ viewport, javaScriptEnabled });

      test("the shell shows the menu by group with what waits, and passes axe", async ({ adminPage: page }) => {
        await page.goto("/admin/settings");
        if (javaScriptEnabled) await waitForHydration(page);
        await expectNoPublicChrome(page);
        await expect(page.getByText("Signed in as")).toBeVisible();
        await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
        const nav = page.getByRole("navigation", { name: "Admin" });
        if (viewport === phone) {
          await expect(nav).toBeHidden();
          await expect(page.locator("summary", { hasText: "Menu" })).toContainText(/\d+ waiting/);
        }
        const requests = await adminMenuLink(page, "Concierge requests");
        await expect(requests).toHaveAccessibleName(/^Concierge requests, \d+ new$/);
        for (const group of ["Leads", "Audience", "Content", "Site", "People"]) {
          await expect(nav.getByRole("list", { name: group })).toBeVisible();
        }
        await expect(nav.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
        // axe runs in the page, so only with JavaScript on; the markup is the same without it.
        if (javaScriptEnabled) await expectNoAxeViolations(page);
        await requests.click();
        await expect(page.getByRole("heading", { level: 1, name: "Concierge requests" })).toBeVisible();
      });

      test("one search box finds a person by name, phone or address, and a deal by its name", async ({ adminPage: page }) => {
        await page.goto("/admin");
        if (javaScriptEnabled) await waitForHydration(page);
        const box = page.getByRole("searchbox", { name: "Search people, deals and bonuses" });
        for (const query of [visitor.name.toLowerCase(), "(206) 555-0177", visitor.email]) {
          await box.fill(query);
          await box.press("Enter");
          await expect(page).toHaveURL(/\/admin\/search\?q=/);
          await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
          await expect(
            page
              .getByRole("region", { name: "Concierge requests" })
              .getByRole("link", { name: new RegExp(`^${visitor.name}`) })
              .first(),
          ).toBeVisible();
        }
        // The address also went to the privacy desk's finder.
        await expect(page.getByRole("link", { name: "Open in the privacy desk (export or erase)" })).toHaveAttribute(
          "href",
          `/admin/privacy?email=${encodeURIComponent(visitor.email)}`,
        );
        if (javaScriptEnabled) await expectNoAxeViolations(page);

        await box.fill("Sapphire Preferred");
        await box.press("Enter");
        const deal = page.getByRole("region", { name: "Deals" }).getByRole("link").first();
        await expect(deal).toHaveAttribute("href", /^\/admin\/deals\/\d+$/);
        await deal.click();
        await expect(page).toHaveURL(/\/admin\/deals\/\d+$/);
      });
    });
  }
}
