import { asc, desc, eq, sql, sum } from "drizzle-orm";
import { cachedRead, frozenRows } from "~/cache/cached-read.server";
import { contentChanged } from "~/cache/content-version.server";
import { db } from "~/db/database.server";
import { deals, referralClicks } from "~/db/schema";
import type { Deal } from "./deal";
import type { DealInput } from "./deal-schema";
import { editorRecord, recordOffer, recordOfferIfChanged } from "./offer-history.server";
import { decideOfferAlerts } from "./offer-watches.server";

type DealRow = typeof deals.$inferSelect;

function toDeal(row: DealRow): Deal {
  return { ...row, issuer: row.issuer as Deal["issuer"], bonusUnit: row.bonusUnit as Deal["bonusUnit"] };
}

/** Every public page reads this list; it is read from the database once per content version. */
export const listPublishedDeals: () => Promise<readonly Deal[]> = cachedRead(async () => {
  const rows = await db().select().from(deals).where(eq(deals.published, true)).orderBy(desc(deals.date));
  return frozenRows(rows.map(toDeal));
});

/** From the cached list, so a visitor's made-up slug costs no query and fills no cache. */
export async function findPublishedDeal(slug: string): Promise<Deal | undefined> {
  return (await listPublishedDeals()).find((deal) => deal.slug === slug);
}

/** Counts one referral click for the deal on the given day (one row per deal per day). */
export async function recordReferralClick(dealId: number, day: string): Promise<void> {
  await db()
    .insert(referralClicks)
    .values({ dealId, day, count: 1 })
    .onConflictDoUpdate({
      target: [referralClicks.dealId, referralClicks.day],
      set: { count: sql`${referralClicks.count} + 1` },
    });
}

export interface DealSummary {
  id: number;
  slug: string;
  title: string;
  date: string;
  published: boolean;
  dealScore: number | null;
  clicks: number;
  clicksLast30Days: number;
}

/** Every deal for the owner's list, with referral clicks in all and in the last 30 days. */
export async function listDealsForAdmin(today: string): Promise<DealSummary[]> {
  const recent = sql<number>`coalesce(sum(${referralClicks.count}) filter (where ${referralClicks.day} > (${today}::date - 30)), 0)`;
  const rows = await db()
    .select({
      id: deals.id,
      slug: deals.slug,
      title: deals.title,
      date: deals.date,
      published: deals.published,
      dealScore: deals.dealScore,
      clicks: sum(referralClicks.count),
      clicksLast30Days: recent,
    })
    .from(deals)
    .leftJoin(referralClicks, eq(referralClicks.dealId, deals.id))
    .groupBy(deals.id)
    .orderBy(desc(deals.date), asc(deals.title));
  return rows.map((row) => ({ ...row, clicks: Number(row.clicks ?? 0), clicksLast30Days: Number(row.clicksLast30Days) }));
}

export async function findDealById(id: number): Promise<Deal | undefined> {
  const [row] = await db().select().from(deals).where(eq(deals.id, id));
  return row ? toDeal(row) : undefined;
}

export class SlugTakenError extends Error {
  constructor(slug: string) {
    super(`The slug "${slug}" is already used by another deal.`);
  }
}

async function slugTaken(slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db().select({ id: deals.id }).from(deals).where(eq(deals.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

/** Two saves racing for one slug: the unique index decides, and the loser gets the same message. */
async function guardSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? error;
    if ((cause as { code?: string }).code === uniqueViolation) throw new SlugTakenError(slug);
    throw error;
  }
}
const uniqueViolation = "23505";

/** `recordedBy`: the admin saving, kept with the deal's first offer. */
export async function createDeal(input: DealInput, recordedBy: number | null = null): Promise<number> {
  if (await slugTaken(input.slug)) throw new SlugTakenError(input.slug);
  const id = await guardSlug(input.slug, () =>
    db().transaction(async (tx) => {
      const [row] = await tx.insert(deals).values(input).returning({ id: deals.id });
      await recordOffer(tx, row!.id, input, editorRecord(recordedBy));
      return row!.id;
    }),
  );
  contentChanged("deal created");
  return id;
}

/** Saves the owner's edit; a changed bonus, spend or fee is added to the offer history in the same transaction. */
export async function updateDeal(id: number, input: DealInput, recordedBy: number | null = null): Promise<boolean> {
  if (await slugTaken(input.slug, id)) throw new SlugTakenError(input.slug);
  const updated = await guardSlug(input.slug, () =>
    db().transaction(async (tx) => {
      // Locked, so two saves of one deal record their changes one after the other.
      const [before] = await tx.select().from(deals).where(eq(deals.id, id)).for("update");
      if (!before) return false;
      await tx
        .update(deals)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(deals.id, id));
      const change = await recordOfferIfChanged(tx, id, toDeal(before), input, editorRecord(recordedBy));
      // In this transaction: the change and the emails it owes are written together, once.
      if (change !== undefined && input.published) await decideOfferAlerts(tx, id, change, toDeal(before), input);
      return true;
    }),
  );
  contentChanged("deal updated");
  return updated;
}

export async function setDealPublished(id: number, published: boolean): Promise<void> {
  await db().update(deals).set({ published, updatedAt: new Date() }).where(eq(deals.id, id));
  contentChanged(published ? "deal published" : "deal unpublished");
}

export async function deleteDeal(id: number): Promise<void> {
  await db().delete(deals).where(eq(deals.id, id));
  contentChanged("deal deleted");
}
