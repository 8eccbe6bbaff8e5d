import { expect, test, type APIRequestContext, type APIResponse, type ConsoleMessage, type Page } from "@playwright/test";
import { publicPages, waitForHydration } from "./support/site";

/** The one console error the spec asks for: the not-found page logs the path it was asked for. */
const notFoundLog = "404 Error: User attempted to access non-existent route:";

/** Any of the site's own cookies other than consent makes the page cache step aside. */
const freshRender = { name: "pw_fresh_render", value: "1" };

/** Asks until the page cache has the page (it stores a copy just after the first render). */
async function fromCache(request: APIRequestContext, path: string): Promise<APIResponse> {
  let response = await request.get(path);
  await expect
    .poll(async () => {
      response = await request.get(path);
      return response.headers()["x-page-cache"];
    })
    .toBe("hit");
  return response;
}

/*
 * What a page's HTML and headers promise (a nonce or hash on every script, the stylesheet's hash,
 * no module preload) is read over HTTP in tests/integration/public-pages-html.test.ts. Here
 * Chromium shows the promise holds when the page runs.
 */

/**
 * Loads a page in Chromium and fails on any console error, uncaught error or CSP violation; the
 * inline stylesheet must apply with no stylesheet request, and every module of the page's
 * JavaScript must be requested after the first contentful paint (decision 026).
 */
async function expectCleanLoad(
  page: Page,
  { path, status, logsNotFound }: { path: string; status: number; logsNotFound?: boolean },
  fromPageCache: boolean,
) {
  const errors: string[] = [];
  const consoleErrors: ConsoleMessage[] = [];
  const stylesheetRequests: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheetRequests.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  // Also caught straight from the browser, in case one never reaches the console.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });

  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  expect(response?.headers()["x-page-cache"] === "hit", "served from the page cache").toBe(fromPageCache);
  await waitForHydration(page);
  if (logsNotFound) {
    await expect.poll(() => consoleErrors.map((message) => message.text())).toContain(`${notFoundLog} ${path}`);
  }
  await page.waitForLoadState("networkidle");

  const documentUrl = page.url();
  for (const message of consoleErrors) {
    const text = message.text();
    // A 404 page's own document status is reported by Chromium as a failed load.
    const isDocument404 = status === 404 && message.location().url === documentUrl && text.includes("status of 404");
    const isNotFoundLog = logsNotFound === true && text === `${notFoundLog} ${path}`;
    if (isDocument404 || isNotFoundLog) continue;
    errors.push(`console: ${text}`);
  }
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  expect(errors.filter((error) => error.includes("Content Security Policy"))).toEqual([]);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  await expectInlineStylesheetApplied(page, stylesheetRequests);
  await expectModulesAfterFirstPaint(page);
}

/** Were the stylesheet's hash wrong, the browser would drop all of it and report a violation. */
async function expectInlineStylesheetApplied(page: Page, stylesheetRequests: string[]) {
  // The body is `display: flex` by a utility class; without the stylesheet it would be block.
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe("flex");
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  // Hydration kept the server's text rather than emptying the element.
  expect(await page.locator("style#site-stylesheet").evaluate((style) => style.textContent!.length)).toBeGreaterThan(1000);
  expect(stylesheetRequests).toEqual([]);
}

/** Without the build's patch of React Router's `<Scripts>`, the modules load while the document is parsed. */
async function expectModulesAfterFirstPaint(page: Page) {
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
}

test.describe("no console errors, no CSP violations, the stylesheet applied and the JavaScript after the first paint", () => {
  for (const sitePage of publicPages) {
    test(`${sitePage.path} loads cleanly when rendered afresh`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ ...freshRender, url: baseURL! }]);
      await expectCleanLoad(page, sitePage, false);
    });
  }

  for (const sitePage of publicPages.filter((candidate) => candidate.cached)) {
    test(`${sitePage.path} loads cleanly from the page cache`, async ({ page }) => {
      await fromCache(page.request, sitePage.path);
      await expectCleanLoad(page, sitePage, true);
    });
  }
});
