import { asc } from "drizzle-orm";
import { cachedRead } from "~/cache/cached-read.server";
import { contentChanged } from "~/cache/content-version.server";
import { db, type Transaction } from "~/db/database.server";
import { dealOfferHistory } from "~/db/schema";
import { businessDay } from "~/lib/calendar-day";
import type { BonusUnit } from "./deal";
import { offerChanged, offerSources, offerTerms, type OfferTerms, type RecordedOffer } from "./offer-history";

/** Who recorded a row and from where; the editor's rows start on the business day of the save. */
export interface OfferRecord {
  source: string;
  startedOn: string;
  recordedBy?: number | null;
}

export const editorRecord = (recordedBy: number | null = null): OfferRecord => ({
  source: offerSources.editor,
  startedOn: businessDay(),
  recordedBy,
});

/** Writes one history row, in the caller's transaction so the deal and its history agree; returns its id. */
export async function recordOffer(tx: Transaction, dealId: number, offer: OfferTerms, record: OfferRecord): Promise<number> {
  const [row] = await tx
    .insert(dealOfferHistory)
    .values({ dealId, ...offerTerms(offer), ...record, recordedBy: record.recordedBy ?? null })
    .returning({ id: dealOfferHistory.id });
  return row!.id;
}

/**
 * Records the new offer only when the bonus, spend or fee really changed: a plain re-save adds
 * nothing. Returns the new row's id, or undefined when nothing changed.
 */
export async function recordOfferIfChanged(
  tx: Transaction,
  dealId: number,
  before: OfferTerms,
  after: OfferTerms,
  record: OfferRecord,
): Promise<number | undefined> {
  return offerChanged(before, after) ? recordOffer(tx, dealId, after, record) : undefined;
}

const columns = {
  dealId: dealOfferHistory.dealId,
  startedOn: dealOfferHistory.startedOn,
  welcomeBonus: dealOfferHistory.welcomeBonus,
  signupBonusAmount: dealOfferHistory.signupBonusAmount,
  bonusUnit: dealOfferHistory.bonusUnit,
  minSpend: dealOfferHistory.minSpend,
  annualFee: dealOfferHistory.annualFee,
  source: dealOfferHistory.source,
};

/**
 * Every deal's history, read once per content version like the deals themselves (every write
 * to it announces a change), so a deal page costs no query for it. A few rows per deal.
 */
const allHistory = cachedRead(async () => {
  const rows = await db().select(columns).from(dealOfferHistory).orderBy(asc(dealOfferHistory.startedOn), asc(dealOfferHistory.id));
  const byDeal = new Map<number, RecordedOffer[]>();
  for (const { dealId, ...row } of rows) {
    const offer = Object.freeze({ ...row, bonusUnit: row.bonusUnit as BonusUnit });
    byDeal.set(dealId, [...(byDeal.get(dealId) ?? []), offer]);
  }
  for (const list of byDeal.values()) Object.freeze(list);
  return byDeal;
});

/** A deal's recorded offers, oldest first. */
export async function offerHistoryOf(dealId: number): Promise<readonly RecordedOffer[]> {
  return (await allHistory()).get(dealId) ?? [];
}

/** A past offer the owner found, with the https page that shows it. */
export async function addPastOffer(dealId: number, offer: OfferTerms & { startedOn: string; source: string }, recordedBy: number | null) {
  const { startedOn, source } = offer;
  await db().transaction((tx) => recordOffer(tx, dealId, offer, { startedOn, source, recordedBy }));
  contentChanged("past offer added");
}
