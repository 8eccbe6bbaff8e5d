import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { database, db } from "~/db/database.server";
import { balanceReminders, outbox, visitorAccounts, walletBalances } from "~/db/schema";
import { balanceRemindersCron, balanceRemindersQueue, sendDueBalanceReminders } from "~/jobs/balance-reminders.server";
import { startJobs } from "~/jobs/boss.server";
import { createLogger } from "~/observability/logger.server";
import { addDays, businessDay } from "~/lib/calendar-day";
import { seedPointsCatalog } from "~/points/seed.server";
import { action, loader } from "~/routes/alerts-balance-reminders-off";
import { suppress } from "~/security/suppression.server";
import { bonusId } from "~/transfer-bonuses/bonus";
import { publishBonuses } from "~/transfer-bonuses/bonuses.server";
import { balanceRemindersOffUrl, balanceRemindersOn, remindersSent, setBalanceReminders } from "~/wallet/balance-reminder-setting.server";
import { replaceWallet } from "~/wallet/wallet-store.server";
import { runRoute, statusAndData } from "../support/route-context";
import { openTestDatabase } from "./test-database";
import { walletTestDatabase } from "./wallet-database";

/*
 * Issue 32 item 3 on a fixed clock: a balance expiring in 60 days is emailed once at 60 days and
 * once at 14, never twice, never when the visitor turned reminders off, and once when two runs
 * race; the email's one-click link turns them off.
 */
const { account } = walletTestDatabase(openTestDatabase);
beforeAll(() => seedPointsCatalog());
beforeEach(async () => {
  await db().delete(outbox);
});

/** Noon in New York on the day `days` after the first run's. */
const start = new Date("2026-12-01T17:00:00Z");
const day = (days: number) => new Date(start.getTime() + days * 86_400_000);
const today = businessDay(start);
const expiresOn = addDays(today, 60);

/** An account whose Marriott points (24 months without activity) expire 60 days after `start`. */
async function marriottHolder(email: string): Promise<number> {
  const id = await account(email);
  const asOf = expiresOn.replace(/^\d{4}/, (year) => String(Number(year) - 2));
  await replaceWallet(id, {
    members: [{ name: "Alex" }],
    cards: [],
    balances: [{ member: "Alex", programId: "marriott", amount: 84_000, asOf, expiresOverride: null }],
  });
  return id;
}

const reminderEmails = () => db().select().from(outbox).where(eq(outbox.kind, "balance-reminder")).orderBy(outbox.id);

