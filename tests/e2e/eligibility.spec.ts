import { expect, test, type Page } from "@playwright/test";
import { signInFresh } from "./support/account";
import { expectNoAxeViolations } from "./support/axe";
import { fiveCardsInTwoYears } from "./support/card-history";
import { contentDeals } from "./support/deals";
import { waitForHydration } from "./support/site";

/*
 * Issue 31 with JavaScript on: the checker at /eligibility and "Cards I can get" on the deals list
 * for a signed-in wallet, with axe on each state. The same journeys with JavaScript off run as
 * posted forms in tests/integration/no-js-journeys-public.test.ts.
 */
const five = fiveCardsInTwoYears;
const chaseDeals = contentDeals.filter((deal) => deal.issuer === "Chase");
const typedCard = (page: Page, n: number) => page.getByRole("group", { name: `Card ${n}`, exact: true });
const results = (page: Page) => page.getByRole("region", { name: "Your results" });
/** Types each card and the month it was opened into the rows of the checker's (or the planner's) form. */
async function typeCards(page: Page, cards: ReadonlyArray<readonly [string, string]>) {
  for (const [index, [productId, opened]] of cards.entries()) {
    await typedCard(page, index + 1)
      .getByLabel("Card", { exact: true })
      .selectOption(productId);
    await typedCard(page, index + 1)
      .getByLabel("Opened (YYYY-MM)")
      .fill(opened);
  }
}
const dealCard = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("the checker marks every Chase deal 'not before' a day for five cards in two years, and refuses a future month", async ({ page }) => {
  test.slow();
  await page.goto("/eligibility");
  await expect(page.getByRole("heading", { level: 1, name: "Which Cards Can I Get?" })).toBeVisible();
  await waitForHydration(page);
  await typeCards(page, five);
  await page.getByRole("button", { name: "Add another card" }).click();
  await expect(typedCard(page, 6)).toBeVisible();
  await expect(typedCard(page, 5).getByLabel("Opened (YYYY-MM)")).toHaveValue(five[4][1]);
  await typedCard(page, 6).getByLabel("Card", { exact: true }).selectOption("chase-sapphire-preferred");
  await typedCard(page, 6).getByLabel("Opened (YYYY-MM)").fill("2099-01");
  await page.getByRole("button", { name: "Check my cards" }).click();

  const problems = page.getByRole("alert").filter({ hasText: "One card needs correcting." });
  await expect(problems.getByRole("link", { name: "Card 6: Opened: The opened month can't be in the future." })).toBeVisible();
  await expect(typedCard(page, 1).getByLabel("Card", { exact: true })).toHaveValue("citi-strata-premier");
  await expectNoAxeViolations(page);

  await typedCard(page, 6).getByLabel("Card", { exact: true }).selectOption("");
  await typedCard(page, 6).getByLabel("Opened (YYYY-MM)").fill("");
  await page.getByRole("button", { name: "Check my cards" }).click();
  await expect(results(page).getByRole("status")).toContainText("From the 5 cards you gave, you can get");
  expect(chaseDeals.length).toBeGreaterThan(2);
  for (const deal of chaseDeals) {
    const verdict = dealCard(page, deal.title);
    await expect(verdict).toContainText("Not yet: You cannot get this card before");
    await expect(verdict).toContainText("Chase 5/24: 5 of 5 in 24 months");
  }
  await expectNoAxeViolations(page);

  await page.getByLabel("Show only the cards I can get with their bonus now").check();
  await page.getByRole("button", { name: "Check my cards" }).click();
  for (const deal of chaseDeals) await expect(dealCard(page, deal.title)).toHaveCount(0);
  await expect(results(page).getByRole("article").first()).toContainText("You can get it:");
});

