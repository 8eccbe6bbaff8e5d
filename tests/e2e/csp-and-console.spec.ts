import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext, type APIResponse, type ConsoleMessage, type Page } from "@playwright/test";
import { publicPages, waitForHydration } from "./support/site";

/** The one console error the spec asks for: the not-found page logs the path it was asked for. */
const notFoundLog = "404 Error: User attempted to access non-existent route:";

/** Any of the site's own cookies other than consent makes the page cache step aside. */
const freshRender = { name: "pw_fresh_render", value: "1" };

function nonceOf(csp: string): string {
  const match = /'nonce-([^']+)'/.exec(csp);
  expect(match, `a nonce in ${csp}`).not.toBeNull();
  return match![1]!;
}

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

test.describe("Content-Security-Policy header and script nonces", () => {
  for (const { path, status } of publicPages) {
    test(`${path} rendered afresh sends a nonce-based policy that every script carries`, async ({ request }) => {
      const response = await request.get(path, { headers: { Cookie: `${freshRender.name}=1` } });
      expect(response.status()).toBe(status);
      const csp = response.headers()["content-security-policy"] ?? "";
      expect(csp).toContain("'nonce-");
      expect(csp).toContain("'strict-dynamic'");
      const nonce = nonceOf(csp);

      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
      expect(scripts.length, "the page should have scripts").toBeGreaterThan(0);
      for (const tag of scripts) {
        expect(tag, "each script's nonce matches the header's").toContain(`nonce="${nonce}"`);
      }
    });
  }

  for (const { path } of publicPages.filter((page) => page.cached)) {
    test(`${path} from the page cache allows each of its inline scripts by hash and carries no nonce`, async ({ request }) => {
      const response = await fromCache(request, path);
      const scriptSrc = (response.headers()["content-security-policy"] ?? "")
        .split(";")
        .find((directive) => directive.startsWith("script-src"))!;
      expect(scriptSrc).not.toContain("nonce");
      const html = await response.text();
      // No tag keeps a nonce attribute (the module loader's own code mentions `nonce`, as a property).
      expect(html).not.toMatch(/<[a-z][^>]*\snonce=/i);
      const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline.length, "the page should have inline scripts").toBeGreaterThan(0);
      for (const body of inline) {
        expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
      }
    });
  }

  test("the nonce is new for every response", async ({ request }) => {
    const headers = { Cookie: `${freshRender.name}=1` };
    const first = nonceOf((await request.get("/", { headers })).headers()["content-security-policy"] ?? "");
    const second = nonceOf((await request.get("/", { headers })).headers()["content-security-policy"] ?? "");
    expect(first).not.toBe(second);
  });
});

/** Loads a page in Chromium and fails on any console error, uncaught error or CSP violation. */
async function expectCleanLoad(
  page: Page,
  { path, status, logsNotFound }: { path: string; status: number; logsNotFound?: boolean },
  fromPageCache: boolean,
) {
  const errors: string[] = [];
  const consoleErrors: ConsoleMessage[] = [];
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
}

test.describe("no console errors and no CSP violations", () => {
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