describe("balance reminders", () => {
  it("emails once at 60 days and once at 14, on the right days only", async () => {
    const id = await marriottHolder("alex@example.com");
    const sentOn = [];
    for (const days of [0, 1, 2, 45, 46, 47, 59, 60, 61]) sentOn.push([days, await sendDueBalanceReminders(day(days))]);
    expect(sentOn.filter(([, sent]) => sent! > 0)).toEqual([
      [0, 1],
      [46, 1],
    ]);

    const emails = await reminderEmails();
    expect(emails.map((email) => email.toAddress)).toEqual(["alex@example.com", "alex@example.com"]);
    expect(emails[0]!.subject).toBe("Your Marriott Bonvoy points expire in 60 days, on January 30, 2027");
    expect(emails[1]!.subject).toBe("Your Marriott Bonvoy points expire in 14 days, on January 30, 2027");
    expect(emails[0]!.textBody).toContain("What keeps them alive: Earning, redeeming or buying points");
    // The stored copy holds no usable link: the token is sealed, and filled in only when sent.
    expect(emails[0]!.textBody).toContain("/alerts/balance-reminders/off?token=(sealed-0)");
    expect(emails[0]!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

    const rows = await db().select().from(balanceReminders).orderBy(balanceReminders.id);
    expect(rows.map((row) => [row.expiresOn, row.daysBefore, row.outboxId])).toEqual([
      [expiresOn, 60, emails[0]!.id],
      [expiresOn, 14, emails[1]!.id],
    ]);
    expect((await remindersSent(id)).map((sent) => [sent.programId, sent.daysBefore])).toEqual([
      ["marriott", 14],
      ["marriott", 60],
    ]);
  });

  it("reminds again when new activity moves the expiry date", async () => {
    await marriottHolder("active@example.com");
    expect(await sendDueBalanceReminders(day(0))).toBe(1);
    // The visitor updates the balance 30 days on: its date, and so its expiry, move 30 days later.
    const [balance] = await db().select().from(walletBalances);
    await db()
      .update(walletBalances)
      .set({ asOf: addDays(balance!.asOf, 30) })
      .where(eq(walletBalances.id, balance!.id));
    expect(await sendDueBalanceReminders(day(1))).toBe(0);
    expect(await sendDueBalanceReminders(day(30))).toBe(1);
    const rows = await db().select().from(balanceReminders).orderBy(balanceReminders.id);
    expect(rows.map((row) => [row.expiresOn, row.daysBefore])).toEqual([
      [expiresOn, 60],
      [addDays(expiresOn, 30), 60],
    ]);
  });

  it("sends only the 14-day reminder to a balance first seen inside 14 days", async () => {
    await marriottHolder("late@example.com");
    expect(await sendDueBalanceReminders(day(50))).toBe(1);
    expect(await sendDueBalanceReminders(day(51))).toBe(0);
    expect((await db().select().from(balanceReminders)).map((row) => row.daysBefore)).toEqual([14]);
  });

  it("sends nothing once the visitor turned reminders off", async () => {
    const id = await marriottHolder("off@example.com");
    await setBalanceReminders(id, false);
    expect(await balanceRemindersOn(id)).toBe(false);
    expect(await sendDueBalanceReminders(day(0))).toBe(0);
    expect(await sendDueBalanceReminders(day(46))).toBe(0);
    expect(await reminderEmails()).toHaveLength(0);
  });

  it("never writes to an address erased at its owner's request", async () => {
    await marriottHolder("erased@example.com");
    await suppress(db(), "erased@example.com");
    expect(await sendDueBalanceReminders(day(0))).toBe(0);
    expect(await db().select().from(balanceReminders)).toHaveLength(0);
  });

  it("sends one email when two runs race", async () => {
    await marriottHolder("race@example.com");
    const sent = await Promise.all([sendDueBalanceReminders(day(0)), sendDueBalanceReminders(day(0))]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await reminderEmails()).toHaveLength(1);
  });

  it("lists where a bank currency could go today, with a live bonus", async () => {
    const id = await account("bank@example.com");
    await replaceWallet(id, {
      members: [{ name: "Alex" }],
      cards: [],
      balances: [{ member: "Alex", programId: "chase-ultimate-rewards", amount: 50_000, asOf: today, expiresOverride: addDays(today, 20) }],
    });
    const details = "30% bonus to Virgin Atlantic Flying Club";
    await publishBonuses([
      {
        id: bonusId("Chase Ultimate Rewards", details),
        from: "Chase Ultimate Rewards",
        details,
        partner: "Virgin Atlantic Flying Club",
        percent: 30,
        targeted: false,
        startDate: addDays(today, -3),
        endDate: addDays(today, 10),
      },
    ]);
    expect(await sendDueBalanceReminders(day(0))).toBe(1);
    const [email] = await reminderEmails();
    expect(email!.textBody).toContain("the expiry date you entered");
    expect(email!.textBody).toMatch(/World of Hyatt: 1:1\n/);
    expect(email!.textBody).toMatch(/Virgin Atlantic Flying Club: 1:1, or 1:1\.3 with a 30% bonus until/);
  });
});

describe("the daily job", () => {
  it("is scheduled every morning in New York when the job queue starts", async () => {
    const boss = await startJobs(database(), createLogger("silent"));
    try {
      expect(await boss.getSchedules()).toContainEqual(
        expect.objectContaining({ name: balanceRemindersQueue, cron: balanceRemindersCron, timezone: "America/New_York" }),
      );
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});

describe("the one-click stop link", () => {
  const request = (url: string, init?: RequestInit) => new Request(url.replace(/^https?:\/\/[^/]+/, "http://localhost:3000"), init);

  it("asks on a visit, turns reminders off on a one-click post, and refuses a forged token", async () => {
    const id = await marriottHolder("link@example.com");
    const [row] = await db().select().from(visitorAccounts).where(eq(visitorAccounts.id, id));
    const url = balanceRemindersOffUrl(row!);

    expect(statusAndData(await runRoute(loader, [], request(url)))).toEqual({ status: 200, answer: { state: "ask" } });
    expect(await balanceRemindersOn(id)).toBe(true);

    const oneClick = {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    };
    expect(statusAndData(await runRoute(action, [], request(url, oneClick)))).toEqual({ status: 200, answer: { state: "done" } });
    expect(await balanceRemindersOn(id)).toBe(false);
    expect(await sendDueBalanceReminders(day(0))).toBe(0);
    // Again, from an old email: the same answer.
    expect(statusAndData(await runRoute(action, [], request(url, oneClick))).status).toBe(200);

    const forged = url.replace(/token=.*$/, "token=forged.token");
    expect(statusAndData(await runRoute(loader, [], request(forged)))).toEqual({ status: 400, answer: { state: "invalid" } });
    expect(statusAndData(await runRoute(action, [], request(forged, { method: "POST" }))).status).toBe(400);

    // A token signed for another account's key opens nothing.
    const other = balanceRemindersOffUrl({ id, linkKey: "x".repeat(32) });
    expect(statusAndData(await runRoute(loader, [], request(other))).status).toBe(400);
  });
});
