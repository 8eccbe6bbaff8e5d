import { asc, count, eq, gte, isNull } from "drizzle-orm";
import type { AlertCounts } from "~/lib/alert-counts";
import { offerWatchCounts } from "./offer-watches.server";
import { db } from "~/db/database.server";
import { dealOfferHistory, deals, offerAlerts, offerWatches } from "~/db/schema";
import { transactionWithEmail } from "~/email/outbox.server";
import { oneClickHeaders } from "~/email/one-click";
import type { BonusUnit } from "./deal";
import { offerAlertEmail } from "./offer-watch-email";
import { watchStopUrl } from "./offer-watch-links.server";

/**
 * Moves up to `limit` waiting card-offer alerts into the outbox, each message and its mark in one
 * transaction, rows locked so two instances never send one twice. A watch turned off since was
 * deleted with its alerts; a deal unpublished since sends nothing. Returns how many still wait.
 */
export async function sendOfferAlertBatch(limit: number, now = new Date()): Promise<number> {
  await transactionWithEmail(async (tx, outbox) => {
    const batch = await tx
      .select({
        alertId: offerAlerts.id,
        watch: { id: offerWatches.id, linkKey: offerWatches.linkKey, email: offerWatches.email, threshold: offerWatches.threshold },
        deal: { slug: deals.slug, cardName: deals.cardName, published: deals.published },
        offer: {
          welcomeBonus: dealOfferHistory.welcomeBonus,
          bonusUnit: dealOfferHistory.bonusUnit,
          minSpend: dealOfferHistory.minSpend,
          annualFee: dealOfferHistory.annualFee,
        },
      })
      .from(offerAlerts)
      .innerJoin(offerWatches, eq(offerWatches.id, offerAlerts.watchId))
      .innerJoin(dealOfferHistory, eq(dealOfferHistory.id, offerAlerts.historyId))
      .innerJoin(deals, eq(deals.id, offerWatches.dealId))
      .where(isNull(offerAlerts.queuedAt))
      .orderBy(asc(offerAlerts.id))
      .limit(limit)
      .for("update", { of: offerAlerts, skipLocked: true });
    for (const alert of batch) {
      let outboxId: number | null = null;
      if (alert.deal.published) {
        const stopUrl = watchStopUrl(alert.watch);
        const message = offerAlertEmail({
          deal: alert.deal,
          threshold: alert.watch.threshold,
          unit: alert.offer.bonusUnit as BonusUnit,
          ...alert.offer,
          stopUrl,
        });
        outboxId = await outbox.queue({ kind: "offer-alert", to: alert.watch.email, ...message, headers: oneClickHeaders(stopUrl) });
      }
      await tx.update(offerAlerts).set({ outboxId, queuedAt: now }).where(eq(offerAlerts.id, alert.alertId));
    }
  });
  return offerAlertsWaiting();
}

export async function offerAlertsWaiting(): Promise<number> {
  const [row] = await db().select({ total: count() }).from(offerAlerts).where(isNull(offerAlerts.queuedAt));
  return row?.total ?? 0;
}

/** For the owner: confirmed and unconfirmed watches, alerts queued since `since`, and alerts waiting. */
export async function offerAlertCounts(since: Date): Promise<AlertCounts> {
  const { confirmed, unconfirmed } = await offerWatchCounts();
  const [sent] = await db().select({ total: count() }).from(offerAlerts).where(gte(offerAlerts.queuedAt, since));
  return { active: confirmed, unconfirmed, sent: sent?.total ?? 0, waiting: await offerAlertsWaiting() };
}
