import { expect, test } from "@playwright/test";
import { desktop, mainNavLinks, publicPages } from "./support/site";

test.use({ viewport: desktop });

test("every page has the header with the main navigation and the footer", async ({ page }) => {
  // One page load after another: a budget per page, not one page's 30 s for all of them.
  test.setTimeout(publicPages.length * 8_000);
  // The admin's pages have a frame of their own (tests/e2e/admin-shell.spec.ts).
  for (const { path } of publicPages.filter((sitePage) => !sitePage.adminFrame)) {
    await page.goto(path);
    await expect(page.getByRole("banner"), path).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }), path).toBeVisible();
    await expect(page.getByRole("contentinfo"), path).toBeVisible();
  }
});

test("the main navigation has the five links in order", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  const links = nav.getByRole("link");
  await expect(links).toHaveText(mainNavLinks.map((link) => link.name));
  for (const { name, href } of mainNavLinks) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("a main navigation link leads to its page and is marked current", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Transfer Bonuses" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/transfer-bonuses");
  await expect(page.getByRole("heading", { level: 1, name: "Transfer Bonuses" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Transfer Bonuses" })).toHaveAttribute("aria-current", "page");
});

test("Get Started goes to the booking form", async ({ page }) => {
  await page.goto("/about");
  const getStarted = page.getByRole("banner").getByRole("link", { name: "Get Started" });
  await expect(getStarted).toHaveAttribute("href", "/booking-form");
  await getStarted.click();
  await expect(page).toHaveURL((url) => url.pathname === "/booking-form");
  await expect(page.getByRole("heading", { level: 1, name: "Points Booking Concierge" })).toBeVisible();
});

test("the footer has its four columns and the copyright line", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toMatchAriaSnapshot(`
    - link "Pointwise":
      - /url: /
    - paragraph: /travel smarter with points and miles/
    - heading "Quick Links" [level=2]
    - list:
      - listitem:
        - link "Home":
          - /url: /
      - listitem:
        - link "Credit Card Deals":
          - /url: /deals
      - listitem:
        - link "Concierge Services":
          - /url: /concierge
      - listitem:
        - link "About":
          - /url: /about
    - heading "Services" [level=2]
    - list:
      - listitem:
        - link "Points Booking Concierge":
          - /url: /concierge
      - listitem:
        - link "Points Strategy Session":
          - /url: /concierge
    - heading "Follow Us" [level=2]
    - list:
      - listitem:
        - link "Twitter"
      - listitem:
        - link "Instagram"
      - listitem:
        - link "Facebook"
  `);

  // On a desktop screen the four columns stand side by side.
  const columnTops = [
    footer.getByRole("link", { name: "Pointwise" }),
    footer.getByRole("heading", { name: "Quick Links" }),
    footer.getByRole("heading", { name: "Services" }),
    footer.getByRole("heading", { name: "Follow Us" }),
  ];
  const boxes = [];
  for (const column of columnTops) {
    const box = await column.boundingBox();
    expect(box).not.toBeNull();
    boxes.push(box!);
  }
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i]!.x).toBeGreaterThan(boxes[i - 1]!.x + boxes[i - 1]!.width);
    expect(Math.abs(boxes[i]!.y - boxes[0]!.y)).toBeLessThan(12);
  }

  const year = new Date().getFullYear();
  await expect(footer.getByText(`© ${year} Pointwise. All rights reserved.`)).toBeVisible();
});

test("the footer's Services links go to the concierge page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Points Strategy Session" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/concierge");
  await expect(page.getByRole("heading", { level: 1, name: "Concierge Services" })).toBeVisible();
});
