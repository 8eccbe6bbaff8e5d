import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/admin-session";

/** The owner's calendar: blocks and booking rules, posted natively and checked on the server. */
test("the owner blocks a slot, refuses a bad rule with a message and saves good rules", async ({ adminPage: page }) => {
  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { name: "Strategy sessions", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Date").fill("2030-01-05");
  await page.getByLabel("Time (EST)").selectOption("3:00 PM");
  await page.getByRole("button", { name: "Block", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Blocked.");
  await expect(page.getByText("Saturday, January 5, 2030, 3:00 PM EST")).toBeVisible();

  await page.getByLabel("Booking horizon (days ahead)").fill("0");
  await page.getByRole("button", { name: "Save rules" }).click();
  await expect(page.getByText("Enter a whole number of days from 1 to 365.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Booking horizon (days ahead)").fill("60");
  await page.getByLabel("Minimum notice (hours)").fill("2");
  await page.getByRole("button", { name: "Save rules" }).click();
  await expect(page.getByRole("status")).toHaveText("Booking rules saved.");

  await page.getByRole("button", { name: /^Remove block \(Saturday, January 5, 2030, 3:00 PM\)$/ }).click();
  await expect(page.getByRole("status")).toHaveText("Block removed.");
});
