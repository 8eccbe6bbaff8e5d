import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { visitorSessionCookie } from "~/account/account.server";
import { createVisitorSession } from "~/account/sessions.server";
import { db } from "~/db/database.server";
import { alertChoices, awardWatches, deals, subscribers, visitorAccounts } from "~/db/schema";
import { watchAsAccount } from "~/deals/offer-watches.server";
import { seedDeals } from "~/deals/seed.server";
import { seedPointsCatalog } from "~/points/seed.server";
import { action, alertIntents, loader } from "~/routes/account-alerts";
import { formPost, runRoute } from "../support/route-context";
import { openTestDatabase } from "./test-database";

/*
 * Issue 32 item 5: one page lists every alert an account gets (card offers, transfer bonuses,
 * balance reminders, award watches) and turns each off; another account's switches touch nothing.
 */
beforeAll(async () => {
  const { dispose } = await openTestDatabase();
  await seedDeals();
  await seedPointsCatalog();
  return dispose;
});

type Page = Awaited<ReturnType<typeof loader>>;

async function reader(email: string) {
  const [account] = await db().insert(visitorAccounts).values({ email }).returning({ id: visitorAccounts.id });
  const cookie = visitorSessionCookie(await createVisitorSession(account!.id), false).split(";")[0]!;
  return { id: account!.id, email, cookie };
}

async function withEveryAlert(email: string) {
  const visitor = await reader(email);
  const [deal] = await db().select().from(deals).where(eq(deals.slug, "chase-sapphire-preferred-75k"));
  await watchAsAccount({ id: deal!.id, slug: deal!.slug, cardName: deal!.cardName, bonusUnit: "points" }, 100_000, visitor);
  const [subscriber] = await db()
    .insert(subscribers)
    .values({ email, status: "active", source: "section", consentVersion: "test" })
    .returning({ id: subscribers.id });
  await db().insert(alertChoices).values({ subscriberId: subscriber!.id, kind: "currency", refId: "chase-ultimate-rewards" });
  const [award] = await db()
    .insert(awardWatches)
    .values({
      accountId: visitor.id,
      origin: "JFK",
      destination: "LHR",
      cabin: "business",
      startDate: "2027-03-01",
      endDate: "2027-03-20",
      maxMiles: 80_000,
    })
    .returning({ id: awardWatches.id });
  return { ...visitor, awardId: award!.id };
}

const page = async (cookie: string) =>
  (await runRoute(loader, [], new Request("http://localhost:3000/account/alerts", { headers: { Cookie: cookie } }))) as Page;
const post = (cookie: string, fields: Record<string, string>) => runRoute(action, [], formPost("/account/alerts", fields, cookie));

describe("the alerts page", () => {
  it("lists each kind of alert with its words, and turns each off", async () => {
    const visitor = await withEveryAlert("every-alert@example.com");
    let shown = await page(visitor.cookie);
    expect(shown.offers).toMatchObject([{ cardName: "Chase Sapphire Preferred", amount: "100,000 points", confirmed: true }]);
    expect(shown.bonusChoices).toEqual([
      { kind: "currency", refId: "chase-ultimate-rewards", name: expect.stringContaining("Ultimate Rewards") },
    ]);
    expect(shown.remindersOn).toBe(true);
    expect(shown.awards).toMatchObject([{ id: visitor.awardId, route: "JFK → LHR", cabin: "business", maxMiles: 80_000 }]);

    await post(visitor.cookie, { intent: alertIntents.offer, id: String(shown.offers[0]!.id) });
    await post(visitor.cookie, { intent: alertIntents.bonus, kind: "currency", ref: "chase-ultimate-rewards" });
    await post(visitor.cookie, { intent: alertIntents.reminders, on: "no" });
    await post(visitor.cookie, { intent: alertIntents.award, id: String(visitor.awardId) });
    shown = await page(visitor.cookie);
    expect(shown).toMatchObject({ offers: [], bonusChoices: [], remindersOn: false, awards: [] });

    await post(visitor.cookie, { intent: alertIntents.reminders, on: "yes" });
    expect((await page(visitor.cookie)).remindersOn).toBe(true);
  });

  it("does not let one account turn off another's alerts", async () => {
    const owner = await withEveryAlert("owner-alerts@example.com");
    const other = await reader("someone-else@example.com");
    const before = await page(owner.cookie);
    await post(other.cookie, { intent: alertIntents.offer, id: String(before.offers[0]!.id) });
    await post(other.cookie, { intent: alertIntents.award, id: String(owner.awardId) });
    await post(other.cookie, { intent: alertIntents.bonus, kind: "currency", ref: "chase-ultimate-rewards" });
    expect(await page(owner.cookie)).toEqual(before);
  });

  it("is for signed-in visitors only", async () => {
    const answer = await runRoute(loader, [], new Request("http://localhost:3000/account/alerts")).catch((thrown: unknown) => thrown);
    expect((answer as Response).status).toBe(302);
  });
});
