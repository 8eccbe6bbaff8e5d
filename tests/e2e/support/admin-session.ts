import { test as base, type BrowserContextOptions, type Page } from "@playwright/test";
import { logInAsAdmin } from "./admin";
import { baseURL } from "./server";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/**
 * `adminPage`: a page already signed in as the bootstrap admin. Each worker logs in once and
 * shares the session, so admin tests stay far below the login rate limit however many there are.
 * It follows the test's own `javaScriptEnabled` and `viewport` settings.
 */
export const test = base.extend<{ adminPage: Page }, { adminState: StorageState }>({
  adminState: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL });
      await logInAsAdmin(await context.newPage());
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    // A sign-in (scrypt at production cost) before the worker's first admin test: its own budget,
    // not a share of that test's.
    { scope: "worker", timeout: 60_000 },
  ],
  adminPage: async ({ browser, adminState, javaScriptEnabled, viewport }, use) => {
    const context = await browser.newContext({ baseURL, storageState: adminState, javaScriptEnabled, viewport });
    await use(await context.newPage());
    await context.close();
  },
});

export { expect } from "@playwright/test";
