import { expect, test } from "@playwright/test";
import { publicPages, waitForHydration } from "./support/site";

/**
 * No module of the page's JavaScript is requested before the browser's first contentful paint,
 * and the page still hydrates (decision 026). Without the build's patch of React Router's
 * `<Scripts>`, the modules are preloaded from the head and requested while the document is parsed.
 */
test.describe("the page's JavaScript loads after its first paint", () => {
  for (const { path, status } of publicPages) {
    test(`${path}: every module is requested after the first contentful paint`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      expect(await response?.text()).not.toMatch(/<link\b[^>]*\bmodulepreload/);
      await waitForHydration(page);

      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        modules: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
          .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(timing.firstPaint, "the browser reports the first contentful paint").toBeGreaterThan(0);
      // The entry and the route modules at least; the patch keeps the whole graph preloaded.
      expect(timing.modules.length).toBeGreaterThan(5);
      expect(timing.modules.some((module) => module.url.startsWith("/assets/entry.client-"))).toBe(true);
      for (const module of timing.modules) {
        expect(module.start, `${module.url} requested after the paint at ${timing.firstPaint} ms`).toBeGreaterThan(timing.firstPaint!);
      }
    });
  }
});
