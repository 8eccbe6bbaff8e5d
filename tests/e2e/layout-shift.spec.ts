import { expect, test } from "@playwright/test";
import { publicPages, screens, waitForHydration } from "./support/site";

interface Shift {
  value: number;
  nodes: string[];
}

/**
 * Nothing on a public page moves once painted, at either width: no late-sized media, no
 * half-parsed first paint, no hydration that changes the layout.
 */
test.describe("no layout shift while a page loads", () => {
  for (const [screenName, viewport] of screens) {
    test.describe(`on ${screenName}`, () => {
      test.use({ viewport });
      for (const { path, status } of publicPages) {
        test(`${path} loads without a layout shift`, async ({ page }) => {
          await page.addInitScript(() => {
            const shifts: Shift[] = [];
            (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Array<{ node?: Node }> }>) {
                shifts.push({
                  value: entry.value,
                  nodes: entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? "?"),
                });
              }
            }).observe({ type: "layout-shift", buffered: true });
          });

          const response = await page.goto(path);
          expect(response?.status()).toBe(status);
          await waitForHydration(page);
          await page.waitForLoadState("networkidle");

          // The first paint waits for the end of the content (after the footer), so it never shows half a page.
          const expected = await page.locator('head link[rel="expect"][blocking="render"]').getAttribute("href");
          expect(expected).toMatch(/^#/);
          expect(await page.locator(`footer + ${expected}`).count()).toBe(1);

          expect(await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts)).toEqual([]);
        });
      }
    });
  }
});
