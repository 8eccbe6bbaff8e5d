import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  bonusText,
  contentDeals,
  dealBySlug,
  displayDate,
  expectInDocumentOrder,
  issuerLine,
  newestFirst,
  paragraphWithText,
  scoreBadge,
  scoreBand,
} from "./support/deals";
import { desktop, screens, waitForHydration } from "./support/site";

const deal = dealBySlug("chase-sapphire-preferred-75k");
const dealPath = `/deals/${deal.slug}`;

const facts = (page: Page) => page.getByRole("complementary", { name: "Quick Card Facts" });

/** The referral link rules: through /go/<slug>, in a new tab, marked sponsored. */
async function expectReferralLink(link: Locator) {
  await expect(link).toHaveAttribute("href", `/go/${deal.slug}`);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /\bsponsored\b/);
  await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
}

for (const [screen, viewport] of screens) {
  test.describe(`on ${screen}`, () => {
    test.use({ viewport });

    test("shows the deal's header, art and write-up in order", async ({ page }) => {
      expect(deal.firstParagraph.eligibility, "the chosen deal has eligibility text").not.toBeNull();
      await page.goto(dealPath);
      const main = page.getByRole("main");
      const back = main.getByRole("link", { name: "Back to all deals" });
      const title = main.getByRole("heading", { level: 1, name: deal.title });
      const date = main.getByText(displayDate(deal.date), { exact: true });
      const issuer = paragraphWithText(main, issuerLine(deal));
      const art = main.getByRole("img", { name: `${deal.cardName} card`, exact: true });
      const description = main.getByText(deal.firstParagraph.description, { exact: true });
      const eligibility = main.getByRole("heading", { name: "Am I Eligible to Apply?" });
      const eligibilityText = main.getByText(deal.firstParagraph.eligibility!, { exact: true });
      const love = main.getByRole("heading", { name: "Why I Love This Card" });
      const loveText = main.getByText(deal.firstParagraph.whyILoveIt, { exact: true });
      const ready = main.getByRole("region", { name: "Ready to Apply?" });
      const apply = ready.getByRole("link", { name: /^Apply Now Through My Link/ });

      const inOrder = [back, title, date, issuer, art, description, eligibility, eligibilityText, love, loveText, ready];
      for (const element of inOrder) await expect(element).toBeVisible();
      await expectInDocumentOrder(inOrder);

      await expect(back).toHaveAttribute("href", "/deals");
      await expect(art).toHaveAttribute("width", /^\d+$/);
      await expect(art).toHaveAttribute("height", /^\d+$/);
      await expectReferralLink(apply);
      await expect(ready.getByText(/may receive compensation if you are approved through this link/)).toBeVisible();
    });

    test("the Quick Card Facts panel shows the facts, Apply Now and share links", async ({ page }) => {
      await page.goto(dealPath);
      const panel = facts(page);
      await expect(scoreBadge(panel, deal.dealScore)).toHaveAttribute("href", "/deals#deal-score");
      await expect(panel).toMatchAriaSnapshot(`
        - term: Welcome Bonus
        - definition: ${JSON.stringify(deal.welcomeBonus)}
        - term: Spend Requirement
        - definition: ${JSON.stringify(deal.minSpend)}
        - term: Annual Fee
        - definition: ${JSON.stringify(deal.annualFee)}
        - term: Transfer Partners
        - definition: ${JSON.stringify(deal.transferPartners)}
      `);
      await expectReferralLink(panel.getByRole("link", { name: /^Apply Now/ }));

      await expect(panel.getByRole("heading", { name: "Share This Deal" })).toBeVisible();
      const pageUrl = page.url();
      const twitter = new URL((await panel.getByRole("link", { name: /^Twitter/ }).getAttribute("href"))!);
      expect(twitter.origin + twitter.pathname).toBe("https://twitter.com/intent/tweet");
      expect(twitter.searchParams.get("text")).toBe(`Check out this amazing ${deal.cardName} offer: ${bonusText(deal)} bonus!`);
      expect(twitter.searchParams.get("url")).toBe(pageUrl);

      const facebook = new URL((await panel.getByRole("link", { name: /^Facebook/ }).getAttribute("href"))!);
      expect(facebook.hostname).toMatch(/(^|\.)facebook\.com$/);
      expect(facebook.pathname).toMatch(/^\/sharer/);
      expect(facebook.searchParams.get("u")).toBe(pageUrl);

      const email = new URL((await panel.getByRole("link", { name: /^Email/ }).getAttribute("href"))!);
      expect(email.protocol).toBe("mailto:");
      expect(email.searchParams.get("subject")).toBe(deal.title);

      // Beside the write-up on a wide screen, below it on a phone.
      const [article, aside] = [await page.getByRole("region", { name: "Ready to Apply?" }).boundingBox(), await panel.boundingBox()];
      if (viewport === desktop) expect(aside!.x).toBeGreaterThan(article!.x + article!.width);
      else expect(aside!.y).toBeGreaterThan(article!.y + article!.height);
    });

    test("opening a deal from the bottom of the list starts at the top of the page", async ({ page }) => {
      await page.goto("/deals");
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      const oldest = newestFirst(contentDeals).at(-1)!;
      const readMore = page
        .getByRole("main")
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: oldest.title, exact: true }) })
        .getByRole("link", { name: /^Read More/ });
      await readMore.click();
      await expect(page.getByRole("heading", { level: 1, name: oldest.title })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test("the score badge leads to how deals are scored", async ({ page }) => {
  await page.goto(dealPath);
  await waitForHydration(page);
  await scoreBadge(facts(page), deal.dealScore).click();
  await expect(page).toHaveURL((url) => url.pathname === "/deals" && url.hash === "#deal-score");
  await expect(page.getByRole("heading", { name: "How we score deals" })).toBeInViewport();
});

test("the score badge is green above 8 and lime at 8 or below", async ({ page }) => {
  const examples = [
    contentDeals.find((candidate) => candidate.dealScore > 8),
    contentDeals.find((candidate) => candidate.dealScore === 8),
    contentDeals.find((candidate) => candidate.dealScore < 8),
  ];
  expect(examples.map((example) => example && scoreBand(example.dealScore))).toEqual(["green", "lime", "lime"]);
  for (const example of examples) {
    await page.goto(`/deals/${example!.slug}`);
    await expect(scoreBadge(facts(page), example!.dealScore), example!.slug).toHaveAttribute("data-band", scoreBand(example!.dealScore));
  }
});
