import { expect, test, type Cookie } from "@playwright/test";
import { adminMenuLink, logInAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { baseURL } from "./support/server";
import { screens, waitForHydration } from "./support/site";

// One login for the file keeps the suite far below the login rate limit.
let adminCookies: Cookie[] = [];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logInAsAdmin(page);
  adminCookies = (await context.storageState()).cookies;

  // A request from a visitor for the inbox to show.
  await page.goto("/booking-form?fromDestination=Seattle&toDestination=Reykjavik&passengers=1&preferredClass=economy&maxStops=nonstop");
  const form = page.getByRole("main").locator("form");
  await form.getByLabel("Full Name", { exact: true }).fill("Inbox Visitor");
  await form.getByLabel("Email", { exact: true }).fill("inbox-visitor@example.com");
  await form.getByLabel("Phone", { exact: true }).fill("206 555 0100");
  await form.getByLabel("Date(s) of Travel", { exact: true }).fill("August 2027");
  await form.getByLabel("List all airline and credit card points", { exact: true }).fill("80k Alaska miles");
  await form.getByRole("button", { name: "Submit Booking Request" }).click();
  await expect(page.getByRole("heading", { name: "Booking Request Received!" })).toBeVisible();
  await context.close();
});

for (const [screen, viewport] of screens) {
  test.describe(`on ${screen}`, () => {
    test.use({ viewport });

    test("the owner finds the request, opens it and updates its status and notes", async ({ context, page }) => {
      await context.addCookies(adminCookies);
      await page.goto("/admin");
      await expect(page.getByRole("link", { name: /new concierge request/ })).toBeVisible();
      await (await adminMenuLink(page, "Concierge requests")).click();
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: "Concierge requests" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/admin/requests.csv");
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: "Inbox Visitor" }).first().click();
      await expect(page.getByRole("heading", { name: "Request from Inbox Visitor" })).toBeVisible();
      await expect(page.getByText("Seattle", { exact: true })).toBeVisible();
      await expect(page.getByText("80k Alaska miles", { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      const notes = `Called back from ${screen}`;
      await page.getByLabel("Status").selectOption("booked");
      await page.getByLabel("Private notes").fill(notes);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Request updated" })).toBeVisible();
      await expect(page.getByLabel("Private notes")).toHaveValue(notes);

      await page.goto("/admin/requests?status=booked");
      await expect(page.getByRole("link", { name: "Inbox Visitor" }).first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Booked" })).toHaveAttribute("aria-current", "page");
    });
  });
}
