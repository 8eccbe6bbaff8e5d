import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { insightPageViews, insightReferrers } from "~/db/schema";
import { seedDeals } from "~/deals/seed.server";
import { openTestDatabase } from "../../tests/integration/test-database";
import { maxKeysPerDay, otherKey, recordBeacon } from "./record.server";
import { insightsReport } from "./report.server";

let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ dispose } = await openTestDatabase());
  await seedDeals();
});
afterAll(async () => {
  await dispose();
});

const today = "2026-11-23";
const publishedDeal = "chase-sapphire-preferred-75k";
// The route asks the deals domain; here the one seeded deal the beacons name stands for it.
const isPublishedDeal = async (slug: string) => slug === publishedDeal;

describe("recording beacons as daily counts", () => {
  it("counts page views per path and day, referring hosts per day, and funnel events per deal", async () => {
    await recordBeacon({ type: "pageview", path: "/deals", referrer: "news.example.com" }, today, isPublishedDeal);
    await recordBeacon({ type: "pageview", path: "/deals" }, today, isPublishedDeal);
    await recordBeacon({ type: "pageview", path: "/deals" }, "2026-11-22", isPublishedDeal);
    await recordBeacon({ type: "pageview", path: "/about", referrer: "news.example.com" }, today, isPublishedDeal);
    await recordBeacon({ type: "event", event: "deal_viewed", deal: publishedDeal }, today, isPublishedDeal);
    await recordBeacon({ type: "event", event: "deal_viewed", deal: publishedDeal }, today, isPublishedDeal);
    await recordBeacon({ type: "event", event: "apply_clicked", deal: publishedDeal }, today, isPublishedDeal);
    await recordBeacon({ type: "event", event: "concierge_started" }, today, isPublishedDeal);
    // A deal that does not exist is counted without a name.
    await recordBeacon({ type: "event", event: "deal_viewed", deal: "no-such-deal" }, today, isPublishedDeal);

    const report = await insightsReport(today);
    expect(report.totalViews).toBe(4);
    expect(report.days.slice(-2)).toEqual([
      { day: "2026-11-22", count: 1 },
      { day: today, count: 3 },
    ]);
    expect(report.topPaths).toEqual([
      { key: "/deals", count: 3 },
      { key: "/about", count: 1 },
    ]);
    expect(report.topReferrers).toEqual([{ key: "news.example.com", count: 2 }]);
    expect(report.events.totals).toMatchObject({ deal_viewed: 3, apply_clicked: 1, concierge_started: 1, concierge_submitted: 0 });
    expect(report.events.deals).toEqual([
      { slug: "chase-sapphire-preferred-75k", title: "Chase Sapphire Preferred: 75,000 Bonus Points", views: 2, applies: 1, applyRate: 50 },
    ]);
  });

  it("keeps only the last 30 days in the report", async () => {
    await recordBeacon({ type: "pageview", path: "/old" }, "2026-10-24", isPublishedDeal);
    await recordBeacon({ type: "pageview", path: "/edge" }, "2026-10-25", isPublishedDeal);
    const report = await insightsReport(today);
    expect(report.days[0]).toEqual({ day: "2026-10-25", count: 1 });
    expect(report.topPaths.map((row) => row.key)).not.toContain("/old");
  });

  it("counts paths past the daily limit together, so made-up paths cannot grow the table", async () => {
    const day = "2026-01-01";
    for (let index = 0; index < maxKeysPerDay; index++) {
      await db()
        .insert(insightPageViews)
        .values({ day, path: `/p${index}`, count: 1 });
    }
    await recordBeacon({ type: "pageview", path: "/p1" }, day, isPublishedDeal);
    await recordBeacon({ type: "pageview", path: "/one-too-many", referrer: "a.example" }, day, isPublishedDeal);
    await recordBeacon({ type: "pageview", path: "/another" }, day, isPublishedDeal);
    const rows = await db().select().from(insightPageViews);
    const forDay = rows.filter((row) => row.day === day);
    expect(forDay).toHaveLength(maxKeysPerDay + 1);
    expect(forDay.find((row) => row.path === "/p1")?.count).toBe(2);
    expect(forDay.find((row) => row.path === otherKey)?.count).toBe(2);
    // Referring hosts have their own allowance.
    expect((await db().select().from(insightReferrers)).some((row) => row.day === day && row.host === "a.example")).toBe(true);
  });
});
