import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInFresh } from "./support/account";
import { expectNoAxeViolations } from "./support/axe";
import { waitForEmail } from "./support/mailbox";
import { baseURL } from "./support/server";
import { waitForHydration } from "./support/site";

/*
 * Issue 32's "Tell me when" on a deal page and the account's alerts page: a signed-in visitor
 * saves an amount and turns it off again with JavaScript on (axe on both pages); with JavaScript
 * off a visitor who is not signed in sees a refused form's messages beside its fields, then is
 * asked to confirm by email; and a signed-in visitor turns balance reminders off and on. The
 * emails and the job that sends the alert are database tests (tests/integration/).
 */
const slug = "chase-sapphire-preferred-75k";
const dealPath = `/deals/${slug}`;
const cardName = "Chase Sapphire Preferred";
const alertsPath = "/account/alerts";
const backOnDeal = new RegExp(`/deals/${slug}#offer-watch$`);
const address = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const watchSection = (page: Page) => page.getByRole("region", { name: "Tell me when the bonus goes up" });

/** Today's bonus as the page's "Quick Card Facts" states it ("75,000 points after …"): digits and the shown text. */
async function todaysBonus(page: Page): Promise<{ digits: string; shown: string }> {
  const fact = await page.locator('dt:text-is("Welcome Bonus") + dd').innerText();
  const shown = /^([\d,]+) points/.exec(fact.trim())?.[1];
  expect(shown, `a points amount at the start of the welcome bonus "${fact}"`).toBeDefined();
  return { digits: shown!.replace(/,/g, ""), shown: shown! };
}

const reachedMessage = (shown: string) => `Today's offer is already ${shown} points: choose a higher amount.`;

test.describe("JavaScript on, signed in", () => {
  test("a visitor saves an amount on the deal page, finds it on the alerts page and turns it off", async ({ page }) => {
    // A sign-in with an email to wait for, four posts and four axe scans: more than the usual budget.
    test.slow();
    await signInFresh(page, "offer-watch");
    await page.goto(dealPath);
    await waitForHydration(page);
    const section = watchSection(page);
    await expect(section).toBeVisible();
    // Signed in: the account's address is used, so there is no address field.
    await expect(section.getByLabel("Email address")).toHaveCount(0);
    await expect(section.getByRole("link", { name: "your alerts page" })).toHaveAttribute("href", alertsPath);
    const today = await todaysBonus(page);
    expect(Number(today.digits), "today's bonus is below the amount this test watches for").toBeLessThan(100_000);

    // Today's own amount is refused, with the message beside the field (checked by axe too).
    await section.getByLabel("Bonus in points").fill(today.digits);
    await section.getByRole("button", { name: "Email me" }).click();
    await expect(page).toHaveURL(backOnDeal);
    await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toBeVisible();
    const threshold = watchSection(page).getByLabel("Bonus in points");
    await expect(threshold).toHaveValue(today.digits);
    await expect(threshold).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#offer-watch-threshold-error")).toHaveText(reachedMessage(today.shown));
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await threshold.fill("100000");
    await watchSection(page).getByRole("button", { name: "Email me" }).click();
    await expect(page).toHaveURL(backOnDeal);
    await expect(page.getByRole("status").filter({ hasText: "Alert saved" })).toContainText("100,000 points");
    await expect(watchSection(page).getByLabel("Bonus in points")).not.toHaveAttribute("aria-invalid", "true");
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    // The account page leads to the alerts page.
    await page.goto("/account");
    await page.getByRole("link", { name: "Your alerts" }).click();
    await expect(page).toHaveURL(new RegExp(`${alertsPath}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Your alerts" })).toBeVisible();
    await waitForHydration(page);
    const offers = page.getByRole("region", { name: "Card offers" });
    const listed = offers.getByRole("listitem").filter({ hasText: cardName });
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText("when its bonus reaches 100,000 points");
    await expect(listed.getByRole("link", { name: cardName })).toHaveAttribute("href", dealPath);
    for (const name of ["Transfer bonuses", "Balance reminders", "Award-space watches"]) {
      await expect(page.getByRole("region", { name })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await listed.getByRole("button", { name: `Turn off the alert for the ${cardName}` }).click();
    await expect(offers.getByText(/^None yet\./)).toBeVisible();
    await expect(offers.getByRole("listitem")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${alertsPath}$`));
  });
});

