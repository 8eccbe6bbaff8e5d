import { expect, type BrowserContext, type Page } from "@playwright/test";
import { baseURL } from "./server";

export const banner = (page: Page) => page.getByRole("region", { name: "We use cookies" });
export const preferencesDialog = (page: Page) => page.getByRole("dialog", { name: "Cookie Preferences" });

/** What the page keeps in local storage. */
export async function storedConsent(page: Page): Promise<{ choices: unknown; date: string | null }> {
  return page.evaluate(() => {
    const choices = localStorage.getItem("cookie-consent");
    return { choices: choices ? JSON.parse(choices) : null, date: localStorage.getItem("cookie-consent-date") };
  });
}

export async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "pw_consent")?.value;
}

/**
 * For tests that are not about consent: a visitor who already chose (necessary cookies only),
 * so the banner does not stand between the test and the page.
 */
export async function haveChosenCookies(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: "pw_consent", value: `a0f0m0.${new Date().toISOString()}`, url: baseURL }]);
}

/** The beacons the page sends to the insights endpoint, as parsed JSON. */
export function recordBeacons(page: Page): Array<Record<string, unknown>> {
  const sent: Array<Record<string, unknown>> = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/insights") sent.push(JSON.parse(request.postData() ?? "null"));
  });
  return sent;
}

export const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export async function expectBannerGoneFromServerHtml(page: Page, path: string): Promise<void> {
  const html = await (await page.request.get(path)).text();
  expect(html).not.toContain("We use cookies");
}
