import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { visitorAccounts } from "~/db/schema";
import { loadSigningSecret } from "~/security/signing.server";
import { balanceRemindersOffUrl, balanceRemindersOn } from "~/wallet/balance-reminder-setting.server";
import { defaultStartTimeoutMs, startBuiltServer, type BuiltServer } from "./built-server";
import { createScratchDatabase } from "./test-database";

/*
 * Issue 32: the stop link of a balance reminder over real HTTP, on the production build, with
 * JavaScript off (plain requests): opening it asks with a form, a mail app's one-click post (no
 * cookie, no Origin) and the form's own post turn reminders off, and a forged token is refused.
 * The test signs the link itself, so it shares the server's database (PostgreSQL) and APP_SECRET.
 */
const appSecret = "balance-reminders-http-secret-0123456789";

describe.runIf(process.env.DATABASE_URL)("the balance reminders stop link over HTTP", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: BuiltServer;
  let database: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    server = await startBuiltServer({ DATABASE_URL: scratch.url, APP_SECRET: appSecret });
    database = await openDatabase({ url: scratch.url });
    setDatabase(database);
    await loadSigningSecret(appSecret);
  }, defaultStartTimeoutMs + 30_000);
  afterAll(async () => {
    setDatabase(undefined);
    await database?.close();
    await server?.stop();
    await scratch?.drop();
  });

  async function linkFor(email: string): Promise<{ id: number; url: string }> {
    const [row] = await database.db.insert(visitorAccounts).values({ email }).returning();
    return { id: row!.id, url: balanceRemindersOffUrl(row!).replace(/^https?:\/\/[^/]+/, server.origin) };
  }

  const oneClick = (url: string) =>
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });

  it("asks with a plain form, and the form's post turns reminders off", async () => {
    const { id, url } = await linkFor("form@example.com");
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Stop balance-expiry reminders for this account?");
    expect(html).not.toContain("form@example.com");
    // The page's own form, not the cookie banner's.
    const form = /<form[^>]*action="\/alerts\/[^>]*>/.exec(html)?.[0] ?? "";
    expect(form, "a form that posts without scripts").toContain('method="post"');
    const action = /action="([^"]+)"/.exec(form)?.[1]?.replaceAll("&amp;", "&");
    expect(action).toBe(new URL(url).pathname + new URL(url).search);
    expect(await balanceRemindersOn(id)).toBe(true);

    const posted = await fetch(server.origin + action!, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
      body: "",
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain("Balance reminders are off");
    expect(await balanceRemindersOn(id)).toBe(false);
  });

  it("turns reminders off on a mail app's one-click post, again without harm", async () => {
    const { id, url } = await linkFor("one-click@example.com");
    expect((await oneClick(url)).status).toBe(200);
    expect(await balanceRemindersOn(id)).toBe(false);
    expect((await oneClick(url)).status).toBe(200);
  });

  it("refuses a forged token with a plain page, and changes nothing", async () => {
    const { id, url } = await linkFor("forged@example.com");
    const forged = url.replace(/token=.*$/, "token=forged.token");
    const page = await fetch(forged);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("This link is not valid");
    expect((await oneClick(forged)).status).toBe(400);
    const [row] = await database.db.select().from(visitorAccounts).where(eq(visitorAccounts.id, id));
    expect(row!.balanceReminders).toBe(true);
  });
});
