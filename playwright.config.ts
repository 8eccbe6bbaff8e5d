import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { adminEmail, adminPassword } from "./tests/e2e/support/admin";
import { fakeSeatsAeroUrl } from "./tests/e2e/support/seats-aero";
import { baseURL, port, smtpPort } from "./tests/e2e/support/server";
import { fakeApiKey } from "./tests/support/seats-aero-fake";
import { bonusSourceOrigin } from "./tests/e2e/support/bonus-source";
import { pagePath } from "./tests/support/fake-bonus-source";

// Workers load this file again; they inherit the runner's data folder instead of making their own.
if (!process.env.PW_E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-e2e-"));
  process.env.PW_E2E_DATA_DIR = dataDir;
  // The server has been stopped by the time the runner exits, so its database can go.
  process.env.PW_MAIL_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "pw-mail-"));
  const mailDir = process.env.PW_MAIL_DIR;
  process.on("exit", () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(mailDir, { recursive: true, force: true });
  });
}

export default defineConfig({
  testDir: "./tests/e2e",
  // A loopback SMTP server and a local award-space provider for the site under test.
  globalSetup: "./tests/e2e/support/global-setup.ts",
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Every spec shares one server and its subscriber list; the spec's "Clear All" empties that
  // list, so the tests tagged @clears-subscribers run last, after every other spec has finished.
  projects: [
    { name: "site", grepInvert: /@clears-subscribers/ },
    { name: "clears-subscribers", grep: /@clears-subscribers/, dependencies: ["site"] },
  ],
  reporter: "list",
  // A test's own budget covers its heavy steps at their budgets: a sign-in, a hydration and a
  // scrape or axe scan are 20 s each on a busy 2-core machine (decision 054), so 30 s was too
  // little for a test that does three of them. A passing test returns at once.
  timeout: 60_000,
  // Most steps wait on a server round trip, and a fetcher's post also on the page's loaders run
  // again: on a busy 2-core machine that is several seconds (decision 054). The heavier steps have
  // budgets of their own in tests/e2e/support/step-timeouts.ts.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    timezoneId: "America/New_York",
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    // scripts/test.sh builds first; this only starts the built server.
    command: "node server/main.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A first start migrates and seeds an empty database: on a busy 2-core machine that has taken
    // over a minute, and the whole run failed with it.
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: baseURL,
      DATA_DIR: process.env.PW_E2E_DATA_DIR,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: "warn",
      // Browser tests type faster than a person; the minimum fill time is covered by integration tests.
      FORM_MIN_FILL_MS: "0",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_RETRY_DELAY_SECONDS: "1",
      SEATS_AERO_API_KEY: fakeApiKey,
      SEATS_AERO_API_URL: fakeSeatsAeroUrl,
      // The transfer-bonus spec serves a fake bonus page and scraping service here.
      FIRECRAWL_API_URL: bonusSourceOrigin,
      TRANSFER_BONUS_SOURCE_URL: `${bonusSourceOrigin}${pagePath}`,
    },
  },
});