test("'Cards I can get' keeps the deals a signed-in wallet can get; the planner's plan is kept in the wallet", async ({ page }) => {
  test.slow();
  await signInFresh(page, "eligibility");
  await page.goto("/account/wallet/import");
  await waitForHydration(page);
  const header = "record,member,product,name,issuer,kind,opened,closed,bonus,changed_from,changed,program,amount,as_of,expires";
  const lines = five.map(([product, opened]) => `card,You,${product},,,,${opened},,,,,,,,`);
  const file = [header, "member,You,,,,,,,,,,,,,", ...lines].join("\r\n") + "\r\n";
  await page.getByLabel("Wallet file (CSV)").setInputFiles({ name: "wallet.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
  await page.getByRole("button", { name: "Import and replace my wallet" }).click();
  await expect(page).toHaveURL(/\/account\/wallet$/);

  await page.goto("/deals");
  await waitForHydration(page);
  const sapphire = chaseDeals[0]!;
  await expect(dealCard(page, sapphire.title)).toContainText("Not yet: You cannot get this card before");
  await page.getByRole("main").getByLabel("Cards I can get").check();
  await expect(page).toHaveURL((url) => url.searchParams.get("can-get") === "1");
  await expect(page.getByText("Showing the cards someone in")).toBeVisible();
  for (const deal of chaseDeals) await expect(dealCard(page, deal.title)).toHaveCount(0);
  const shown = page.getByRole("main").getByRole("article");
  await expect(shown.first()).toContainText("You can get it: You can get this card and its bonus now.");
  await expectNoAxeViolations(page);

  // The planner takes the wallet's cards, and its plan can be kept in the wallet.
  await page.goto("/plan");
  await waitForHydration(page);
  await expect(page.getByText("The plan counts the cards in")).toBeVisible();
  await page.getByLabel("Card you want 1").selectOption("chase-sapphire-preferred");
  await page.getByRole("button", { name: "Plan my applications" }).click();
  await expect(page.getByRole("region", { name: "Your plan" }).getByRole("heading", { level: 3 }).first()).toHaveText(
    /^1\. Chase Sapphire Preferred: apply in /,
  );
  await page.getByRole("button", { name: "Save this plan to my wallet" }).click();
  await expect(page).toHaveURL(/\/account\/wallet$/);
  await expect(page.getByRole("status").filter({ hasText: "Plan saved" })).toBeVisible();
  const saved = page.getByRole("region", { name: "Your application plan" });
  await expect(
    saved.getByRole("table", { name: "Application plan" }).getByRole("cell", { name: "Chase Sapphire Preferred" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await saved.getByRole("button", { name: "Delete this plan" }).click();
  await expect(page.getByRole("region", { name: "Your application plan" })).toContainText("No plan saved.");
});

test("the planner puts the Chase card first when an Amex card first would shut it out under 5/24", async ({ page }) => {
  test.slow();
  await page.goto("/plan");
  await expect(page.getByRole("heading", { level: 1, name: "Application Planner" })).toBeVisible();
  await waitForHydration(page);
  // Four cards of the five in two years: one more and Chase says no.
  await typeCards(page, five.slice(0, 4));
  await page.getByLabel("Card you want 1").selectOption("amex-platinum");
  await page.getByLabel("Card you want 2").selectOption("chase-sapphire-preferred");
  await page.getByLabel("What you put on cards a month, in dollars (optional)").fill("lots");
  await page.getByRole("button", { name: "Plan my applications" }).click();
  await expect(page.getByRole("alert").getByRole("link", { name: /^Monthly spend: Enter whole dollars a month/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("What you put on cards a month, in dollars (optional)").fill("$6,000");
  await page.getByRole("button", { name: "Plan my applications" }).click();
  const plan = page.getByRole("region", { name: "Your plan" });
  await expect(plan.getByRole("status")).toHaveText("2 applications, in this order, at $6,000 of spending a month.");
  const steps = plan.getByRole("heading", { level: 3 });
  await expect(steps.nth(0)).toHaveText(/^1\. Chase Sapphire Preferred: apply in /);
  await expect(steps.nth(1)).toHaveText(/^2\. The Platinum Card from American Express: apply in /);
  await expect(plan).toContainText("Chase 5/24: 4 of 5 before, 5 after.");
  await expect(plan).toContainText("Applying in the order you listed");
  await expect(plan.getByRole("button", { name: "Print this plan" })).toBeVisible();
  await expectNoAxeViolations(page);
});
