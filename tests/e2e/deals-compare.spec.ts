import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { dealBySlug } from "./support/deals";
import { screens, waitForHydration } from "./support/site";

/*
 * Issue 31 item 3 with JavaScript on, on a phone and a desktop: from a deal card's "Compare" link
 * to a comparison of two cards, then a third, with axe on each state. Without JavaScript the same
 * picker is a plain GET form (tests/integration/no-js-journeys-public.test.ts).
 */
const sapphire = dealBySlug("chase-sapphire-preferred-75k");
const platinum = dealBySlug("american-express-platinum-175k");
const venture = dealBySlug("capital-one-venture-75k");

for (const [screen, viewport] of screens) {
  test(`a reader compares cards side by side from a deal card, on ${screen}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/deals");
    await waitForHydration(page);
    await page.getByRole("link", { name: `Compare ${sapphire.cardName}` }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/deals/compare" && url.searchParams.get("ids") === sapphire.slug);
    await expect(page.getByText(`Choose one or two more cards to compare with ${sapphire.cardName}, then press Compare.`)).toBeVisible();
    await expect(page.getByLabel("First card")).toHaveValue(sapphire.slug);
    await expectNoAxeViolations(page);

    await page.getByLabel("Second card").selectOption(platinum.slug);
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    const table = page.getByRole("table", { name: `Comparing ${sapphire.cardName} and ${platinum.cardName}` });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText(["Fact", sapphire.cardName, platinum.cardName]);
    const fee = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Annual fee" }) });
    await expect(fee.getByRole("cell")).toHaveText([sapphire.annualFee, platinum.annualFee]);
    await expectNoAxeViolations(page);

    await page.getByLabel("Third card (optional)").selectOption(venture.slug);
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await expect(
      page.getByRole("table", { name: `Comparing ${sapphire.cardName}, ${platinum.cardName} and ${venture.cardName}` }),
    ).toBeVisible();
  });
}
