import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentVersion } from "~/cache/content-version.server";
import { db, setDatabase, database } from "~/db/database.server";
import { deals } from "~/db/schema";
import { deleteSetting, getOrCreateSetting, setSetting } from "~/db/settings.server";
import { createDeal, deleteDeal, listPublishedDeals, setDealPublished, updateDeal } from "~/deals/deals.server";
import { homeDeals, listDealCards } from "~/deals/public-data.server";
import { seedDeals } from "~/deals/seed.server";
import { dealFixture } from "~/deals/test-fixtures";
import { getBookingSettings, saveBookingSettings } from "~/strategy-session/booking-settings.server";
import { bonusFromCells } from "~/transfer-bonuses/bonus";
import { publicBonusList, publishBonuses } from "~/transfer-bonuses/bonuses.server";
import { seedTransferBonuses } from "~/transfer-bonuses/seed.server";
import { openTestDatabase } from "./test-database";

/*
 * Every write to something a public page shows must move the content version, or the page cache
 * and the read caches keep serving what it replaced. One test per write path, on the real database.
 */
let dispose: () => Promise<void>;
beforeAll(async () => ({ dispose } = await openTestDatabase()));
afterAll(() => dispose());

async function bumps(write: () => Promise<unknown>): Promise<void> {
  const before = contentVersion();
  await write();
  expect(contentVersion()).toBeGreaterThan(before);
}

describe("deal writes", () => {
  let id: number;

  it("creating a deal", async () => {
    await bumps(async () => (id = await createDeal(dealFixture({ slug: "written-deal" }))));
  });

  it("updating a deal", async () => {
    await bumps(() => updateDeal(id, dealFixture({ slug: "written-deal", title: "Written Deal, Edited" })));
    expect((await listPublishedDeals()).find((deal) => deal.id === id)?.title).toBe("Written Deal, Edited");
  });

  it("unpublishing and publishing a deal", async () => {
    await listDealCards();
    await bumps(() => setDealPublished(id, false));
    expect((await listDealCards()).map((deal) => deal.slug)).not.toContain("written-deal");
    await bumps(() => setDealPublished(id, true));
    expect((await homeDeals()).recent.map((deal) => deal.slug)).toContain("written-deal");
  });

  it("deleting a deal", async () => {
    await bumps(() => deleteDeal(id));
    expect(await listPublishedDeals()).toEqual([]);
  });

  it("seeding built-in deals, and not when there is nothing new to seed", async () => {
    const builtIn = [dealFixture({ slug: "seeded-deal" })];
    await bumps(() => seedDeals(builtIn));
    const before = contentVersion();
    expect(await seedDeals(builtIn)).toEqual([]);
    expect(contentVersion()).toBe(before);
  });

  it("is read from memory between writes: a change behind the data layer's back stays unseen", async () => {
    const cached = await listPublishedDeals();
    await db().delete(deals);
    expect(await listPublishedDeals()).toBe(cached);
  });
});

describe("transfer bonus writes", () => {
  const now = new Date("2026-11-23T15:00:00Z");
  const bonus = bonusFromCells("Amex", "30% bonus to Delta", "11/01/26", "12/15/26")!;

  it("seeding built-in bonuses", async () => {
    await bumps(() => seedTransferBonuses([bonus], now));
  });

  it("publishing a list (the admin, the scheduled job, the webhook and the auto-updater all publish through it)", async () => {
    expect((await publicBonusList(now)).current).toHaveLength(1);
    await bumps(() => publishBonuses([], now));
    expect((await publicBonusList(now)).current).toEqual([]);
  });

  it("chooses by date per request, so a new day needs no write", async () => {
    await publishBonuses([bonus], now);
    expect((await publicBonusList(now)).current).toHaveLength(1);
    const before = contentVersion();
    expect((await publicBonusList(new Date("2027-01-10T15:00:00Z"))).current).toEqual([]);
    expect(contentVersion()).toBe(before);
  });
});

describe("settings writes", () => {
  it("saving, deleting and first creating a setting", async () => {
    await bumps(() => setSetting("test_setting", 1));
    await bumps(() => deleteSetting("test_setting"));
    await bumps(() => getOrCreateSetting("test_created", () => "first"));
    const before = contentVersion();
    expect(await getOrCreateSetting("test_created", () => "second")).toBe("first");
    expect(contentVersion()).toBe(before);
  });

  it("saving the booking settings that /concierge/book reads", async () => {
    expect(await getBookingSettings()).toMatchObject({ horizonDays: 60 });
    await bumps(() => saveBookingSettings({ horizonDays: 30, minimumNoticeMinutes: 60 }));
    expect(await getBookingSettings()).toEqual({ horizonDays: 30, minimumNoticeMinutes: 60 });
  });
});

describe("switching the database", () => {
  it("drops what was read from the previous one", async () => {
    const current = database();
    await bumps(async () => setDatabase(current));
  });
});
