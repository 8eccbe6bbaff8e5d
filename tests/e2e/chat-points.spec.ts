import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";

/*
 * Issue 24 item 6 in the browser: a question about points answered from the partner table
 * before there is a date, then award results kept to the programs the points reach, each with
 * the transfer it takes. The site under test has the local award-space provider.
 */
const title = "Flight Search Assistant";
const question = "I have 120k Amex points, can I fly New York to Tokyo in business?";
const heading = /^Your 120,000 American Express Membership Rewards points transfer to \d+ programs that can book New York to Tokyo$/;
const aeroplanTransfer = "Transfer 60,000 American Express Membership Rewards points to Air Canada Aeroplan (ratio 1:1).";

async function askInWidget(page: Page, message: string) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: `Open ${title}` }).click();
  const panel = page.getByRole("region", { name: title });
  const input = panel.getByPlaceholder("Ask about flights...");
  await input.fill(message);
  await input.press("Enter");
  return panel.getByRole("log", { name: "Conversation" });
}

test("the chat widget answers a points question from the partner table, with no axe violations, and prefills the concierge form", async ({
  page,
}) => {
  const log = await askInWidget(page, question);
  const advice = log.getByRole("region", { name: heading });
  await expect(advice).toBeVisible();
  const aeroplan = advice.getByRole("article", { name: "Air Canada Aeroplan" });
  await expect(aeroplan).toContainText("Ratio 1:1");
  await expect(aeroplan).toContainText("10,000 points become 10,000 with Air Canada Aeroplan");
  await expect(aeroplan.getByRole("link", { name: /^Ratio: / })).toHaveAttribute("href", /^https:\/\//);
  await expect(aeroplan).toContainText(/checked \w{3}, \w{3} \d{1,2}, \d{4}/);
  await expect(advice.getByRole("article", { name: "JetBlue TrueBlue" })).toHaveCount(0);
  await expect(advice).toContainText("not live seat availability");
  await expect(log).not.toContainText("{");
  await expectNoAxeViolations(page);

  // The concierge form opens with the trip and the points filled in.
  await log.getByRole("link", { name: "Ask our concierge to book it" }).click();
  await expect(page).toHaveURL(/\/booking-form\?/);
  await expect(page.getByLabel("List all airline and credit card points")).toHaveValue(
    "120,000 American Express Membership Rewards points",
  );
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("Tokyo (HND, NRT)");
});

test("the chat widget keeps award results to programs the points reach, each with its transfer, with no axe violations", async ({
  page,
}) => {
  const log = await askInWidget(page, `${question} On March 5.`);
  const options = log.getByRole("list", { name: "Award options" });
  await expect(options.getByRole("article")).toHaveCount(3);
  const first = options.getByRole("article").first();
  await expect(first).toContainText(aeroplanTransfer);
  await expect(first).toContainText("You hold 120,000: enough.");
  await expect(first).toContainText("Award space from seats.aero, seen 3 h ago");
  await expect(first.getByRole("link", { name: /^Ratio: / })).toBeVisible();
  await expect(options).not.toContainText("United MileagePlus");
  await expectNoAxeViolations(page);
});
