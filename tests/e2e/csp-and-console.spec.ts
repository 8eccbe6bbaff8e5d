import { expect, test, type ConsoleMessage } from "@playwright/test";
import { publicPages, waitForHydration } from "./support/site";

/** The one console error the spec asks for: the not-found page logs the path it was asked for. */
const notFoundLog = "404 Error: User attempted to access non-existent route:";

function nonceOf(csp: string): string {
  const match = /'nonce-([^']+)'/.exec(csp);
  expect(match, `a nonce in ${csp}`).not.toBeNull();
  return match![1]!;
}

test.describe("Content-Security-Policy header and script nonces", () => {
  for (const { path, status } of publicPages) {
    test(`${path} sends a nonce-based policy that every script carries`, async ({ request }) => {
      const response = await request.get(path);
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

  test("the nonce is new for every response", async ({ request }) => {
    const first = nonceOf((await request.get("/")).headers()["content-security-policy"] ?? "");
    const second = nonceOf((await request.get("/")).headers()["content-security-policy"] ?? "");
    expect(first).not.toBe(second);
  });
});

test.describe("no console errors and no CSP violations", () => {
  for (const { path, status, logsNotFound } of publicPages) {
    test(`${path} loads cleanly`, async ({ page }) => {
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
          seen.push(
            `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });

      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await waitForHydration(page);
      if (logsNotFound) {
        await expect
          .poll(() => consoleErrors.map((message) => message.text()))
          .toContain(`${notFoundLog} ${path}`);
      }
      await page.waitForLoadState("networkidle");

      const documentUrl = page.url();
      for (const message of consoleErrors) {
        const text = message.text();
        // A 404 page's own document status is reported by Chromium as a failed load.
        const isDocument404 =
          status === 404 && message.location().url === documentUrl && text.includes("status of 404");
        const isNotFoundLog = logsNotFound === true && text === `${notFoundLog} ${path}`;
        if (isDocument404 || isNotFoundLog) continue;
        errors.push(`console: ${text}`);
      }
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );

      expect(errors.filter((error) => error.includes("Content Security Policy"))).toEqual([]);
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
