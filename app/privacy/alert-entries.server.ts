import { and, getTableColumns, inArray, isNull, lt } from "drizzle-orm";
import { awardWatches, awardWatchSeats, balanceReminders, offerAlerts, offerWatches } from "~/db/schema";
import { businessDay } from "~/lib/calendar-day";
import { accountOf } from "./account-entries.server";
import { deleteFoundRows, deleteStaleRows, sameAddress, type PersonalDataEntry, type Tx } from "./map-entry.server";
import { cutoff } from "./retention-settings";

/*
 * The reader's alerts in the personal-data map (issue 32): card-offer watches (by address, an
 * account's or a confirmed stranger's), balance reminders sent and award-space watches (an
 * account's). Alerts sent hang off their watch and are found through it.
 */

/** A watch's key for its one-click links is no one's business, not even in the export. */
const { linkKey: _offerKey, ...offerWatchColumns } = getTableColumns(offerWatches);
const { linkKey: _awardKey, ...awardWatchColumns } = getTableColumns(awardWatches);

/** Unconfirmed "tell me when" requests are deleted after this many days (the link asks for a click at once). */
export const unconfirmedWatchDays = 7;
/** An award watch past its last date is kept this long for its seats' record, then deleted. */
export const endedAwardWatchDays = 30;

const offerWatchesOf = (tx: Tx, address: string) =>
  tx.select({ id: offerWatches.id }).from(offerWatches).where(sameAddress(offerWatches.email, address));
const awardWatchesOf = (tx: Tx, address: string) =>
  tx
    .select({ id: awardWatches.id })
    .from(awardWatches)
    .where(inArray(awardWatches.accountId, accountOf(tx, address)));

export const offerAlertsEntry: PersonalDataEntry = {
  name: "offer_alerts",
  table: offerAlerts,
  label: "Card-offer alerts sent",
  about: "Which changes of a card's welcome bonus the address was emailed about, and when each email was queued.",
  onErase: "Deleted with the watch.",
  onExpiry: "Kept as long as the watch.",
  shown: ["id", "watchId", "historyId", "createdAt", "queuedAt"],
  find: (tx, address, limit) =>
    tx
      .select()
      .from(offerAlerts)
      .where(inArray(offerAlerts.watchId, offerWatchesOf(tx, address)))
      .orderBy(offerAlerts.id)
      .limit(limit),
  erase: deleteFoundRows(offerAlerts),
};

export const offerWatchesEntry: PersonalDataEntry = {
  name: "offer_watches",
  table: offerWatches,
  label: "Card-offer watches",
  about: "The cards whose welcome bonus the address asked to hear about, the amount asked for, and whether the request was confirmed.",
  onErase: "Deleted.",
  onExpiry: `Kept until turned off; a request never confirmed is deleted after ${unconfirmedWatchDays} days.`,
  shown: ["id", "dealId", "threshold", "createdAt", "confirmedAt"],
  find: (tx, address, limit) =>
    tx.select(offerWatchColumns).from(offerWatches).where(sameAddress(offerWatches.email, address)).orderBy(offerWatches.id).limit(limit),
  erase: deleteFoundRows(offerWatches),
  expire: deleteStaleRows(offerWatches, (now) =>
    and(isNull(offerWatches.confirmedAt), lt(offerWatches.createdAt, cutoff(now, unconfirmedWatchDays, "days"))),
  ),
};

export const balanceRemindersEntry: PersonalDataEntry = {
  name: "balance_reminders",
  table: balanceReminders,
  label: "Balance reminders sent",
  about: "The expiry reminders emailed for the wallet's balances: which balance, its expiry day and how many days before it.",
  onErase: "Deleted with the account.",
  onExpiry: "Kept as long as the balance and the account.",
  shown: ["id", "balanceId", "expiresOn", "daysBefore", "createdAt"],
  find: (tx, address, limit) =>
    tx
      .select()
      .from(balanceReminders)
      .where(inArray(balanceReminders.accountId, accountOf(tx, address)))
      .orderBy(balanceReminders.id)
      .limit(limit),
  erase: deleteFoundRows(balanceReminders),
};

export const awardSeatsEntry: PersonalDataEntry = {
  name: "award_watch_seats",
  table: awardWatchSeats,
  label: "Award seats emailed",
  about: "The award seats an award-space watch found and emailed: program, date, miles, taxes and when the provider saw them.",
  onErase: "Deleted with the watch.",
  onExpiry: "Kept as long as the watch.",
  shown: ["id", "watchId", "program", "flightDate", "miles", "createdAt"],
  find: (tx, address, limit) =>
    tx
      .select()
      .from(awardWatchSeats)
      .where(inArray(awardWatchSeats.watchId, awardWatchesOf(tx, address)))
      .orderBy(awardWatchSeats.id)
      .limit(limit),
  erase: deleteFoundRows(awardWatchSeats),
};

export const awardWatchesEntry: PersonalDataEntry = {
  name: "award_watches",
  table: awardWatches,
  label: "Award-space watches",
  about:
    "The routes the account watches for award seats: airports, cabin, dates, the most miles and whether only programs the wallet reaches count.",
  onErase: "Deleted with the account.",
  onExpiry: `Deleted ${endedAwardWatchDays} days after the watch's last date.`,
  shown: ["id", "origin", "destination", "cabin", "startDate", "endDate", "maxMiles"],
  find: (tx, address, limit) =>
    tx
      .select(awardWatchColumns)
      .from(awardWatches)
      .where(inArray(awardWatches.accountId, accountOf(tx, address)))
      .orderBy(awardWatches.id)
      .limit(limit),
  erase: deleteFoundRows(awardWatches),
  expire: deleteStaleRows(awardWatches, (now) => lt(awardWatches.endDate, businessDay(cutoff(now, endedAwardWatchDays, "days")))),
};

/** In erase order: what was sent before the watch it hangs off. */
export const alertEntries: readonly PersonalDataEntry[] = [
  offerAlertsEntry,
  offerWatchesEntry,
  balanceRemindersEntry,
  awardSeatsEntry,
  awardWatchesEntry,
];
