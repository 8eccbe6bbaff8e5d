import { expect, type APIRequestContext, type APIResponse, type ConsoleMessage, type Page } from "@playwright/test";
import { waitForHydration, type SitePage } from "./site";

/** The one console error the spec asks for: the not-found page logs the path it was asked for. */
const notFoundLog = "404 Error: User attempted to access non-existent route:";

/** Any of the site's own cookies other than consent makes the page cache step aside. */
export const freshRender = { name: "pw_fresh_render", value: "1" };

interface Shift {
  value: number;
  nodes: string[];
}

interface Watched {
  cspViolations: string[];
  layoutShifts: Shift[];
}

/** Asks until the page cache has the page (it stores a copy just after the first render). */
export async function fromCache(request: APIRequestContext, path: string): Promise<APIResponse> {
  let response = await request.get(path);
  await expect
    .poll(async () => {
      response = await request.get(path);
      return response.headers()["x-page-cache"];
    })
    .toBe("hit");
  return response;
}

/**
 * Loads a public page with everything it must not do under watch: console errors, uncaught
 * errors, CSP violations (from the console and straight from the browser, in case one never
 * reaches it), stylesheet requests and layout shifts. Resolves once the page has hydrated and
 * the network is idle, then checks each (decision 026 for the modules after the first paint).
 */
export async function loadAndWatch(
  page: Page,
  { path, status, logsNotFound, adminFrame }: SitePage,
  fromPageCache: boolean,
): Promise<void> {
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
  await page.addInitScript(() => {
    const watched: Watched = { cspViolations: [], layoutShifts: [] };
    (window as unknown as { watched: Watched }).watched = watched;
    document.addEventListener("securitypolicyviolation", (event) => {
      watched.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Array<{ node?: Node }> }>) {
        watched.layoutShifts.push({
          value: entry.value,
          nodes: entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? "?"),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
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
  const watched = await page.evaluate(() => (window as unknown as { watched: Watched }).watched);

  expect(errors.filter((error) => error.includes("Content Security Policy"))).toEqual([]);
  expect(watched.cspViolations).toEqual([]);
  expect(errors).toEqual([]);
  // Nothing moves once painted: no late-sized media, no half-parsed first paint, no hydration that changes the layout.
  expect(watched.layoutShifts).toEqual([]);
  await expectRenderBlockedToTheEnd(page, adminFrame === true);
  await expectInlineStylesheetApplied(page, stylesheetRequests);
  await expectModulesAfterFirstPaint(page);
}

/**
 * The first paint waits for the end of the content (after the footer, or the admin frame's <main>),
 * so it never shows half a page.
 */
async function expectRenderBlockedToTheEnd(page: Page, adminFrame: boolean) {
  const expected = await page.locator('head link[rel="expect"][blocking="render"]').getAttribute("href");
  expect(expected).toMatch(/^#/);
  expect(await page.locator(`${adminFrame ? "main" : "footer"} + ${expected}`).count()).toBe(1);
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
