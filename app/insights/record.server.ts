import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { db } from "~/db/database.server";
import { insightEvents, insightPageViews, insightReferrers } from "~/db/schema";
import type { Beacon } from "~/observability/insight-events";

/**
 * Distinct paths (and referring hosts) counted per day. Anyone can post made-up paths, so past
 * this many a day the rest are counted together under `otherKey` and the table stays small.
 */
export const maxKeysPerDay = 500;
export const otherKey = "(other)";

/** Whether the site publishes a deal with this slug; the route asks the deals domain. */
export type IsPublishedDeal = (slug: string) => Promise<boolean>;

/** Adds one to the day's count for what the beacon reports; nothing else is kept. */
export async function recordBeacon(beacon: Beacon, day: string, isPublishedDeal: IsPublishedDeal): Promise<void> {
  if (beacon.type === "pageview") {
    await countKey(insightPageViews, insightPageViews.path, day, beacon.path);
    if (beacon.referrer) await countKey(insightReferrers, insightReferrers.host, day, beacon.referrer);
    return;
  }
  // Only deals the site publishes are counted by name.
  const deal = beacon.deal && (await isPublishedDeal(beacon.deal)) ? beacon.deal : "";
  await db()
    .insert(insightEvents)
    .values({ day, event: beacon.event, deal, count: 1 })
    .onConflictDoUpdate({
      target: [insightEvents.day, insightEvents.event, insightEvents.deal],
      set: { count: sql`${insightEvents.count} + 1` },
    });
}

async function countKey(table: PgTable, keyColumn: PgColumn, day: string, key: string) {
  // One statement: the key itself if already counted today or there is still room, else `otherKey`.
  await db().execute(sql`
    insert into ${table} (day, ${sql.identifier(keyColumn.name)}, count)
    select ${day}::date,
      case when exists (select 1 from ${table} where day = ${day}::date and ${keyColumn} = ${key})
             or (select count(*) from ${table} where day = ${day}::date) < ${maxKeysPerDay}
           then ${key} else ${otherKey} end,
      1
    on conflict (day, ${sql.identifier(keyColumn.name)}) do update set count = ${table}.count + 1`);
}
