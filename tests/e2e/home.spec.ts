import { expect, test } from "@playwright/test";
import { bonusText, byScore, contentDeals, displayDate, featuredFeeLabels, newestFirst, scoreBadge, shortText } from "./support/deals";
import { desktop, screens, waitForHydration } from "./support/site";

const featured = byScore(contentDeals).slice(0, 3);
const recent = newestFirst(contentDeals).slice(0, 3);

test("the hero buttons lead to the deals and to the concierge services", async ({ page }) => {
  for (const [name, path] of [
    ["Explore Credit Card Deals", "/deals"],
    ["Our Services", "/concierge"],
  ] as const) {
    await page.goto("/");
    await waitForHydration(page);
    const button = page.getByRole("main").getByRole("link", { name, exact: true });
    await expect(button).toHaveAttribute("href", path);
    await button.click();
    await expect(page).toHaveURL((url) => url.pathname === path);
  }
});

for (const [screen, viewport] of screens) {
  test.describe(`on ${screen}`, () => {
    test.use({ viewport });

    test("Featured Offers shows the top three deals by score", async ({ page }) => {
      await page.goto("/");
      const section = page.getByRole("region", { name: "Featured Offers" });
      const cards = section.getByRole("article");
      await expect(cards).toHaveCount(3);
      await expect(cards.getByRole("heading")).toHaveText(featured.map((deal) => deal.cardName));

      for (const [index, deal] of featured.entries()) {
        const card = cards.nth(index);
        await expect(card.getByText(bonusText(deal), { exact: true })).toBeVisible();
        await expect(card.getByText(featuredFeeLabels[deal.slug]!, { exact: true })).toBeVisible();
        await expect(card.getByText(shortText(deal.excerpt), { exact: true })).toBeVisible();
        await expect(scoreBadge(card, deal.dealScore)).toBeVisible();
      }

      // Side by side on a wide screen, stacked on a phone.
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      if (viewport === desktop) expect(second!.y).toBe(first!.y);
      else expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    });

    test("Recent Deals shows the three newest deals with their dates", async ({ page }) => {
      await page.goto("/");
      const cards = page.getByRole("region", { name: "Recent Deals" }).getByRole("article");
      await expect(cards).toHaveCount(3);
      await expect(cards.getByRole("heading")).toHaveText(recent.map((deal) => deal.title));
      for (const [index, deal] of recent.entries()) {
        await expect(cards.nth(index).getByText(displayDate(deal.date), { exact: true })).toBeVisible();
      }
    });
  });
}

test("the concierge block links to the services, the strategy session and the booking form", async ({ page }) => {
  await page.goto("/");
  const links = page.getByRole("region", { name: "Concierge Services" }).getByRole("link");
  await expect(links).toHaveCount(3);
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
  expect(hrefs).toEqual(["/concierge", "/concierge#strategy", "/booking-form"]);
});
