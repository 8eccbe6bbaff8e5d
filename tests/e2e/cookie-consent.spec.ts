import { expect, test, type Page } from "@playwright/test";
import { adminMenuLink, logInAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import {
  banner,
  consentCookie,
  expectBannerGoneFromServerHtml,
  isoTime,
  preferencesDialog,
  recordBeacons,
  storedConsent,
} from "./support/consent";
import { desktop, phone, waitForHydration } from "./support/site";

const onlyNecessary = { necessary: true, analytics: false, functional: false, marketing: false };
const everything = { necessary: true, analytics: true, functional: true, marketing: true };

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  // A marker that a full page load would wipe: every choice must happen without a reload.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}

async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

function checkbox(page: Page, name: string) {
  return preferencesDialog(page).getByRole("checkbox", { name });
}

test.describe("the banner", () => {
  test.use({ viewport: desktop });

  test("greets a first visit at the bottom of the page, first in keyboard order", async ({ page }) => {
    await open(page, "/about");
    const region = banner(page);
    await expect(region.getByRole("heading", { name: "We use cookies" })).toBeVisible();
    await expect(region).toContainText(
      "We use cookies to enhance your browsing experience, analyze site traffic, and personalize content. By clicking 'Accept All', you consent to our use of cookies.",
    );
    await expect(region.getByRole("link", { name: "Read our Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(region.getByRole("button")).toHaveText(["Reject All", "Customize", "Accept All"]);
    const box = (await region.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(desktop.height);

    await page.keyboard.press("Tab");
    await expect(region.getByRole("link", { name: "Read our Privacy Policy" })).toBeFocused();
    expect(await storedConsent(page)).toEqual({ choices: null, date: null });
    expect(await consentCookie(page.context())).toBeUndefined();
  });

  test("Accept All grants everything, stores it, and the banner is gone for good", async ({ page, context }) => {
    await open(page, "/deals");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => storedConsent(page)).toMatchObject({ choices: everything, date: expect.stringMatching(isoTime) });
    await expect.poll(() => consentCookie(context)).toMatch(/^a1f1m1\./);
    await expectNoReload(page);
    expect((await storedConsent(page)).date).toBe((await consentCookie(context))!.split(".").slice(1).join("."));

    await expectBannerGoneFromServerHtml(page, "/deals");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Credit Card Deals" })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test("Reject All keeps only necessary cookies and hides the banner", async ({ page, context }) => {
    await open(page, "/");
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => storedConsent(page)).toMatchObject({ choices: onlyNecessary, date: expect.stringMatching(isoTime) });
    await expect.poll(() => consentCookie(context)).toMatch(/^a0f0m0\./);
    await expectNoReload(page);
    await expectBannerGoneFromServerHtml(page, "/");
  });

  test("Customize opens the dialog on a working copy; Cancel and Escape save nothing", async ({ page, context }) => {
    await open(page, "/about");
    await banner(page).getByRole("button", { name: "Customize" }).click();
    const dialog = preferencesDialog(page);
    await expect(dialog).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expect(dialog).toContainText("Manage which cookie types are enabled.");
    await expect(dialog.getByRole("checkbox")).toHaveCount(4);
    await expect(checkbox(page, "Necessary Cookies")).toBeChecked();
    await expect(checkbox(page, "Necessary Cookies")).toBeDisabled();
    await expect(dialog).toContainText("Required");
    for (const [name, description] of <const>[
      ["Analytics Cookies", "Anonymous visitor-interaction statistics."],
      ["Functional Cookies", "Enhanced features and remembering preferences."],
      ["Marketing Cookies", "Tracking visitors across websites to show relevant ads."],
    ]) {
      await expect(checkbox(page, name)).not.toBeChecked();
      await expect(checkbox(page, name)).toHaveAccessibleDescription(description);
    }

    await checkbox(page, "Analytics Cookies").check();
    await checkbox(page, "Marketing Cookies").check();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Customize" })).toBeFocused();

    // The working copy starts again from what is saved (nothing yet).
    await banner(page).getByRole("button", { name: "Customize" }).click();
    await expect(checkbox(page, "Analytics Cookies")).not.toBeChecked();
    await checkbox(page, "Functional Cookies").check();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();

    expect(await storedConsent(page)).toEqual({ choices: null, date: null });
    expect(await consentCookie(context)).toBeUndefined();
    await expectNoReload(page);
  });

  test("Save Preferences stores the working copy, closes the dialog and hides the banner", async ({ page, context }) => {
    await open(page, "/about");
    await banner(page).getByRole("button", { name: "Customize" }).click();
    await checkbox(page, "Functional Cookies").check();
    await checkbox(page, "Marketing Cookies").check();
    await checkbox(page, "Marketing Cookies").uncheck();
    await preferencesDialog(page).getByRole("button", { name: "Save Preferences" }).click();
    await expect(preferencesDialog(page)).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await expect
      .poll(() => storedConsent(page))
      .toMatchObject({ choices: { ...onlyNecessary, functional: true }, date: expect.stringMatching(isoTime) });
    await expect.poll(() => consentCookie(context)).toMatch(/^a0f1m0\./);
    await expectNoReload(page);
  });

  test("the footer link reopens the preferences with the saved choice, and withdrawing is as easy", async ({ page, context }) => {
    await open(page, "/about");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect.poll(() => consentCookie(context)).toMatch(/^a1f1m1\./);
    const firstDate = (await storedConsent(page)).date;

    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie preferences" }).click();
    await expect(preferencesDialog(page)).toBeVisible();
    for (const name of ["Analytics Cookies", "Functional Cookies", "Marketing Cookies"]) await expect(checkbox(page, name)).toBeChecked();
    for (const name of ["Analytics Cookies", "Functional Cookies", "Marketing Cookies"]) await checkbox(page, name).uncheck();
    await preferencesDialog(page).getByRole("button", { name: "Save Preferences" }).click();
    await expect(preferencesDialog(page)).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => consentCookie(context)).toMatch(/^a0f0m0\./);
    await expect.poll(() => storedConsent(page)).toMatchObject({ choices: onlyNecessary });
    expect((await storedConsent(page)).date).not.toBe(firstDate);
    await expectNoReload(page);
  });

  test("the dialog has no axe violations", async ({ page }) => {
    await open(page, "/");
    await banner(page).getByRole("button", { name: "Customize" }).click();
    await expect(preferencesDialog(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: phone });

  test("the banner leaves the page's actions and the footer reachable", async ({ page }) => {
    await open(page, "/");
    const region = banner(page);
    await expect(region).toBeVisible();
    const explore = page.getByRole("link", { name: "Explore Credit Card Deals" });
    await explore.scrollIntoViewIfNeeded();
    const bannerTop = (await region.boundingBox())!.y;
    expect((await explore.boundingBox())!.y + (await explore.boundingBox())!.height).toBeLessThanOrEqual(bannerTop);

    // At the very end of the page the banner sits below the footer, not over it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Cookie preferences" });
    const linkBox = (await footerLink.boundingBox())!;
    expect(linkBox.y + linkBox.height).toBeLessThanOrEqual((await region.boundingBox())!.y);
    await footerLink.click();
    await expect(preferencesDialog(page)).toBeVisible();
  });
});

test.describe("insights beacons", () => {
  // Headless Chromium says so in its user agent, and the endpoint rightly ignores it as a bot;
  // these visits present the user agent of the same browser with a window.
  test.use({
    viewport: desktop,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  });

  test("nothing is sent before a choice, nor after Reject All", async ({ page }) => {
    const beacons = recordBeacons(page);
    await open(page, "/deals");
    await page.waitForLoadState("networkidle");
    await banner(page).getByRole("button", { name: "Reject All" }).click();
    await expect(banner(page)).toBeHidden();
    await page
      .getByRole("link", { name: /^Read More/ })
      .first()
      .click();
    await expect(page.getByRole("link", { name: "Back to all deals" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(beacons).toEqual([]);
  });

  test("Accept All counts this page, then every navigation, deal view and apply click", async ({ page }) => {
    const beacons = recordBeacons(page);
    await open(page, "/deals");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect.poll(() => beacons).toContainEqual({ type: "pageview", path: "/deals" });

    await page.getByRole("link", { name: /^Read More.*Chase Sapphire Preferred: 75,000 Bonus Points$/ }).click();
    const slug = "chase-sapphire-preferred-75k";
    await expect.poll(() => beacons).toContainEqual({ type: "pageview", path: `/deals/${slug}` });
    await expect.poll(() => beacons).toContainEqual({ type: "event", event: "deal_viewed", deal: slug });

    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: /^Apply Now Through My Link/ }).click();
    await (await popup).close();
    await expect.poll(() => beacons).toContainEqual({ type: "event", event: "apply_clicked", deal: slug });
  });

  test("the other domains' funnel steps are counted: concierge started and submitted, subscribed", async ({ page }) => {
    const beacons = recordBeacons(page);
    const event = (name: string) => ({ type: "event", event: name });
    await open(page, "/booking-form");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    // Events count once the server has confirmed the choice; this page's view says it has.
    await expect.poll(() => beacons).toContainEqual({ type: "pageview", path: "/booking-form" });
    await page.getByLabel("Full Name", { exact: true }).click();
    await page.getByLabel("Email", { exact: true }).click();
    await expect.poll(() => beacons).toContainEqual(event("concierge_started"));
    expect(beacons.filter((beacon) => beacon.event === "concierge_started")).toHaveLength(1);

    await page.goto("/booking-form/received");
    await expect.poll(() => beacons).toContainEqual(event("concierge_submitted"));

    await page.goto("/");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Get the best deals in your inbox" });
    await section.getByLabel("Email address").fill(`funnel-${Date.now()}@example.com`);
    await section.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => beacons).toContainEqual(event("subscribed"));
  });

  test("an Analytics opt-in alone is enough; the server accepts what is sent", async ({ page }) => {
    const beacons = recordBeacons(page);
    const accepted = page.waitForResponse((response) => response.url().endsWith("/api/insights"));
    await open(page, "/about");
    await banner(page).getByRole("button", { name: "Customize" }).click();
    await checkbox(page, "Analytics Cookies").check();
    await preferencesDialog(page).getByRole("button", { name: "Save Preferences" }).click();
    await expect.poll(() => beacons).toEqual([{ type: "pageview", path: "/about" }]);
    expect((await accepted).status()).toBe(204);
  });

  test("the owner sees them on the insights page, which has no axe violations", async ({ page }) => {
    await open(page, "/transfer-bonuses");
    const counted = page.waitForResponse((response) => response.url().endsWith("/api/insights"));
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    expect((await counted).status()).toBe(204);
    await logInAsAdmin(page);
    await (await adminMenuLink(page, "Insights")).click();
    await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Page views per day/ })).toBeVisible();
    await expect(page.getByRole("table", { name: "Most viewed pages" })).toContainText("/transfer-bonuses");
    await expectNoAxeViolations(page);
  });
});
