import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectInDocumentOrder } from "./support/deals";
import { screens, waitForHydration } from "./support/site";

const summary = (page: Page, text: string) => page.locator("summary", { hasText: text });
const disclosure = (page: Page, text: string) => page.locator("details", { has: summary(page, text) });
const pricingNote = (page: Page) => page.getByRole("dialog", { name: "Multi-passenger pricing" });

/** axe runs inside the page, so it needs JavaScript; the same states are checked with it on. */
async function checkAxe(page: Page, javaScript: boolean) {
  if (javaScript) await expectNoAxeViolations(page);
}

async function open(page: Page, path: string, javaScript: boolean) {
  expect((await page.goto(path))?.status()).toBe(200);
  if (javaScript) await waitForHydration(page);
}

for (const javaScript of [true, false]) {
  for (const [screen, viewport] of screens) {
    test.describe(`on ${screen}, JavaScript ${javaScript ? "on" : "off"}`, () => {
      test.use({ viewport, javaScriptEnabled: javaScript });

      test("the blocks come in the spec's order and link where they should", async ({ page }) => {
        await open(page, "/concierge", javaScript);
        const heading = (name: string, level = 2) => page.getByRole("heading", { level, name, exact: true });
        await expectInDocumentOrder([
          heading("Concierge Services", 1),
          heading("Points Booking Concierge"),
          heading("How booking works"),
          summary(page, "Why use our concierge"),
          heading("Concierge pricing"),
          heading("Points Strategy Session"),
          heading("Frequently Asked Questions"),
        ]);
        await expect(page.getByRole("main").getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/booking-form");
        await expect(page.getByRole("link", { name: "Read the concierge terms" })).toHaveAttribute("href", "/concierge/terms");

        const strategy = page.locator("#strategy");
        await expect(strategy.getByRole("heading", { name: "Points Strategy Session" })).toBeVisible();
        await expect(strategy.getByText("$249", { exact: true })).toBeVisible();
        await expect(strategy.getByText("60 minutes", { exact: true })).toBeVisible();
        await expect(strategy.getByRole("link", { name: "Book Session" })).toHaveAttribute("href", "/concierge/book");
      });

      test("View FAQ scrolls to the FAQ", async ({ page }) => {
        await open(page, "/concierge", javaScript);
        await page.getByRole("link", { name: "View FAQ" }).click();
        await expect(page).toHaveURL((url) => url.hash === "#faq-section");
        await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeInViewport();
      });

      test("the two disclosures open and close", async ({ page }) => {
        await open(page, "/concierge", javaScript);
        await expect(page.getByText("Save hours of frustration")).toBeHidden();
        await summary(page, "Why use our concierge").click();
        for (const reason of ["Save hours of frustration", "The best deal across programs", "Complex trips and mixed points"]) {
          await expect(page.getByText(reason)).toBeVisible();
        }
        await summary(page, "What To Expect").click();
        const steps = disclosure(page, "What To Expect").getByRole("listitem");
        await expect(steps).toHaveCount(3);
        await expect(steps.first()).toContainText("Points and miles audit");
        await checkAxe(page, javaScript);
        await summary(page, "What To Expect").click();
        await expect(steps.first()).toBeHidden();
      });

      test("the multi-passenger pricing note opens, and closes on Escape and on Close", async ({ page }) => {
        await open(page, "/concierge", javaScript);
        const toggle = page.getByRole("button", { name: "How multi-passenger pricing works" });
        await expect(pricingNote(page)).toBeHidden();
        await toggle.click();
        await expect(pricingNote(page)).toBeVisible();
        await expect(pricingNote(page)).toContainText("Two passengers pay $299");
        await checkAxe(page, javaScript);
        await page.keyboard.press("Escape");
        await expect(pricingNote(page)).toBeHidden();
        await toggle.click();
        await pricingNote(page).getByRole("button", { name: "Close" }).click();
        await expect(pricingNote(page)).toBeHidden();
      });

      test("each FAQ group keeps one answer open at a time, and an open answer closes again", async ({ page }) => {
        await open(page, "/concierge", javaScript);
        const group = (name: string) => page.getByRole("group", { name });
        const concierge = group("Points Booking Concierge");
        const strategy = group("Points Strategy Session");
        await expect(concierge.locator("details")).toHaveCount(4);
        await expect(strategy.locator("details")).toHaveCount(7);

        const cost = concierge.locator("details", { hasText: "What does the concierge cost?" });
        const refund = concierge.locator("details", { hasText: "What if you cannot find a suitable itinerary?" });
        await cost.locator("summary").click();
        await expect(cost.getByText(/two travellers pay \$299/)).toBeVisible();
        await refund.locator("summary").click();
        await expect(refund).toHaveAttribute("open", "");
        await expect(cost).not.toHaveAttribute("open");

        const shorter = strategy.locator("details", { hasText: "Is there a shorter option?" });
        await shorter.locator("summary").click();
        await expect(shorter.getByText(/30-minute consultation costs \$99/)).toBeVisible();
        await expect(refund).toHaveAttribute("open", "");
        await checkAxe(page, javaScript);

        await refund.locator("summary").click();
        await expect(concierge.locator("details[open]")).toHaveCount(0);
      });
    });
  }
}

test("the page carries FAQPage structured data with every question", async ({ page }) => {
  await page.goto("/concierge");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
  expect(faq.mainEntity).toHaveLength(11);
  expect(faq.mainEntity[0]).toMatchObject({ "@type": "Question", name: "How does the booking concierge work?" });
  const questions = await page.locator("#faq-section summary").allTextContents();
  expect(faq.mainEntity.map((item: { name: string }) => item.name)).toEqual(questions);
});

test("the concierge terms say what the deposit covers and when it is refunded", async ({ page }) => {
  await page.goto("/concierge");
  await page.getByRole("link", { name: "Read the concierge terms" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Concierge Terms" })).toBeVisible();
  for (const title of [
    "What the $50 deposit covers",
    "When the deposit is refunded",
    "What the service fee includes",
    "Our 24-hour reply",
    "After we present the itineraries",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
});
