import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { adminEmail } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { waitForEmail } from "./support/mailbox";
import { screens, waitForHydration } from "./support/site";

/** The form's validation messages, by field label. */
const messages: Record<string, string> = {
  "Full Name": "Name must be at least 2 characters.",
  Email: "Please enter a valid email address.",
  Phone: "Please enter a valid phone number.",
  "Date(s) of Travel": "Travel dates are required.",
  From: "From destination is required.",
  To: "To destination is required.",
  "Number of Passengers": "Number of passengers is required.",
  "Preferred Class": "Please select a preferred class.",
  "Maximum Number of Stops": "Please select maximum number of stops.",
  "List all airline and credit card points": "Please enter your airline/credit card points.",
};

const requestForm = (page: Page) => page.getByRole("main").locator("form");
const field = (page: Page, label: string) => requestForm(page).getByLabel(label, { exact: true });

async function fillRequest(page: Page, email: string, overrides: Record<string, string> = {}) {
  const text: Record<string, string> = {
    "Full Name": "Ana Lima",
    Email: email,
    Phone: "212 555 0100",
    "Date(s) of Travel": "March 3-17, 2027",
    From: "New York",
    To: "Munich",
    "Number of Passengers": "2",
    "List all airline and credit card points": "200k Chase Ultimate Rewards",
    ...overrides,
  };
  for (const [label, value] of Object.entries(text)) await field(page, label).fill(value);
  await field(page, "Preferred Class").selectOption("business");
  await field(page, "Maximum Number of Stops").selectOption("1");
}

async function expectConfirmation(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === "/booking-form/received");
  await expect(page.getByRole("heading", { level: 1, name: "Booking Request Received!" })).toBeVisible();
  await expect(page.getByText(/contact you within 24 hours/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
}

function messageFor(page: Page, label: string): Locator {
  return requestForm(page).getByText(messages[label]!, { exact: true });
}

const stampField = (page: Page) => requestForm(page).locator('input[name="formStamp"]');

/** The stamp the page cache holds for the form, once it holds the page (stored just after a render). */
async function cachedStamp(request: APIRequestContext): Promise<string> {
  let html = "";
  await expect
    .poll(async () => {
      const response = await request.get("/booking-form");
      html = await response.text();
      return response.headers()["x-page-cache"];
    })
    .toBe("hit");
  return html.match(/name="formStamp" value="([^"]+)"/)![1]!;
}

/** Opens the booking form as the page cache serves it to every anonymous visitor. */
async function openCachedForm(page: Page): Promise<string> {
  const stamp = await cachedStamp(page.request);
  const response = await page.goto("/booking-form");
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  return stamp;
}

