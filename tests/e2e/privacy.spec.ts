import fs from "node:fs";
import type { Download, Page } from "@playwright/test";
import { maskEmail } from "~/email/mask";
import { adminMenuLink } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/admin-session";
import { waitForEmail } from "./support/mailbox";
import { waitForHydration } from "./support/site";

/** An address of its own for each test, so runs with JavaScript on and off never meet. */
const address = (label: string) => `privacy-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Puts the address on the newsletter list, as the home page's form does. */
async function subscribe(page: Page, email: string): Promise<void> {
  const { stamp } = (await (await page.request.get("/api/form-stamp")).json()) as { stamp: string };
  const response = await page.request.post("/newsletter", {
    form: { email, source: "section", formStamp: stamp, website: "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

async function askForLink(page: Page, email: string, javaScriptEnabled: boolean): Promise<string> {
  await page.goto("/privacy/my-data");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page).toHaveURL(/\/privacy\/my-data\?sent=1$/);
  const status = page.getByRole("status").filter({ hasText: "Check your inbox" });
  await expect(status).toBeVisible();
  return status.innerText();
}

async function downloadedJson(download: Download): Promise<Record<string, unknown>> {
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as Record<string, unknown>;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`personal data, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a visitor gets a single-use link, downloads their data and asks for erasure; the owner erases it", async ({
      page,
      adminPage,
    }) => {
      // The whole journey of two people: two link requests and an email, two downloads, an erasure,
      // about fifteen page loads and, with JavaScript, four axe scans. Thrice the usual budget.
      test.slow();
      const email = address(javaScriptEnabled ? "js" : "nojs");
      await subscribe(page, email);

      // The policy links to the page.
      await page.goto("/privacy-policy");
      await page.getByRole("link", { name: "Your data" }).click();
      await expect(page).toHaveURL(/\/privacy\/my-data$/);

      // The answer is the same for an address the site does not know.
      const unknownAnswer = await askForLink(page, address("unknown"), javaScriptEnabled);
      const knownAnswer = await askForLink(page, email.toUpperCase(), javaScriptEnabled);
      expect(knownAnswer).toBe(unknownAnswer);
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      const message = await waitForEmail({ to: email, subject: "Your link to your personal data" });
      const link = new URL(/https?:\/\/\S+\/privacy\/my-data\/access\?token=[\w-]+/.exec(message.text)![0]);
      const linkPath = `${link.pathname}${link.search}`;

      // Opening the link asks first; continuing uses it up.
      await page.goto(linkPath);
      await expect(page.getByRole("heading", { name: "Open your data" })).toBeVisible();
      if (javaScriptEnabled) {
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      }
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("heading", { name: "Your data", exact: true })).toBeVisible();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      expect(page.url()).not.toContain("token");
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
      const exported = await downloadedJson(download);
      expect(exported.README).toMatchObject({ title: expect.stringContaining(email) });
      expect(exported.subscribers).toEqual([expect.objectContaining({ email, status: "active" })]);

      await page.getByRole("button", { name: "Erase my data" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Erasure requested" })).toBeVisible();

      // The same link a second time is refused.
      await page.context().clearCookies();
      await page.goto(linkPath);
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();

      // The owner sees the request, reviews what is stored, downloads it and erases it.
      await adminPage.goto("/admin");
      await (await adminMenuLink(adminPage, "Privacy")).click();
      await expect(adminPage).toHaveURL(/\/admin\/privacy$/);
      if (javaScriptEnabled) await waitForHydration(adminPage);
      const requests = adminPage.getByRole("region", { name: "Pending erasure requests" });
      await expect(requests.getByText(email, { exact: true })).toBeVisible();
      await requests.getByRole("link", { name: `Review data of ${email}` }).click();
      const find = adminPage.getByRole("region", { name: "Find a person" });
      await expect(find.getByRole("status")).toContainText(`about ${email} in`);
      await expect(find.getByRole("heading", { name: "Newsletter subscription (1)" })).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(adminPage);

      const [ownerDownload] = await Promise.all([
        adminPage.waitForEvent("download"),
        find.getByRole("button", { name: "Download export (JSON)" }).click(),
      ]);
      expect((await downloadedJson(ownerDownload)).subscribers).toEqual([expect.objectContaining({ email })]);

      // Erasing asks for the confirmation first.
      await find.getByRole("button", { name: "Erase personal data" }).click();
      await expect(adminPage.getByText("Tick the box to confirm the erasure.")).toBeVisible();
      await adminPage.getByLabel(`Erase everything above about ${email}`).check();
      await adminPage.getByRole("button", { name: "Erase personal data" }).click();
      await expect(adminPage).toHaveURL(/\/admin\/privacy$/);
      await expect(adminPage.getByRole("region", { name: "Pending erasure requests" }).getByText(email, { exact: true })).toHaveCount(0);

      await adminPage.getByLabel("Email address").fill(email);
      await adminPage.getByRole("button", { name: "Find" }).click();
      await expect(adminPage.getByRole("region", { name: "Find a person" }).getByRole("status")).toHaveText(
        // The owner's export and erasure are in the audit log, which holds the address only masked
        // and as a keyed digest and is never rewritten.
        `Nothing is stored about ${email} but 2 audit-log entries name it only masked and as a keyed digest, which erasure leaves.`,
      );

      // Both exports and the erasure are in the audit log; the erasure's entry names no address, and
      // the exports name it only masked.
      await adminPage.goto("/admin/audit?kind=privacy-erased");
      await expect(adminPage.getByText(/Erased a person's data \(\d+ records\)/).first()).toBeVisible();
      await adminPage.goto("/admin/audit?kind=privacy-exported");
      await expect(adminPage.getByText(`Exported the personal data of ${maskEmail(email)}`, { exact: false }).first()).toBeVisible();
      await expect(adminPage.getByText(email)).toHaveCount(0);
    });

    // With JavaScript off this one is an HTTP test (tests/integration/no-js-journeys-privacy.test.ts).
    if (!javaScriptEnabled) return;
    test("the owner changes a retention period; a value out of range is refused with its range", async ({ adminPage }) => {
      await adminPage.goto("/admin/privacy");
      await waitForHydration(adminPage);
      const retention = adminPage.getByRole("region", { name: "Retention" });
      const outbox = retention.getByLabel("Email bodies and recipients in the outbox, after delivery (days)");
      await outbox.fill("0");
      await retention.getByRole("button", { name: "Save retention settings" }).click();
      await expect(retention.getByText("Enter a whole number of days from 1 to 3650.")).toBeVisible();
      await expect(retention.getByLabel("Email bodies and recipients in the outbox, after delivery (days)")).toHaveValue("0");

      await retention.getByLabel("Email bodies and recipients in the outbox, after delivery (days)").fill("90");
      await retention.getByRole("button", { name: "Save retention settings" }).click();
      await expect(adminPage.getByRole("status").filter({ hasText: "Retention settings saved" })).toBeVisible();
      await expect(adminPage.getByRole("region", { name: "Retention" }).getByLabel(/outbox/)).toHaveValue("90");
      await expect(adminPage.getByRole("region", { name: "Last retention run" })).toBeVisible();
      await expectNoAxeViolations(adminPage);
    });
  });
}
