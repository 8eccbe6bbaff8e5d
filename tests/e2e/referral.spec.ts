import { expect, test } from "@playwright/test";
import { contentDeals, dealBySlug } from "./support/deals";

test("every deal's /go link redirects to its referral link and is never cached", async ({ request }) => {
  for (const deal of contentDeals) {
    const response = await request.get(`/go/${deal.slug}`, { maxRedirects: 0 });
    expect(response.status(), deal.slug).toBe(302);
    expect(response.headers()["location"], deal.slug).toBe(deal.referralLink);
    expect(response.headers()["cache-control"], deal.slug).toBe("no-store");
  }
});

test("an unknown deal's /go link answers 404", async ({ request }) => {
  const response = await request.get("/go/no-such-deal", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(response.headers()["location"]).toBeUndefined();
});

test("Apply Now Through My Link opens the referral redirect in a new tab", async ({ context, page }) => {
  const deal = dealBySlug("chase-sapphire-preferred-75k");
  // No internet here, and the browser does not pass a redirect's target through routes: the
  // server's answer to /go is recorded, and the new tab is shown a stand-in for the issuer's page.
  await context.route("https://**", (route) => route.abort());
  const redirects: { status: number; location: string | undefined }[] = [];
  await context.route(`**/go/${deal.slug}`, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    redirects.push({ status: response.status(), location: response.headers()["location"] });
    await route.fulfill({ contentType: "text/html", body: "issuer" });
  });

  await page.goto(`/deals/${deal.slug}`);
  const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: /^Apply Now Through My Link/ }).click()]);
  await expect(tab.locator("body")).toHaveText("issuer");
  expect(redirects).toEqual([{ status: 302, location: deal.referralLink }]);
  await expect(page).toHaveURL((url) => url.pathname === `/deals/${deal.slug}`);
});