test.describe("JavaScript off, not signed in", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused form keeps what was typed with each message beside its field, then asks to confirm by email", async ({ page }) => {
    const email = address("offer-watch-nojs");
    await page.goto(dealPath);
    const section = watchSection(page);
    await expect(section).toBeVisible();
    const today = await todaysBonus(page);

    await section.getByLabel("Bonus in points").fill(today.shown);
    await section.getByLabel("Email address").fill("not-an-address");
    await section.getByRole("button", { name: "Email me" }).click();
    await expect(page).toHaveURL(backOnDeal);
    await expect(page.getByRole("alert").filter({ hasText: "Not saved" })).toBeVisible();

    const threshold = watchSection(page).getByLabel("Bonus in points");
    await expect(threshold).toHaveValue(today.shown);
    await expect(threshold).toHaveAttribute("aria-invalid", "true");
    await expect(threshold).toHaveAttribute("aria-describedby", /offer-watch-threshold-error/);
    await expect(page.locator("#offer-watch-threshold-error")).toHaveText(reachedMessage(today.shown));

    const emailField = watchSection(page).getByLabel("Email address");
    await expect(emailField).toHaveValue("not-an-address");
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toHaveAttribute("aria-describedby", /offer-watch-email-error/);
    await expect(page.locator("#offer-watch-email-error")).toHaveText("Enter a valid email address.");

    await threshold.fill(String(Number(today.digits) + 25_000));
    await emailField.fill(email);
    await watchSection(page).getByRole("button", { name: "Email me" }).click();
    await expect(page).toHaveURL(backOnDeal);
    await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();
    await expect(page.locator("#offer-watch-threshold-error")).toHaveCount(0);
    await expect(page.locator("#offer-watch-email-error")).toHaveCount(0);
    await waitForEmail({ to: email, subject: `Confirm your alert for the ${cardName}` });
  });
});

/** A context without scripts, signed in through a context with them (the code form needs no script, but the helper waits for hydration). */
async function signedInWithoutScripts(browser: Browser) {
  const signing = await browser.newContext({ baseURL });
  await signInFresh(await signing.newPage(), "offer-watch-reminders-nojs");
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await signing.storageState() });
  await signing.close();
  return context;
}

test.describe("JavaScript off, signed in", () => {
  test("the alerts page turns balance reminders off and on again", async ({ browser }) => {
    const context = await signedInWithoutScripts(browser);
    const page = await context.newPage();
    await page.goto(alertsPath);
    await expect(page.getByRole("heading", { level: 1, name: "Your alerts" })).toBeVisible();
    const reminders = page.getByRole("region", { name: "Balance reminders" });
    // A new account has them on.
    await expect(reminders.getByText(/^On:/)).toBeVisible();

    await reminders.getByRole("button", { name: "Turn balance reminders off" }).click();
    await expect(page).toHaveURL(new RegExp(`${alertsPath}$`));
    await expect(page.getByRole("status").filter({ hasText: "Balance reminders off" })).toBeVisible();
    await expect(reminders.getByText(/^Off:/)).toBeVisible();
    await expect(reminders.getByText(/^On:/)).toHaveCount(0);

    await reminders.getByRole("button", { name: "Turn balance reminders on" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Balance reminders on" })).toBeVisible();
    await expect(reminders.getByText(/^On:/)).toBeVisible();
    await expect(reminders.getByRole("button", { name: "Turn balance reminders off" })).toBeVisible();
    await context.close();
  });
});
