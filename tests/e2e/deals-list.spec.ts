import { expect, test, type Page } from "@playwright/test";
import { byScore, contentDeals, displayDate, issuerLine, matching, newestFirst, paragraphWithText, scoreBadge } from "./support/deals";
import { desktop, screens, waitForHydration } from "./support/site";

/** The list's own controls; the header has a 'Search deals' box of its own. */
const searchBox = (page: Page) => page.getByRole("main").getByRole("searchbox", { name: "Search deals" });
const sortBox = (page: Page) => page.getByRole("main").getByRole("combobox", { name: "Sort deals" });
const dealCards = (page: Page) => page.getByRole("main").getByRole("article");
const titles = (deals: readonly { title: string }[]) => deals.map((deal) => deal.title);

async function expectSortLabel(page: Page, label: string) {
  await expect(sortBox(page).locator("option:checked")).toHaveText(label);
}

/**
 * The built-in deals' titles in the order the list shows them. Other specs (admin-deals) may
 * briefly publish a deal of their own on the shared server, so cards not from
 * content/deals are left out of the comparison.
 */
async function shownTitles(page: Page): Promise<string[]> {
  const shown = await dealCards(page).getByRole("heading").allTextContents();
  return shown.filter((title) => contentDeals.some((deal) => deal.title === title));
}

async function expectListed(page: Page, expected: readonly { title: string }[]) {
  await expect.poll(() => shownTitles(page)).toEqual(titles(expected));
}

/** The bonus amounts in the order shown, to compare orders where the spec allows ties. */
async function shownBonusAmounts(page: Page): Promise<number[]> {
  return (await shownTitles(page)).map((title) => contentDeals.find((deal) => deal.title === title)!.signupBonusAmount);
}

for (const [screen, viewport] of screens) {
  test.describe(`on ${screen}`, () => {
    test.use({ viewport });

    test("lists every deal newest first, with search and sort controls", async ({ page }) => {
      await page.goto("/deals");
      await expect(page.getByRole("heading", { level: 1, name: "Credit Card Deals" })).toBeVisible();
      await expect(searchBox(page)).toHaveAttribute("placeholder", "Search deals...");
      await expect(sortBox(page).getByRole("option", { name: "Deal Score" })).toBeAttached();
      await expect(sortBox(page).getByRole("option", { name: "Highest Bonus" })).toBeAttached();
      await expect(sortBox(page).getByRole("option", { name: "Newest First" })).toBeAttached();
      await expectSortLabel(page, "Newest First");
      await expectListed(page, newestFirst(contentDeals));

      // Three columns on a wide screen, one on a phone.
      const [first, second] = [await dealCards(page).nth(0).boundingBox(), await dealCards(page).nth(1).boundingBox()];
      if (viewport === desktop) expect(second!.y).toBe(first!.y);
      else expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    });

    test("each card shows date, title, issuer and card, score, excerpt and Read More", async ({ page }) => {
      await page.goto("/deals");
      for (const deal of contentDeals) {
        const card = dealCards(page).filter({ has: page.getByRole("heading", { name: deal.title, exact: true }) });
        await expect(card.getByText(displayDate(deal.date), { exact: true })).toBeVisible();
        await expect(card.getByRole("heading", { name: deal.title })).toBeVisible();
        await expect(paragraphWithText(card, issuerLine(deal))).toBeVisible();
        await expect(scoreBadge(card, deal.dealScore)).toBeVisible();
        await expect(card.getByText(deal.excerpt, { exact: true })).toBeVisible();
        await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", `/deals/${deal.slug}`);
        await expect(card.getByRole("link", { name: `Compare ${deal.cardName}` })).toHaveAttribute(
          "href",
          `/deals/compare?ids=${deal.slug}`,
        );
      }
    });

    test("sorting by Deal Score and by Highest Bonus reorders the list", async ({ page }) => {
      await page.goto("/deals");
      await waitForHydration(page);

      await sortBox(page).selectOption({ label: "Deal Score" });
      await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "score");
      await expectListed(page, byScore(contentDeals));

      await sortBox(page).selectOption({ label: "Highest Bonus" });
      await expect(page).toHaveURL((url) => url.searchParams.get("sort") === "bonus");
      // The spec orders by amount only, so the two 75,000-point cards may come either way round;
      // the cash card's 1500 counts as 1500.
      const expected = contentDeals.map((deal) => deal.signupBonusAmount).sort((a, b) => b - a);
      await expect.poll(() => shownBonusAmounts(page)).toEqual(expected);

      await sortBox(page).selectOption({ label: "Newest First" });
      await expectListed(page, newestFirst(contentDeals));
    });

    test("typing a search filters the list live, without reloading the page", async ({ page }) => {
      await page.goto("/deals");
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

      await searchBox(page).pressSequentially("sapphire");
      await expect(page).toHaveURL((url) => url.pathname === "/deals" && url.searchParams.get("q") === "sapphire");
      const expected = newestFirst(matching("sapphire"));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(contentDeals.length);
      await expectListed(page, expected);
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    });
  });
}

test("the search matches the issuer too", async ({ page }) => {
  await page.goto("/deals");
  await waitForHydration(page);
  await searchBox(page).fill("american express");
  const expected = newestFirst(matching("american express"));
  expect(expected.map((deal) => deal.issuer)).toContain("American Express");
  await expectListed(page, expected);
});

test("a search with no match says so", async ({ page }) => {
  await page.goto("/deals");
  await waitForHydration(page);
  await searchBox(page).fill("zzzz-nothing");
  await expect(page.getByRole("heading", { name: "No deals found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search criteria")).toBeVisible();
  await expect(dealCards(page)).toHaveCount(0);
});

test("an unknown sort value shows 'Sort By' and keeps newest first", async ({ page }) => {
  await page.goto("/deals?sort=weird");
  await waitForHydration(page);
  await expectSortLabel(page, "Sort By");
  await expectListed(page, newestFirst(contentDeals));
});
