import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/admin-session";
import { screens, waitForHydration } from "./support/site";

/* Issue 33 item 2: the dashboard's figures and charts, drawn on the server, with and without JavaScript. */
const figures = [
  ["New concierge requests", "/admin/requests"],
  ["Strategy sessions booked", "/admin/bookings"],
  ["Strategy sessions paid", "/admin/bookings"],
  ["Subscribers gained", "/admin/subscribers"],
  ["Subscribers lost", "/admin/subscribers"],
  ["Referral clicks", "/admin/insights"],
  ["Page views", "/admin/insights"],
] as const;

for (const javaScriptEnabled of [true, false]) {
  for (const [screen, viewport] of screens) {
    test.describe(`the dashboard's figures on ${screen}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled, viewport });

      test("shows each figure with its chart, its table and its link, within the screen", async ({ adminPage: page }) => {
        const response = await page.goto("/admin");
        expect(response?.status()).toBe(200);
        if (javaScriptEnabled) await waitForHydration(page);
        const section = page.getByRole("region", { name: "How we are doing" });
        await expect(section).toBeVisible();
        for (const [label, href] of figures) {
          await expect(section.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
          // The chart is an image named by its summary; the same days are a table for screen readers.
          await expect(section.getByRole("img", { name: new RegExp(`^${label} per day, `) })).toBeVisible();
          await expect(section.getByRole("table", { name: `${label} per day` })).toBeAttached();
        }
        await expect(section.getByText("Last 7 days", { exact: true })).toHaveCount(figures.length);
        await expect(page.getByRole("list", { name: "At a glance" }).getByText(/scheduled jobs/)).toBeVisible();
        // Nothing on the page is wider than the screen: the cards stack on a phone.
        const overflow = await page.evaluate(() => {
          const limit = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= limit) return [];
          // Named in the failure: the elements that reach past the screen's edge.
          const wide = [...document.querySelectorAll("body *")].filter((element) => element.getBoundingClientRect().right > limit + 1);
          return wide.slice(0, 5).map((element) => `${element.tagName.toLowerCase()} ${element.getAttribute("class") ?? ""}`);
        });
        expect(overflow).toEqual([]);
        // axe runs as a script in the page, so only with JavaScript on; the markup is the server's either way.
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      });
    });
  }
}
