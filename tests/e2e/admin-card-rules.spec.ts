import { expect, test } from "./support/admin-session";
import { adminMenuLink } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/site";

/*
 * The owner's card rules editor with JavaScript on and axe on each page, a refused save among
 * them. The same journey with JavaScript off is an HTTP test (tests/integration/admin-card-rules.test.ts).
 * Only the caveat of a Wells Fargo rule changes: no other test reads it, and no verdict depends on it.
 */
test("the owner edits a card rule, a refused save keeps what was typed, and /card-rules shows the saved one", async ({
  adminPage: page,
}) => {
  const caveat = "The month after the anniversary is when the bonus comes back (e2e).";
  await page.goto("/admin");
  await (await adminMenuLink(page, "Card application rules")).click();
  await expect(page.getByRole("heading", { level: 1, name: "Card application rules" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Chase: 2 rules" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Edit Wells Fargo 15 months" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wells Fargo 15 months" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  const source = page.getByLabel("Source", { exact: true });
  const address = await source.inputValue();
  await source.fill("http://example.com/rule");
  await page.getByLabel("Caveat").fill(caveat);
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Source: Enter a full https:// address." })).toBeVisible();
  await expect(page.getByLabel("Caveat")).toHaveValue(caveat);
  await expectNoAxeViolations(page);

  await source.fill(address);
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/card-rules");

  await page.goto("/card-rules");
  await expect(page.locator("#wells-fargo-15-months")).toContainText(caveat);
});
