import type PgBoss from "pg-boss";
import type { Logger } from "pino";
import { awardWatchesSwitchedOn } from "~/award-watches/offer-setting.server";
import { awardSeatEmail } from "~/award-watches/seat-email";
import { matchingSeats } from "~/award-watches/seat-matches";
import { awardWatchStopUrl } from "~/award-watches/stop-link.server";
import {
  awardSeatsWaiting,
  markWatchesChecked,
  peekWaitingSeats,
  queueSeatEmails,
  recordSeats,
  watchesDue,
  type DueWatch,
} from "~/award-watches/watches.server";
import { awardSearchConfig } from "~/chat/config.server";
import { searchCachedAwards } from "~/chat/seats-aero.server";
import type { TripQuery } from "~/chat/trip";
import { businessTimeZone } from "~/config/business";
import { oneClickHeaders } from "~/email/one-click";
import { queueAlertBatch } from "~/newsletter/send-job.server";
import { businessDay } from "~/lib/calendar-day";
import { logger } from "~/observability/logger.server";
import { readCatalog } from "~/points/catalog.server";
import { claimPaidCall } from "~/security/paid-calls.server";
import { loadWallet } from "~/wallet/wallet-store.server";
import { programName, transfersTo, walletReach, type WalletReach } from "./award-watch-reach";

export { awardSeatsWaiting };

export const awardWatchQueue = "award-watches";
/** Early morning in the business time zone: the day's seats reach inboxes before people book. */
export const awardWatchCron = "30 6 * * *";
/** What one run did, for the log and the tests: calls made against the budget, and why it stopped. */
export interface AwardWatchRun {
  skipped?: "no-key" | "switched-off";
  watches: number;
  /** Distinct route, cabin and dates: one provider call each. */
  groups: number;
  calls: number;
  /** Groups left unchecked because the daily budget refused the call. */
  unchecked: number;
  seatsAdded: number;
}

const groupKey = (watch: DueWatch) =>
  [watch.origin.join(","), watch.destination.join(","), watch.cabin, watch.startDate, watch.endDate].join("|");

function tripOf(watch: DueWatch, today: string): TripQuery {
  return {
    origin: { label: watch.origin.join("/"), codes: watch.origin },
    destination: { label: watch.destination.join("/"), codes: watch.destination },
    // Days already past are not worth asking for; the group's later days are the same for every watch in it.
    dates: { start: watch.startDate < today ? today : watch.startDate, end: watch.endDate },
    cabin: watch.cabin,
    passengers: 1,
    nonstop: false,
  };
}

async function reachOf(accountId: number, cache: Map<number, WalletReach>): Promise<WalletReach> {
  let reach = cache.get(accountId);
  if (!reach) {
    reach = walletReach(await loadWallet(accountId), await readCatalog());
    cache.set(accountId, reach);
  }
  return reach;
}

/**
 * Moves up to `limit` waiting seats to the outbox, each email naming the visitor's currencies that
 * transfer to the seat's program today. The wallets are read before the batch's transaction (the
 * embedded database has one connection). Returns how many were moved.
 */
async function queueNextSeats(limit: number, now: Date): Promise<number> {
  const next = await peekWaitingSeats(limit);
  if (next.length === 0) return 0;
  const catalog = await readCatalog();
  const reaches = new Map<number, WalletReach>();
  for (const { accountId } of next) await reachOf(accountId, reaches);
  return queueSeatEmails(
    next.map((seat) => seat.seatId),
    now,
    (seat) => {
      const stopUrl = awardWatchStopUrl(seat.watch);
      const email = awardSeatEmail({
        ...seat,
        route: seat.watch.route,
        cabin: seat.watch.cabin,
        program: programName(seat.program),
        transfers: transfersTo(seat.program, reaches.get(seat.accountId)!, catalog),
        stopUrl,
      });
      return { kind: "award-seat", to: seat.email, ...email, headers: oneClickHeaders(stopUrl) };
    },
  );
}

/** One batch of award-seat emails into the outbox (for the newsletter's rate-limited chain); returns how many still wait. */
export async function sendAwardSeatBatch(limit: number, now = new Date()): Promise<number> {
  await queueNextSeats(limit, now);
  return awardSeatsWaiting();
}

/**
 * The daily run: one cached search per distinct route, cabin and dates of the watches still
 * running, each call claimed against the watches' own daily budget first; at a refusal the run
 * stops asking. New seats are kept once per watch (the table's unique key, whichever instance
 * inserts first), then emailed. Ended watches are left for retention to delete.
 */
export async function runAwardWatches(now = new Date(), log: Logger = logger()): Promise<AwardWatchRun> {
  const run: AwardWatchRun = { watches: 0, groups: 0, calls: 0, unchecked: 0, seatsAdded: 0 };
  const config = awardSearchConfig();
  if (!config) return { ...run, skipped: "no-key" };
  if (!(await awardWatchesSwitchedOn())) return { ...run, skipped: "switched-off" };
  const today = businessDay(now);
  const watches = await watchesDue(today);
  const groups = new Map<string, DueWatch[]>();
  for (const watch of watches) groups.set(groupKey(watch), [...(groups.get(groupKey(watch)) ?? []), watch]);
  Object.assign(run, { watches: watches.length, groups: groups.size });
  const reaches = new Map<number, WalletReach>();
  let remaining = groups.size;
  for (const group of groups.values()) {
    if (!(await claimPaidCall("seats-aero-watches", now))) {
      run.unchecked = remaining;
      log.warn({ unchecked: remaining, calls: run.calls }, "award watches: daily budget reached, the rest wait for tomorrow");
      break;
    }
    remaining--;
    run.calls++;
    const outcome = await searchCachedAwards(tripOf(group[0]!, today), config);
    if (!outcome.ok) {
      log.warn({ problem: outcome.problem }, "award watches: the provider gave no results");
      if (outcome.problem === "unauthorized" || outcome.problem === "rate-limited") {
        run.unchecked = remaining;
        break;
      }
      continue;
    }
    for (const watch of group) {
      const reachable = watch.onlyReachable ? (await reachOf(watch.accountId, reaches)).programs : undefined;
      run.seatsAdded += await recordSeats(watch.id, matchingSeats(outcome.records, watch, reachable), now);
    }
    await markWatchesChecked(
      group.map((watch) => watch.id),
      now,
    );
  }
  // The emails go through the alerts' chain, at the newsletter's rate (decision 084).
  if (run.seatsAdded > 0) await queueAlertBatch();
  return run;
}

/** The leading worker runs it once a day at the schedule's time in the business time zone. */
export async function startAwardWatches(boss: PgBoss, log: Logger): Promise<void> {
  await boss.createQueue(awardWatchQueue);
  await boss.schedule(awardWatchQueue, awardWatchCron, undefined, { tz: businessTimeZone });
  await boss.work(awardWatchQueue, { pollingIntervalSeconds: 60 }, async () => {
    const run = await runAwardWatches(new Date(), log);
    log.info(run, "award watches checked");
  });
}