for (const [screen, viewport] of screens) {
  test.describe(`on ${screen}`, () => {
    test.use({ viewport });

    test("the page shows the form's three sections and the six recent bookings with the rating", async ({ page }) => {
      await page.goto("/booking-form");
      await expect(page.getByRole("heading", { level: 1, name: "Points Booking Concierge" })).toBeVisible();
      for (const legend of ["Personal Information", "Trip Details", "Points Information"]) {
        await expect(requestForm(page).getByRole("group", { name: legend })).toBeVisible();
      }
      for (const label of Object.keys(messages)) await expect(field(page, label)).toBeVisible();
      await expect(field(page, "Preferred Class").locator("option")).toHaveText(["Select…", "Economy", "Premium Economy", "Business"]);
      await expect(field(page, "Maximum Number of Stops").locator("option")).toHaveText(["Select…", "Nonstop", "1 stop", "2 stops"]);
      await expect(requestForm(page).getByRole("button", { name: "Submit Booking Request" })).toBeVisible();

      const bookings = page.getByRole("complementary", { name: "Recent Member Bookings" });
      const cards = bookings.getByRole("article");
      await expect(cards).toHaveCount(6);
      await expect(cards.first()).toContainText("New York to Munich · Business");
      await expect(cards.first()).toContainText("Saved $3,000 (78%)");
      await expect(cards.first()).toContainText("60k points vs 280k via portal");
      await expect(cards.first().getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
      await expect(cards.last()).toContainText("Boston to Dubai · First");
      await expect(bookings.getByText(/assume \$0\.01 per point value/)).toBeVisible();
      await expect(bookings.getByText("5.0", { exact: true })).toBeVisible();
      await expect(bookings.getByText("Based on 200+ verified bookings")).toBeVisible();
      await expect(page.getByRole("link", { name: "concierge terms", exact: true })).toHaveAttribute("href", "/concierge/terms");
    });

    test("with JavaScript, fields are checked on blur and on submit, and the price follows the passengers", async ({ page }) => {
      await page.goto("/booking-form");
      await waitForHydration(page);
      await expect(page.getByText("From $199", { exact: true })).toBeVisible();

      await field(page, "Full Name").fill("A");
      await field(page, "Email").focus();
      await expect(messageFor(page, "Full Name")).toBeVisible();
      await expect(field(page, "Full Name")).toHaveAttribute("aria-invalid", "true");
      await field(page, "Full Name").fill("Ana");
      await field(page, "Email").focus();
      await expect(messageFor(page, "Full Name")).toBeHidden();

      await field(page, "Number of Passengers").fill("3");
      await expect(page.getByText("$399 for 3 passengers", { exact: true })).toBeVisible();

      await requestForm(page).getByRole("button", { name: "Submit Booking Request" }).click();
      for (const label of Object.keys(messages).filter((label) => !["Full Name", "Number of Passengers"].includes(label))) {
        await expect(messageFor(page, label)).toBeVisible();
      }
      await expect(field(page, "Email")).toBeFocused();
      await expect(page).toHaveURL((url) => url.pathname === "/booking-form");
      await expectNoAxeViolations(page);
    });

    test("with JavaScript, a request goes through once to the confirmation and its notice", async ({ page }) => {
      await page.goto("/booking-form");
      await waitForHydration(page);
      const visitor = `js-${viewport.width}@example.com`;
      await fillRequest(page, visitor, { "Full Name": `Ana Lima ${viewport.width}` });
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await requestForm(page).getByRole("button", { name: "Submit Booking Request" }).dblclick();
      await expectConfirmation(page);
      expect(posts).toHaveLength(1);
      await expect(page.getByRole("status").filter({ hasText: "Booking request submitted successfully!" })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.reload();
      await expectConfirmation(page);
      await expect(page.getByText("Booking request submitted successfully!")).toBeHidden();

      const owner = await waitForEmail({ to: adminEmail, subject: `New concierge request from Ana Lima ${viewport.width}` });
      expect(owner.text).toContain(visitor);
      expect(owner.text).toMatch(/\/admin\/requests\/\d+/);
      const receipt = await waitForEmail({ to: visitor });
      expect(receipt.text).toContain("$299 for 2 passengers");
    });

    test("the server's answer to a bad post passes axe", async ({ page }) => {
      await page.goto("/booking-form");
      await waitForHydration(page);
      await fillRequest(page, "not-an-email");
      // A native post, past the browser's checks: the page the server renders for JavaScript-off visitors.
      await requestForm(page).evaluate((form: HTMLFormElement) => form.submit());
      await expect(messageFor(page, "Email")).toBeVisible();
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });

    test("trip fields are filled in from the link that led here", async ({ page }) => {
      await page.goto(
        "/booking-form?fromDestination=Boston&toDestination=Dubai&travelDates=May%202027&passengers=3&preferredClass=business&maxStops=nonstop",
      );
      await expect(field(page, "From")).toHaveValue("Boston");
      await expect(field(page, "To")).toHaveValue("Dubai");
      await expect(field(page, "Date(s) of Travel")).toHaveValue("May 2027");
      await expect(field(page, "Number of Passengers")).toHaveValue("3");
      await expect(field(page, "Preferred Class")).toHaveValue("business");
      await expect(field(page, "Maximum Number of Stops")).toHaveValue("nonstop");
      await expect(page.getByText("$399 for 3 passengers", { exact: true })).toBeVisible();
    });
  });
}

test.describe("from the page cache", () => {
  test("with JavaScript, the form swaps the shared stamp for its own and the request goes through", async ({ page }) => {
    const shared = await openCachedForm(page);
    await waitForHydration(page);
    await expect(stampField(page)).not.toHaveValue(shared);
    await expect(stampField(page)).not.toHaveValue("");
    const visitor = "cached-js@example.com";
    await fillRequest(page, visitor, { "Full Name": "Cached Page With Script" });
    await requestForm(page).getByRole("button", { name: "Submit Booking Request" }).click();
    await expectConfirmation(page);
    const receipt = await waitForEmail({ to: visitor });
    expect(receipt.text).toContain("$299 for 2 passengers");
  });
});
