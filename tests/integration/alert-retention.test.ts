import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { awardWatches, deals, offerWatches, visitorAccounts } from "~/db/schema";
import { seedDeals } from "~/deals/seed.server";
import { addDays, businessDay } from "~/lib/calendar-day";
import { endedAwardWatchDays, unconfirmedWatchDays } from "~/privacy/alert-entries.server";
import { runRetention } from "~/privacy/retention.server";
import { openTestDatabase } from "./test-database";

/* Issue 32 item 6: the retention job deletes stale reader alerts, and only those. */
beforeAll(async () => {
  const { dispose } = await openTestDatabase();
  await seedDeals();
  return dispose;
});

const dayMs = 24 * 60 * 60 * 1000;

describe("retention of reader alerts", () => {
  it("deletes unconfirmed card-offer requests after 7 days and award watches 30 days after their last date", async () => {
    const now = new Date();
    const [deal] = await db().select({ id: deals.id }).from(deals).limit(1);
    const ago = (days: number) => new Date(now.getTime() - days * dayMs);
    await db()
      .insert(offerWatches)
      .values([
        { dealId: deal!.id, email: "stale@example.com", threshold: 200_000, createdAt: ago(unconfirmedWatchDays + 1) },
        { dealId: deal!.id, email: "fresh@example.com", threshold: 200_000, createdAt: ago(unconfirmedWatchDays - 1) },
        { dealId: deal!.id, email: "kept@example.com", threshold: 200_000, createdAt: ago(400), confirmedAt: ago(399) },
      ]);
    const [account] = await db().insert(visitorAccounts).values({ email: "watcher@example.com" }).returning({ id: visitorAccounts.id });
    const today = businessDay(now);
    const watch = { accountId: account!.id, origin: "JFK", destination: "LHR", cabin: "business", maxMiles: 80_000 };
    await db()
      .insert(awardWatches)
      .values([
        { ...watch, startDate: addDays(today, -90), endDate: addDays(today, -(endedAwardWatchDays + 2)) },
        { ...watch, startDate: addDays(today, -60), endDate: addDays(today, -(endedAwardWatchDays - 2)) },
        { ...watch, startDate: today, endDate: addDays(today, 30) },
      ]);

    await runRetention(now);
    const left = await db().select({ email: offerWatches.email }).from(offerWatches).orderBy(offerWatches.email);
    expect(left.map((row) => row.email)).toEqual(["fresh@example.com", "kept@example.com"]);
    const watches = await db().select({ endDate: awardWatches.endDate }).from(awardWatches).where(eq(awardWatches.accountId, account!.id));
    expect(watches.map((row) => row.endDate).sort()).toEqual([addDays(today, -(endedAwardWatchDays - 2)), addDays(today, 30)]);
  });
});
