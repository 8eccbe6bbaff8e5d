import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/integration/test-database";
import {
  createDeal,
  deleteDeal,
  findDealById,
  findPublishedDeal,
  listDealsForAdmin,
  listPublishedDeals,
  recordReferralClick,
  setDealPublished,
  SlugTakenError,
  updateDeal,
} from "./deals.server";
import { seedDeals } from "./seed.server";
import { dealFixture } from "./test-fixtures";

let dispose: () => Promise<void>;
beforeAll(async () => ({ dispose } = await openTestDatabase()));
afterAll(() => dispose());

describe("deals in the database", () => {
  it("lists only published deals, newest first, and finds one by slug", async () => {
    await createDeal(dealFixture({ slug: "older", date: "2025-05-01" }));
    await createDeal(dealFixture({ slug: "newer", date: "2025-07-01" }));
    const hiddenId = await createDeal(dealFixture({ slug: "hidden", published: false }));

    expect((await listPublishedDeals()).map((deal) => deal.slug)).toEqual(["newer", "older"]);
    expect(await findPublishedDeal("older")).toMatchObject({ slug: "older", issuer: "Chase", dealScore: 8 });
    expect(await findPublishedDeal("hidden")).toBeUndefined();

    await setDealPublished(hiddenId, true);
    expect(await findPublishedDeal("hidden")).toBeDefined();
  });

  it("refuses a slug another deal uses, on create and on update", async () => {
    await expect(createDeal(dealFixture({ slug: "older" }))).rejects.toThrow(SlugTakenError);
    const id = await createDeal(dealFixture({ slug: "unique-one" }));
    await expect(updateDeal(id, dealFixture({ slug: "newer" }))).rejects.toThrow(SlugTakenError);
    expect(await updateDeal(id, dealFixture({ slug: "unique-one", title: "Renamed" }))).toBe(true);
    expect((await findDealById(id))?.title).toBe("Renamed");
  });

  it("gives the slug message, not a crash, when two saves race for one slug", async () => {
    const results = await Promise.allSettled([createDeal(dealFixture({ slug: "raced" })), createDeal(dealFixture({ slug: "raced" }))]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(SlugTakenError);
  });

  it("counts referral clicks per deal per day", async () => {
    const id = await createDeal(dealFixture({ slug: "clicked" }));
    await recordReferralClick(id, "2025-07-01");
    await recordReferralClick(id, "2025-07-01");
    await recordReferralClick(id, "2025-05-01");
    const summary = (await listDealsForAdmin("2025-07-02")).find((deal) => deal.slug === "clicked");
    expect(summary).toMatchObject({ clicks: 3, clicksLast30Days: 2 });
    const unclicked = (await listDealsForAdmin("2025-07-02")).find((deal) => deal.slug === "older");
    expect(unclicked).toMatchObject({ clicks: 0, clicksLast30Days: 0 });
  });

  it("deletes a deal with its clicks", async () => {
    const id = await createDeal(dealFixture({ slug: "doomed" }));
    await recordReferralClick(id, "2025-07-01");
    await deleteDeal(id);
    expect(await findDealById(id)).toBeUndefined();
  });
});

describe("seeding built-in deals", () => {
  const content = [dealFixture({ slug: "seed-a" }), dealFixture({ slug: "seed-b" })];

  it("adds each deal once, keeps the owner's edits and does not bring back a deleted deal", async () => {
    expect(await seedDeals(content)).toEqual(["seed-a", "seed-b"]);

    const a = (await findPublishedDeal("seed-a"))!;
    await updateDeal(a.id, dealFixture({ slug: "seed-a", title: "Owner's title" }));
    const b = (await findPublishedDeal("seed-b"))!;
    await deleteDeal(b.id);

    expect(await seedDeals(content)).toEqual([]);
    expect((await findPublishedDeal("seed-a"))?.title).toBe("Owner's title");
    expect(await findPublishedDeal("seed-b")).toBeUndefined();
  });

  it("does not overwrite a deal the owner created with the same slug first", async () => {
    await createDeal(dealFixture({ slug: "seed-c", title: "Mine" }));
    expect(await seedDeals([dealFixture({ slug: "seed-c", title: "Built in" })])).toEqual([]);
    expect((await findPublishedDeal("seed-c"))?.title).toBe("Mine");
  });
});
