import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { alertChoices, awardWatches, deals, subscribers, visitorAccounts } from "~/db/schema";
import { findDealById, updateDeal } from "~/deals/deals.server";
import { sendOfferAlertBatch } from "~/deals/offer-alerts.server";
import { watchAsAccount, watchByEmail } from "~/deals/offer-watches.server";
import { seedDeals } from "~/deals/seed.server";
import { addDays, businessDay } from "~/lib/calendar-day";
import { seedPointsCatalog } from "~/points/seed.server";
import { loader } from "~/routes/admin/alerts";
import { replaceWallet } from "~/wallet/wallet-store.server";
import { openTestDatabase } from "./test-database";

/* Issue 32 item 5: the owner sees, per kind of alert, how many readers have one and what was sent. */
beforeAll(async () => {
  const { dispose } = await openTestDatabase();
  await seedDeals();
  await seedPointsCatalog();
  return dispose;
});

async function account(email: string, balanceReminders = true) {
  const [row] = await db().insert(visitorAccounts).values({ email, balanceReminders }).returning({ id: visitorAccounts.id });
  await replaceWallet(row!.id, {
    members: [{ name: "Sam" }],
    cards: [],
    balances: [{ member: "Sam", programId: "marriott", amount: 10_000, asOf: businessDay(), expiresOverride: null }],
  });
  return { id: row!.id, email };
}

const counts = async () => Object.fromEntries((await loader()).kinds.map(({ kind, counts }) => [kind, counts]));

describe("the owner's alert counts", () => {
  it("count each kind's readers, the emails sent in 30 days and those waiting", async () => {
    const [deal] = await db().select().from(deals).where(eq(deals.slug, "chase-sapphire-preferred-75k"));
    const watched = { id: deal!.id, slug: deal!.slug, cardName: deal!.cardName, bonusUnit: "points" as const };
    const [one, two] = [await account("count-one@example.com"), await account("count-two@example.com", false)];
    await watchAsAccount(watched, 80_000, one);
    await watchAsAccount(watched, 90_000, two);
    await watchByEmail(watched, 85_000, "count-stranger@example.com");
    const { id: _id, updatedAt: _u, ...input } = (await findDealById(deal!.id))!;
    await updateDeal(deal!.id, { ...input, signupBonusAmount: 82_000, welcomeBonus: "82,000 points" });

    const [subscriber] = await db()
      .insert(subscribers)
      .values({ email: "count-sub@example.com", status: "active", source: "section", consentVersion: "test" })
      .returning({ id: subscribers.id });
    await db()
      .insert(alertChoices)
      .values([
        { subscriberId: subscriber!.id, kind: "currency", refId: "chase-ultimate-rewards" },
        { subscriberId: subscriber!.id, kind: "program", refId: "hyatt" },
      ]);
    const watch = { accountId: one.id, origin: "JFK", destination: "LHR", cabin: "business", maxMiles: 80_000 };
    await db()
      .insert(awardWatches)
      .values([
        { ...watch, startDate: businessDay(), endDate: addDays(businessDay(), 30) },
        { ...watch, startDate: addDays(businessDay(), -40), endDate: addDays(businessDay(), -1) },
      ]);

    let shown = await counts();
    expect(shown["Card-offer alerts"]).toEqual({ active: 2, unconfirmed: 1, sent: 0, waiting: 1 });
    expect(shown["Transfer-bonus alerts"]).toEqual({ active: 1, sent: 0, waiting: 0 });
    expect(shown["Balance reminders"]).toEqual({ active: 1, sent: 0, waiting: 0 });
    expect(shown["Award-space watches"]).toEqual({ active: 1, sent: 0, waiting: 0 });

    await sendOfferAlertBatch(10);
    shown = await counts();
    expect(shown["Card-offer alerts"]).toEqual({ active: 2, unconfirmed: 1, sent: 1, waiting: 0 });
  });
});
