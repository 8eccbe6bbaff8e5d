import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { freshRender, fromCache, loadAndWatch } from "./support/page-watch";
import { desktop, disclosureToggle, phone, publicPages } from "./support/site";

/*
 * Every public page, once per screen, in one visit each: it loads cleanly (no console error, no
 * CSP violation, the inline stylesheet applied, its JavaScript requested after the first paint),
 * nothing on it moves once painted, and it passes axe. The desktop visit renders the page afresh;
 * the phone visit takes it from the page cache where the page is cached, so both ways of serving
 * it run in a browser. What the HTML and headers promise is read over HTTP in
 * tests/integration/public-pages-html.test.ts.
 */

// The visits share nothing, so both workers take them rather than one worker taking the whole file.
test.describe.configure({ mode: "parallel" });

test.describe("every public page on a desktop screen", () => {
  test.use({ viewport: desktop });

  for (const sitePage of publicPages) {
    test(`${sitePage.path} rendered afresh loads cleanly, holds still and passes axe`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ ...freshRender, url: baseURL! }]);
      await loadAndWatch(page, sitePage, false);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("every public page on a phone", () => {
  test.use({ viewport: phone });

  for (const sitePage of publicPages) {
    const served = sitePage.cached ? "from the page cache" : "rendered afresh";
    test(`${sitePage.path} ${served} loads cleanly, holds still and passes axe, with the menu open too`, async ({ page }) => {
      // Two axe scans beside the load, each a heavy step (tests/e2e/support/step-timeouts.ts).
      test.slow();
      if (sitePage.cached) await fromCache(page.request, sitePage.path);
      await loadAndWatch(page, sitePage, sitePage.cached === true);
      await expectNoAxeViolations(page);
      // The admin's login page has no site menu to open (its frame is the admin's own).
      if (sitePage.adminFrame) return;

      await disclosureToggle(page, "Menu").click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
