import { expect, test } from "@playwright/test";
import { publicPages, waitForHydration } from "./support/site";

/**
 * Production documents carry the stylesheet inline, allowed by its hash in the CSP. If the hash
 * did not match, the browser would drop the whole stylesheet and report a violation; if the
 * <link> came back, the first paint would wait for it again.
 */
test.describe("the inline stylesheet applies under the CSP", () => {
  for (const { path, status } of publicPages) {
    test(`${path} is styled without a stylesheet request or a violation`, async ({ page }) => {
      const stylesheetRequests: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet") stylesheetRequests.push(request.url());
      });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { styleViolations: string[] }).styleViolations = seen;
        document.addEventListener("securitypolicyviolation", (event) => {
          seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sample})`);
        });
      });

      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await waitForHydration(page);

      // The body is `display: flex` by a utility class; without the stylesheet it would be block.
      expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe("flex");
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      // Hydration kept the server's text rather than emptying the element.
      expect(await page.locator("style#site-stylesheet").evaluate((style) => style.textContent!.length)).toBeGreaterThan(1000);
      expect(stylesheetRequests).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { styleViolations: string[] }).styleViolations)).toEqual([]);
    });
  }
});
