import { expect, test } from "@playwright/test";
import { signInFresh } from "./support/account";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";

/*
 * The wallet with JavaScript on (issue 30), briefly, with axe on the wallet page, a row's edit
 * form and the import page with a refused file. The whole journey with JavaScript off runs as
 * posted forms in tests/integration/no-js-journeys-wallet.test.ts.
 */
test("a visitor keeps a card and a balance, edits them, and is told what is wrong with a bad file", async ({ page }) => {
  // A sign-in with an email to wait for, several posts and four axe scans: twice the usual budget.
  test.slow();
  await signInFresh(page, "wallet");
  await page.getByRole("link", { name: "Your wallet: cards, points and when they expire" }).click();
  await expect(page).toHaveURL(/\/account\/wallet$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your wallet" })).toBeVisible();
  await waitForHydration(page);

  const addCard = page.getByRole("region", { name: "Add a card" });
  await addCard.getByLabel("Card", { exact: true }).selectOption("chase-sapphire-preferred");
  await addCard.getByLabel("Opened").fill("2024-03");
  await addCard.getByRole("button", { name: "Add card" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Card added" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "You", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 4, name: "Chase Sapphire Preferred" })).toBeVisible();

  const addBalance = page.getByRole("region", { name: "Add a balance" });
  await addBalance.getByLabel("Program").selectOption("marriott");
  await addBalance.getByLabel("Points").fill("-5");
  await addBalance.getByRole("button", { name: "Add balance" }).click();
  await expect(addBalance.getByText("Enter a balance of 0 or more.")).toBeVisible();
  await expect(addBalance.getByLabel("Points")).toHaveValue("-5");
  await addBalance.getByLabel("Points").fill("52,000");
  await addBalance.getByRole("button", { name: "Add balance" }).click();
  await expect(page.getByRole("heading", { level: 4, name: "Marriott Bonvoy: 52,000 points" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Source: travel-dealz.com" })).toHaveAttribute(
    "href",
    "https://travel-dealz.com/blog/marriott-bonvoy-points-expiration/",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Edit Chase Sapphire Preferred, opened March 2024" }).click();
  const editCard = page.getByRole("region", { name: "Edit a card" });
  await expect(editCard.getByLabel("Opened")).toHaveValue("2024-03");
  await expectNoAxeViolations(page);
  await editCard.getByLabel("Closed").fill("2026-10");
  await editCard.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Card saved" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Edit a card" })).toHaveCount(0);
  await expect(page.getByText("October 2026")).toBeVisible();

  await page.getByRole("link", { name: "Import a CSV file" }).click();
  await expect(page).toHaveURL(/\/account\/wallet\/import$/);
  await expect(page.getByText("Importing replaces your whole wallet.")).toBeVisible();
  await waitForHydration(page);
  const header = "record,member,product,name,issuer,kind,opened,closed,bonus,changed_from,changed,program,amount,as_of,expires";
  const bad = `${header}\r\nmember,Alex,,,,,,,,,,,,,\r\nbalance,Alex,,,,,,,,,,marriott,=1+1,2026-11-01,\r\n`;
  await page.getByLabel("Wallet file (CSV)").setInputFiles({ name: "wallet.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await page.getByRole("button", { name: "Import and replace my wallet" }).click();
  const problems = page.getByRole("alert").filter({ hasText: "This file was not imported" });
  await expect(problems.getByRole("listitem")).toHaveText(["Line 3: Enter a whole number of points."]);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Back to your wallet" }).click();
  await expect(page.getByRole("heading", { level: 4, name: "Chase Sapphire Preferred" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Alex" })).toHaveCount(0);
});
