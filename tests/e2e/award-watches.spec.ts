import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInFresh } from "./support/account";
import { logInAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { baseURL } from "./support/server";
import { waitForHydration } from "./support/site";

/*
 * Issue 32's award-space watches in the browser: the owner offers them on the admin's flight
 * searches page (the test server has the seats.aero stand-in's key), then a signed-in visitor adds
 * a watch and deletes it with JavaScript on, and sees a refused form's messages beside its fields
 * with JavaScript off. The daily run and its emails are database tests
 * (tests/integration/award-watches.test.ts). One serial flow: the switch comes first.
 */
test.describe.configure({ mode: "serial" });

const path = "/account/award-watches";
const inAMonth = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test("the owner offers award-space watches beside their daily budget", async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto("/admin/searches");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Award-space watches" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Daily ceiling on seats.aero award watches calls" })).toBeVisible();
  const offered = page.getByLabel(/Offer award-space watches/);
  if (!(await offered.isChecked())) await offered.check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Signed-in visitors can now set award-space watches.")).toBeVisible();
  await expect(page.getByLabel(/Offer award-space watches/)).toBeChecked();
  await expectNoAxeViolations(page);
});

async function fillWatch(page: Page, fields: { origin: string; destination: string; start: string; end: string; miles: string }) {
  await page.getByLabel("From").fill(fields.origin);
  await page.getByLabel("To", { exact: true }).fill(fields.destination);
  await page.getByRole("radio", { name: "Business" }).check();
  await page.getByLabel("First day you could fly").fill(fields.start);
  await page.getByLabel("Last day you could fly").fill(fields.end);
  await page.getByLabel("Most miles you would pay").fill(fields.miles);
}

test("JavaScript on: a visitor adds a watch, sees it listed and deletes it", async ({ page }) => {
  await signInFresh(page, "award-watch");
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Award-space watches" })).toBeVisible();
  await expect(page.getByText("You have no watches yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  await fillWatch(page, { origin: "New York", destination: "LHR", start: inAMonth(30), end: inAMonth(45), miles: "80000" });
  await page.getByLabel("Only programs my wallet reaches").check();
  await page.getByRole("button", { name: "Add watch" }).click();
  await expect(page.getByText("We check it once a day and email you each new seat.")).toBeVisible();
  const listed = page.getByRole("listitem").filter({ hasText: "JFK/EWR/LGA → LHR, business" });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText("up to 80,000 miles, programs your wallet reaches only");
  await expectNoAxeViolations(page);

  await listed.getByRole("button", { name: /^Delete/ }).click();
  await expect(page.getByText("You have no watches yet.")).toBeVisible();
});

async function signedInWithoutScripts(browser: Browser) {
  const signing = await browser.newContext({ baseURL });
  await signInFresh(await signing.newPage(), "award-watch-nojs");
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await signing.storageState() });
  await signing.close();
  return context;
}

test.describe("JavaScript off", () => {
  test("a refused form shows each message beside its field and keeps what was typed", async ({ browser }) => {
    const context = await signedInWithoutScripts(browser);
    const page = await context.newPage();
    await page.goto(path);
    await fillWatch(page, { origin: "Atlantis", destination: "LHR", start: inAMonth(30), end: inAMonth(100), miles: "80000" });
    await page.getByRole("button", { name: "Add watch" }).click();
    const origin = page.getByLabel("From");
    await expect(origin).toHaveValue("Atlantis");
    await expect(origin).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#watch-origin-error")).toHaveText(/We don't know "Atlantis" as an airport or city/);
    await expect(origin).toHaveAttribute("aria-describedby", /watch-origin-error/);
    await expect(page.getByLabel("Most miles you would pay")).toHaveValue("80000");

    // The place now known, the range is the next problem, beside the last day.
    await page.getByLabel("From").fill("JFK");
    await page.getByRole("button", { name: "Add watch" }).click();
    await expect(page.locator("#watch-end-error")).toHaveText(/A watch covers at most 60 days/);

    await page.getByLabel("Last day you could fly").fill(inAMonth(40));
    await page.getByRole("button", { name: "Add watch" }).click();
    const listed = page.getByRole("listitem").filter({ hasText: "JFK → LHR, business" });
    await expect(listed).toBeVisible();
    await listed.getByRole("button", { name: /^Delete/ }).click();
    await expect(page.getByText("You have no watches yet.")).toBeVisible();
    await context.close();
  });

  test("a forged stop link gets a plain explanation and status 400", async ({ browser }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/alerts/award-watch/stop?token=forged.token");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "This link is not valid any more" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Stop this watch" })).toHaveCount(0);
    await context.close();
  });
});
