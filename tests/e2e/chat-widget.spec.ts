import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { screens, waitForHydration } from "./support/site";

const title = "Flight Search Assistant";
const example = "Find flights from New York to LHR on March 5 in business class";

async function openPanel(page: Page, path = "/") {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("button", { name: `Open ${title}` }).click();
  const panel = page.getByRole("region", { name: title });
  await expect(panel).toBeVisible();
  return panel;
}

for (const [screenName, viewport] of screens) {
  test.describe(`the chat widget on ${screenName}`, () => {
    test.use({ viewport });

    test("opens from the round button with the greeting, focus in the input and no axe violations", async ({ page }) => {
      const panel = await openPanel(page);
      await expect(panel.getByRole("heading", { name: title })).toBeVisible();
      await expect(panel.getByText("Hi! I can help you search for flights.")).toBeVisible();
      await expect(panel.getByPlaceholder("Ask about flights...")).toBeFocused();
      await expect(panel.getByRole("button", { name: "Send" })).toBeVisible();
      const box = (await panel.boundingBox())!;
      if (viewport.width >= 640) {
        expect(box.width).toBe(384);
        expect(box.height).toBe(600);
      } else {
        expect(box.width).toBe(viewport.width);
        expect(box.height).toBeLessThanOrEqual(viewport.height * 0.8 + 0.5);
      }
      await expectNoAxeViolations(page);
    });

    test("the example prompt fills the input", async ({ page }) => {
      const panel = await openPanel(page);
      await panel.getByRole("button", { name: example }).click();
      await expect(panel.getByPlaceholder("Ask about flights...")).toHaveValue(example);
    });

    test("empty or whitespace-only input is not sent", async ({ page }) => {
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/api/search-flights")) posts.push(request.url());
      });
      const panel = await openPanel(page);
      const input = panel.getByPlaceholder("Ask about flights...");
      await input.fill("   ");
      await input.press("Enter");
      await panel.getByRole("button", { name: "Send" }).click();
      await expect(panel.getByRole("log", { name: "Conversation" })).toBeEmpty();
      expect(posts).toEqual([]);
    });

    test("shows the typing indicator, then award cards, and keeps the conversation across pages", async ({ page }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/search-flights", async (route) => {
        await held;
        await route.continue();
      });
      const panel = await openPanel(page);
      await panel.getByRole("button", { name: example }).click();
      await panel.getByRole("button", { name: "Send" }).click();

      const log = panel.getByRole("log", { name: "Conversation" });
      await expect(log.getByText(example)).toBeVisible();
      await expect(panel.getByRole("status").getByText("The assistant is typing")).toBeAttached();
      await expect(panel.getByRole("button", { name: "Send" })).toBeDisabled();
      release();

      await expect(panel.getByRole("status").getByText("The assistant is typing")).not.toBeAttached();
      await expect(log.getByText(/^Here are 2 award options for Business class from New York/)).toBeVisible();
      const cards = log.getByRole("article");
      await expect(cards).toHaveCount(2);
      await expect(cards.first()).toContainText("JFK → LHR");
      await expect(cards.first()).toContainText("60,000 miles");
      await expect(cards.first()).toContainText("seen 3 h ago");
      await expect(cards.first().getByRole("link", { name: /Book with Air Canada Aeroplan/ })).toHaveAttribute(
        "href",
        "https://www.aircanada.com/aeroplan/redeem",
      );
      await expect(log.getByRole("link", { name: "Ask our concierge to book it" })).toHaveAttribute(
        "href",
        /^\/booking-form\?fromDestination=New\+York/,
      );
      await expectNoAxeViolations(page);

      const reopened = await openPanel(page, "/about");
      await expect(reopened.getByRole("log", { name: "Conversation" }).getByText(example)).toBeVisible();
      await expect(reopened.getByRole("log", { name: "Conversation" }).getByRole("article")).toHaveCount(2);
    });

    test("shows the error toast when the endpoint fails, and loading ends", async ({ page }) => {
      await page.route("**/api/search-flights", (route) => route.fulfill({ status: 500, body: "Internal error" }));
      const panel = await openPanel(page);
      await panel.getByPlaceholder("Ask about flights...").fill("jfk to lhr on March 5");
      await panel.getByPlaceholder("Ask about flights...").press("Enter");
      const toast = page.getByRole("alert").filter({ hasText: "Failed to send message. Please try again." });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText("Error");
      await expect(panel.getByRole("status").getByText("The assistant is typing")).not.toBeAttached();
      await expect(panel.getByRole("button", { name: "Send" })).toBeEnabled();
    });

    test("closes with Escape and with its close button, giving focus back to the round button", async ({ page }) => {
      const panel = await openPanel(page);
      await page.keyboard.press("Escape");
      await expect(panel).not.toBeAttached();
      const launcher = page.getByRole("button", { name: `Open ${title}` });
      await expect(launcher).toBeFocused();
      await expect(launcher).toHaveAttribute("aria-expanded", "false");

      await launcher.click();
      await page
        .getByRole("region", { name: title })
        .getByRole("button", { name: `Close ${title}` })
        .click();
      await expect(page.getByRole("region", { name: title })).not.toBeAttached();
    });
  });
}

test("the page's answer with cards has no axe violations", async ({ page }) => {
  // axe runs inside the page, so this is the same server-rendered answer with JavaScript on.
  await page.goto("/flight-search");
  await waitForHydration(page);
  await page.getByLabel("Your question").fill("jfk to lhr on March 5 in business");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("list", { name: "Conversation" }).getByRole("article")).toHaveCount(1);
  await expectNoAxeViolations(page);
});
