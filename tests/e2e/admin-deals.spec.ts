import { expect, test, type Page } from "@playwright/test";
import { adminMenuLink, logInAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { haveChosenCookies } from "./support/consent";
import { waitForHydration } from "./support/site";

// Not about cookies: the owner has already chosen, so the banner does not sit over the editor's buttons.
test.beforeEach(({ context }) => haveChosenCookies(context));

/*
 * The owner's deal editor, driven like the owner: one login per test (one in this file; the
 * suite shares a limit of 20 per 15 minutes). Every deal made here is deleted again, and the one
 * that is published stays so only for a moment, since other specs count the public deals. The
 * JavaScript-off editor is an HTTP test (tests/integration/no-js-journeys-admin.test.ts).
 */

interface TestDeal {
  title: string;
  slug: string;
}

/** Fills every required field; the old date and low score keep it out of featured and recent lists. */
async function fillDeal(page: Page, deal: TestDeal) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Title").fill(deal.title);
  await field("Slug").fill(deal.slug);
  await field("Date").fill("2020-01-15");
  await field("Excerpt").fill("A deal the browser tests write and delete.");
  await field("Card name").fill("E2E Test Card");
  await field("Issuer").selectOption("Capital One");
  await field("Referral link").fill("https://example.com/apply/e2e");
  await field("Welcome bonus").fill("10,000 points after $500 in 3 months");
  await field("Annual fee").fill("$0");
  await field("Spend requirement").fill("$500 in 3 months");
  await field("Transfer partners").fill("2 airlines");
  await field("Deal score (optional)").fill("1.5");
  await field("Signup bonus amount (optional)").fill("10");
  await field("Description").fill("A **bold** claim.\n\n- first point\n- second point");
  await field("Why I love this card").fill("I *love* testing.");
}

/** The newest toast: the one before it may still be on its way out. */
const notice = (page: Page) => page.getByRole("status").last();
const row = (page: Page, title: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });

async function expectPublicStatus(page: Page, slug: string, status: number) {
  const response = await page.request.get(`/deals/${slug}`);
  expect(response.status(), `/deals/${slug}`).toBe(status);
}

test("the owner writes, previews, saves, publishes, unpublishes, edits and deletes a deal", async ({ page }) => {
  // The whole editor journey in one test, with three axe scans: near 30 s on a busy 2-core machine.
  test.slow();
  const deal = { title: "E2E Editor Card", slug: "e2e-editor-card" };
  await logInAsAdmin(page);
  await (await adminMenuLink(page, "Deals")).click();
  await expect(page.getByRole("heading", { level: 1, name: "Deals" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "New deal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New deal" })).toBeVisible();
  await waitForHydration(page);
  await fillDeal(page, deal);
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Description preview" });
  await expect(preview.locator("strong")).toHaveText("bold");
  await expect(preview.getByRole("listitem")).toHaveText(["first point", "second point"]);
  await expect(page.getByRole("region", { name: "Why I love this card preview" }).locator("em")).toHaveText("love");
  await expect(page.getByRole("region", { name: "Eligibility (optional) preview" })).toContainText("Nothing to preview.");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(deal.title);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/admin/deals" && url.search === "");
  await expect(notice(page)).toHaveText(`Saved ${deal.title}.`);
  await expect(row(page, deal.title)).toContainText("Draft");
  await expectPublicStatus(page, deal.slug, 404);

  await row(page, deal.title)
    .getByRole("button", { name: `Publish ${deal.title}`, exact: true })
    .click();
  await expect(notice(page)).toHaveText(`Published ${deal.title}.`);
  await expect(row(page, deal.title)).toContainText("Published");
  await expectPublicStatus(page, deal.slug, 200);

  // A past offer makes two: the deal page charts them, with a table and the badge (issue 32).
  await page.getByRole("link", { name: deal.title, exact: true }).click();
  const pastOffer = page.getByRole("region", { name: "Add a past offer" });
  await pastOffer.getByLabel("Start day").fill("2019-06-01");
  await pastOffer.getByLabel("Bonus amount").fill("5");
  await pastOffer.getByLabel("Spend requirement").fill("$500 in 3 months");
  await pastOffer.getByLabel("Annual fee").fill("$0");
  await pastOffer.getByLabel("Source (https address)").fill("https://example.com/offers/e2e");
  await pastOffer.getByRole("button", { name: "Add past offer" }).click();
  await expect(notice(page)).toHaveText("Past offer added.");
  await page.goto(`/deals/${deal.slug}`);
  const history = page.getByRole("region", { name: "Offer history" });
  await expect(history.getByText("Highest offer we have recorded")).toBeVisible();
  await expect(history.getByRole("img")).toHaveAccessibleName(/.+/);
  await expect(history.getByRole("table").getByRole("row")).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.goto("/admin/deals");
  await row(page, deal.title)
    .getByRole("button", { name: `Unpublish ${deal.title}`, exact: true })
    .click();
  await expect(notice(page)).toHaveText(`Unpublished ${deal.title}.`);
  await expectPublicStatus(page, deal.slug, 404);

  await page.getByRole("link", { name: deal.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit deal" })).toBeVisible();
  await page.getByLabel("Slug", { exact: true }).fill("Bad Slug!");
  await page.getByLabel("Title", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([
    "Title: Title is required.",
    "Slug: Use lower-case letters, digits and single hyphens only.",
  ]);
  await expect(page.getByLabel("Slug", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Slug", { exact: true })).toHaveAccessibleDescription(/Use lower-case letters/);
  await expectNoAxeViolations(page);

  const renamed = "E2E Editor Card Renamed";
  await summary.getByRole("link", { name: /^Title:/ }).click();
  await expect(page.getByLabel("Title", { exact: true })).toBeFocused();
  await expect(summary, "following a link keeps the messages").toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(renamed);
  await page.getByLabel("Slug", { exact: true }).fill(deal.slug);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(notice(page)).toHaveText(`Saved ${renamed}.`);

  await row(page, renamed)
    .getByRole("link", { name: `Delete ${renamed}`, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Delete ${renamed}?` })).toBeVisible();
  await expect(page.getByText("This cannot be undone.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(row(page, renamed)).toBeVisible();

  await row(page, renamed)
    .getByRole("link", { name: `Delete ${renamed}`, exact: true })
    .click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(notice(page)).toHaveText(`Deleted ${deal.slug}.`);
  await expect(row(page, renamed)).toHaveCount(0);
});
