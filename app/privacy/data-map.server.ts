import { and, eq, getTableColumns, inArray, isNotNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  adminAuditEntries,
  adminLinkTokens,
  alertChoices,
  bonusAlerts,
  conciergeRequests,
  newsletterSends,
  outbox,
  privacyLinks,
  privacyRequests,
  rateLimits,
  strategyBookings,
  subscribers,
} from "~/db/schema";
import { auditPersonDigest } from "~/security/person-digest.server";
import { suppress } from "~/security/suppression.server";
import { mentionPattern } from "~/lib/email-address";
import { alertEntries } from "./alert-entries.server";
import { accountEntry, codesEntry, passkeysEntry, sessionsEntry, walletEntries } from "./account-entries.server";
import { cutoff } from "./retention-settings";
import { erasedText, ids, idsWhere, sameAddress, type PersonalDataEntry, type Tx } from "./map-entry.server";

export { erasedText, type PersonalDataEntry, type Row, type Tx } from "./map-entry.server";

/*
 * THE personal-data map: every table that holds personal data, and per table how its rows about
 * one address are found, exported, erased or anonymised, and expired at the end of their
 * retention. Find, export, erase and the daily retention job all walk this one list, so a new
 * table joins by adding one entry here (or a line in `noPersonalData` saying why it holds none);
 * `data-map.server.test.ts` fails for a table in neither.
 */

/** The address typed inside a free-text column, not as part of a longer address (the cheap substring test first). */
const mentions = (column: AnyPgColumn | SQL, address: string) =>
  sql`(strpos(lower(${column}::text), ${address}) > 0 and ${column}::text ~* ${mentionPattern(address)})`;

/** A table's columns but the random key its emailed links are bound to: half a link is no one's business. */
function withoutLinkKey<T extends typeof subscribers | typeof strategyBookings>(table: T) {
  const { linkKey: _key, ...columns } = getTableColumns(table);
  return columns;
}
/** Whether an address column of the row holds exactly the address. */
const addressed = (value: unknown, address: string) => String(value).trim().toLowerCase() === address;

/** The address replaced wherever it was typed, whatever its letter case. */
export function redactAddress(text: string, address: string): string {
  return address ? text.replace(new RegExp(mentionPattern(address), "gi"), "[erased address]") : text;
}

const conciergeAnonymised = (id: number, now: Date) => ({
  name: erasedText,
  email: "",
  phone: "",
  travelDates: "",
  fromDestination: "",
  toDestination: "",
  pointsList: "",
  privateNotes: "",
  walletSnapshot: null,
  submissionKey: `erased-${id}`,
  updatedAt: now,
});

const conciergeFreeText = ["name", "travelDates", "fromDestination", "toDestination", "pointsList", "privateNotes"] as const;

const concierge: PersonalDataEntry = {
  name: "concierge_requests",
  table: conciergeRequests,
  label: "Concierge requests",
  about:
    "Points Booking Concierge requests: the name, email, phone, trip and points balances sent with the form, the wallet when the visitor chose to attach it, the quote shown, its status and the owner's private notes. Also requests in which the address was typed into a free-text field.",
  onErase:
    "The requester's own requests keep only their number, dates, status, passengers, class, stops and quoted price (for accounting); name, email, phone, trip, points and notes are replaced and the attached wallet removed. In someone else's request, only the typed address is replaced.",
  onExpiry: "Closed requests are anonymised the same way once their last change is older than the retention period.",
  shown: ["id", "createdAt", "status", "name", "email", "phone", "fromDestination", "toDestination", "travelDates"],
  isOwn: (row, address) => addressed(row.email, address),
  async find(tx, address, limit) {
    const free = conciergeFreeText.map((key) => mentions(conciergeRequests[key], address));
    return tx
      .select()
      .from(conciergeRequests)
      .where(or(sameAddress(conciergeRequests.email, address), ...free))
      .orderBy(conciergeRequests.id)
      .limit(limit);
  },
  async erase(tx, rows, { address, now }) {
    for (const row of rows) {
      const own = addressed(row.email, address);
      const id = row.id as number;
      const change = own
        ? conciergeAnonymised(id, now)
        : { ...Object.fromEntries(conciergeFreeText.map((key) => [key, redactAddress(String(row[key]), address)])), updatedAt: now };
      await tx.update(conciergeRequests).set(change).where(eq(conciergeRequests.id, id));
    }
    return rows.length;
  },
  async expire(tx, now, settings, limit) {
    const old = and(
      eq(conciergeRequests.status, "closed"),
      lt(conciergeRequests.updatedAt, cutoff(now, settings.conciergeMonths, "months")),
      ne(conciergeRequests.name, erasedText),
    );
    const found = await idsWhere(tx, conciergeRequests, old, limit);
    for (const id of found) await tx.update(conciergeRequests).set(conciergeAnonymised(id, now)).where(eq(conciergeRequests.id, id));
    return found.length;
  },
};

const bookingAnonymised = (now: Date) => ({
  firstName: erasedText,
  lastName: "",
  email: "",
  phone: "",
  walletSnapshot: null,
  updatedAt: now,
});

const bookings: PersonalDataEntry = {
  name: "strategy_bookings",
  table: strategyBookings,
  label: "Strategy-session bookings",
  about:
    "Points Strategy Session bookings: the slot, the name, email and phone given, the wallet when the visitor chose to attach it, and the booking's status and payment.",
  onErase:
    "A paid booking keeps its slot, status, payment status and Stripe payment reference (for accounting) with name, email and phone replaced and the attached wallet removed; an unpaid one is deleted, which frees its slot.",
  onExpiry: "Bookings whose slot is older than the retention period are treated the same way: paid ones anonymised, unpaid ones deleted.",
  shown: ["id", "slotStart", "status", "paymentStatus", "firstName", "lastName", "email", "phone"],
  async find(tx, address, limit) {
    return tx
      .select(withoutLinkKey(strategyBookings))
      .from(strategyBookings)
      .where(sameAddress(strategyBookings.email, address))
      .orderBy(strategyBookings.id)
      .limit(limit);
  },
  async erase(tx, rows, { now }) {
    const paid = rows.filter((row) => row.paymentStatus === "paid");
    const unpaid = rows.filter((row) => row.paymentStatus !== "paid");
    if (paid.length)
      await tx
        .update(strategyBookings)
        .set(bookingAnonymised(now))
        .where(inArray(strategyBookings.id, ids(paid)));
    if (unpaid.length) await tx.delete(strategyBookings).where(inArray(strategyBookings.id, ids(unpaid)));
    return rows.length;
  },
  async expire(tx, now, settings, limit) {
    const past = lt(strategyBookings.slotStart, cutoff(now, settings.bookingMonths, "months"));
    const deleted = await idsWhere(tx, strategyBookings, and(past, ne(strategyBookings.paymentStatus, "paid")), limit);
    if (deleted.length) await tx.delete(strategyBookings).where(inArray(strategyBookings.id, deleted));
    const paid = and(past, eq(strategyBookings.paymentStatus, "paid"), ne(strategyBookings.firstName, erasedText));
    const anonymised = await idsWhere(tx, strategyBookings, paid, limit);
    if (anonymised.length) await tx.update(strategyBookings).set(bookingAnonymised(now)).where(inArray(strategyBookings.id, anonymised));
    return deleted.length + anonymised.length;
  },
};

const subscriberEntry: PersonalDataEntry = {
  name: "subscribers",
  table: subscribers,
  label: "Newsletter subscription",
  about: "The newsletter subscription: the address, which form it came from, the consent wording agreed to, status and dates.",
  onErase:
    "Deleted (with its send records); the address is kept only as a keyed hash in the suppression list, so the site can refuse to add it again.",
  onExpiry:
    "Subscriptions never confirmed (double opt-in) are deleted the set number of days after their last confirmation email; active ones are kept until they unsubscribe or are erased.",
  shown: ["id", "email", "status", "source", "consentVersion", "createdAt", "unsubscribedAt"],
  async find(tx, address, limit) {
    return tx
      .select(withoutLinkKey(subscribers))
      .from(subscribers)
      .where(sameAddress(subscribers.email, address))
      .orderBy(subscribers.id)
      .limit(limit);
  },
  async erase(tx, rows) {
    if (rows.length) await tx.delete(subscribers).where(inArray(subscribers.id, ids(rows)));
    return rows.length;
  },
  // Counted from the last confirmation email, so asking again restarts the period (the link is valid as long).
  async expire(tx, now, settings, limit) {
    const sentAt = sql`coalesce(${subscribers.confirmationSentAt}, ${subscribers.createdAt})`;
    const unconfirmed = and(eq(subscribers.status, "pending"), lt(sentAt, cutoff(now, settings.pendingSubscriptionDays, "days")));
    const found = await idsWhere(tx, subscribers, unconfirmed, limit);
    if (found.length) await tx.delete(subscribers).where(inArray(subscribers.id, found));
    // Rows left 'unsubscribed' by the site before unsubscribing erased them (decision 046): only
    // code with the app secret can write their suppression hash, so this job finishes them.
    const left = await tx
      .select({ id: subscribers.id, email: subscribers.email })
      .from(subscribers)
      .where(eq(subscribers.status, "unsubscribed"))
      .limit(limit);
    for (const row of left) await suppress(tx, row.email, now);
    if (left.length) await tx.delete(subscribers).where(inArray(subscribers.id, ids(left)));
    return found.length + left.length;
  },
};

const sends: PersonalDataEntry = {
  name: "newsletter_sends",
  table: newsletterSends,
  label: "Newsletter issues sent",
  about: "Which newsletter issues were sent to the subscription, and when each was queued.",
  onErase: "Deleted with the subscription.",
  onExpiry: "Kept as long as the subscription.",
  shown: ["id", "issueId", "queuedAt", "outboxId"],
  async find(tx, address, limit) {
    const theirs = tx.select({ id: subscribers.id }).from(subscribers).where(sameAddress(subscribers.email, address));
    return tx.select().from(newsletterSends).where(inArray(newsletterSends.subscriberId, theirs)).orderBy(newsletterSends.id).limit(limit);
  },
  async erase(tx, rows) {
    if (rows.length) await tx.delete(newsletterSends).where(inArray(newsletterSends.id, ids(rows)));
    return rows.length;
  },
};

const outboxScrubbed = {
  sealedSecrets: null,
  subject: erasedText,
  textBody: "",
  htmlBody: "",
  headers: {},
  attachments: [],
};

const outboxEntry: PersonalDataEntry = {
  name: "outbox",
  table: outbox,
  label: "Emails",
  about:
    "Every email the site wrote to the address, and every email about it (such as the owner's notification of a new request): recipient, subject, bodies, attachments and delivery status.",
  onErase:
    "Subject, bodies, headers and attachments are removed; the recipient is replaced when it was the address (the owner's copy keeps the owner's address). A message not yet sent is stopped.",
  onExpiry:
    "Subject, bodies, headers, attachments and recipient are removed once the message was delivered (or finally failed) longer ago than the retention period.",
  shown: ["id", "createdAt", "kind", "toAddress", "subject", "status"],
  // An email to someone else (the owner's notification of a request) only mentions the address.
  isOwn: (row, address) => addressed(row.toAddress, address),
  async find(tx, address, limit) {
    const where = or(
      sameAddress(outbox.toAddress, address),
      mentions(outbox.subject, address),
      mentions(outbox.textBody, address),
      mentions(outbox.htmlBody, address),
      mentions(sql`${outbox.headers}`, address),
      mentions(sql`${outbox.attachments}`, address),
      mentions(outbox.lastError, address),
    );
    // Not the sealed link values: nobody reading an export or the admin may hold a live link.
    const { sealedSecrets: _sealed, ...columns } = getTableColumns(outbox);
    return tx.select(columns).from(outbox).where(where).orderBy(outbox.id).limit(limit);
  },
  async erase(tx, rows, { address, now }) {
    for (const row of rows) {
      const toThem = addressed(row.toAddress, address);
      const stopped = row.status === "queued";
      await tx
        .update(outbox)
        .set({
          ...outboxScrubbed,
          toAddress: toThem ? erasedText : redactAddress(String(row.toAddress), address),
          status: stopped ? "failed" : (row.status as "sent" | "failed"),
          lastError: stopped ? "Erased before it was sent" : row.lastError === null ? null : redactAddress(String(row.lastError), address),
          updatedAt: now,
        })
        .where(eq(outbox.id, row.id as number));
    }
    return rows.length;
  },
  async expire(tx, now, settings, limit) {
    const before = cutoff(now, settings.outboxDays, "days");
    const old = and(
      ne(outbox.subject, erasedText),
      or(and(eq(outbox.status, "sent"), lt(outbox.sentAt, before)), and(eq(outbox.status, "failed"), lt(outbox.updatedAt, before))),
    );
    const found = await idsWhere(tx, outbox, old, limit);
    if (found.length)
      await tx
        .update(outbox)
        .set({ ...outboxScrubbed, toAddress: erasedText, lastError: null })
        .where(inArray(outbox.id, found));
    return found.length;
  },
};

const audit: PersonalDataEntry = {
  name: "admin_audit_entries",
  table: adminAuditEntries,
  label: "Admin audit log",
  about:
    "Entries of the admin's audit log that name the address (failed sign-ins tried with it, with the client address; exports of its data; test emails sent to it). The log holds the address only masked (a***@example.com) and as a keyed digest, which is how these were found.",
  onErase:
    "Nothing to rewrite: the entry holds the address only masked and as a keyed digest. The log is append-only (a database trigger refuses changes).",
  onExpiry: "A failed sign-in's entry (masked email, digest, client address) is deleted once it is older than the retention period.",
  shown: ["id", "at", "kind", "summary", "ip"],
  // The site's record of what admins did and who tried to sign in: never the person's own row.
  isOwn: () => false,
  keptOnErase: true,
  async find(tx, address, limit) {
    const where = sql`${auditPersonDigest(address)} = any(${adminAuditEntries.personHashes})`;
    return tx.select().from(adminAuditEntries).where(where).orderBy(adminAuditEntries.id).limit(limit);
  },
  async erase() {
    return 0;
  },
  async expire(tx, now, settings, limit) {
    const old = and(
      eq(adminAuditEntries.kind, "sign-in-failed"),
      lt(adminAuditEntries.at, cutoff(now, settings.failedSignInMonths, "months")),
    );
    const found = await idsWhere(tx, adminAuditEntries, old, limit);
    if (found.length) {
      // The one delete the append-only trigger allows: marked as the retention job's, in its transaction.
      await tx.execute(sql`select set_config('pointwise.audit_retention', 'on', true)`);
      await tx.delete(adminAuditEntries).where(inArray(adminAuditEntries.id, found));
    }
    return found.length;
  },
};

const limits: PersonalDataEntry = {
  name: "rate_limits",
  table: rateLimits,
  label: "Rate-limit records",
  about: "Counters that slow down repeated form posts; a counter's key can name the address it counted.",
  onErase: "Deleted.",
  onExpiry: "Deleted once the counter's window closed longer ago than the retention period.",
  shown: ["key", "count", "resetAt"],
  recordKey: "key",
  async find(tx, address, limit) {
    return tx.select().from(rateLimits).where(mentions(rateLimits.key, address)).orderBy(rateLimits.key).limit(limit);
  },
  async erase(tx, rows) {
    const keys = rows.map((row) => row.key as string);
    if (keys.length) await tx.delete(rateLimits).where(inArray(rateLimits.key, keys));
    return keys.length;
  },
  async expire(tx, now, settings, limit) {
    const old = tx
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(lt(rateLimits.resetAt, cutoff(now, settings.rateLimitDays, "days")))
      .limit(limit);
    const removed = await tx.delete(rateLimits).where(inArray(rateLimits.key, old)).returning({ key: rateLimits.key });
    return removed.length;
  },
};

const links: PersonalDataEntry = {
  name: "privacy_links",
  table: privacyLinks,
  label: "Self-service links",
  about: "Links sent to the address from the 'Your data' page: when each was asked for, when it expires and whether it was used.",
  onErase: "Deleted.",
  onExpiry: "Deleted once expired (24 hours after being sent).",
  shown: ["id", "createdAt", "expiresAt", "usedAt"],
  async find(tx, address, limit) {
    // Not the token's hash: the export and the admin have no use for it.
    const { tokenHash: _hash, ...columns } = getTableColumns(privacyLinks);
    return tx.select(columns).from(privacyLinks).where(sameAddress(privacyLinks.email, address)).orderBy(privacyLinks.id).limit(limit);
  },
  async erase(tx, rows) {
    if (rows.length) await tx.delete(privacyLinks).where(inArray(privacyLinks.id, ids(rows)));
    return rows.length;
  },
  async expire(tx, now, _settings, limit) {
    const found = await idsWhere(tx, privacyLinks, lt(privacyLinks.expiresAt, now), limit);
    if (found.length) await tx.delete(privacyLinks).where(inArray(privacyLinks.id, found));
    return found.length;
  },
};

/** The rows of a table that belong to the subscription of `address`, through its subscriber id. */
function subscriptionRows(tx: Tx, table: typeof alertChoices | typeof bonusAlerts, address: string, limit: number) {
  const theirs = tx.select({ id: subscribers.id }).from(subscribers).where(sameAddress(subscribers.email, address));
  return tx.select().from(table).where(inArray(table.subscriberId, theirs)).orderBy(table.id).limit(limit);
}

const choices: PersonalDataEntry = {
  name: "alert_choices",
  table: alertChoices,
  label: "Transfer-bonus alert choices",
  about: "The currencies and programs the subscription asked to be emailed about when a transfer bonus starts.",
  onErase: "Deleted with the subscription.",
  onExpiry: "Kept as long as the subscription.",
  shown: ["id", "kind", "refId", "createdAt"],
  find: (tx, address, limit) => subscriptionRows(tx, alertChoices, address, limit),
  async erase(tx, rows) {
    if (rows.length) await tx.delete(alertChoices).where(inArray(alertChoices.id, ids(rows)));
    return rows.length;
  },
};

const alerts: PersonalDataEntry = {
  name: "bonus_alerts",
  table: bonusAlerts,
  label: "Transfer-bonus alerts sent",
  about: "Which transfer bonuses the subscription was emailed about, and when each alert was queued.",
  onErase: "Deleted with the subscription.",
  onExpiry: "Kept as long as the subscription.",
  shown: ["id", "bonusId", "startDate", "createdAt", "queuedAt", "outboxId"],
  find: (tx, address, limit) => subscriptionRows(tx, bonusAlerts, address, limit),
  async erase(tx, rows) {
    if (rows.length) await tx.delete(bonusAlerts).where(inArray(bonusAlerts.id, ids(rows)));
    return rows.length;
  },
};

const invitations: PersonalDataEntry = {
  name: "admin_link_tokens",
  table: adminLinkTokens,
  label: "Admin invitations",
  about: "Invitations to become an admin sent to the address: when each was sent, by whom, when it expires and whether it was used.",
  onErase: "Deleted.",
  onExpiry: "Deleted once used or expired (an invitation lasts 7 days, a password reset 30 minutes).",
  shown: ["id", "kind", "invitedBy", "createdAt", "expiresAt", "usedAt"],
  async find(tx, address, limit) {
    // Not the secret's hash: the export and the admin have no use for it.
    const { secretHash: _hash, ...columns } = getTableColumns(adminLinkTokens);
    return tx
      .select(columns)
      .from(adminLinkTokens)
      .where(sameAddress(adminLinkTokens.email, address))
      .orderBy(adminLinkTokens.id)
      .limit(limit);
  },
  async erase(tx, rows) {
    if (rows.length) await tx.delete(adminLinkTokens).where(inArray(adminLinkTokens.id, ids(rows)));
    return rows.length;
  },
  async expire(tx, now, _settings, limit) {
    const spent = or(lt(adminLinkTokens.expiresAt, now), isNotNull(adminLinkTokens.usedAt));
    const found = await idsWhere(tx, adminLinkTokens, spent, limit);
    if (found.length) await tx.delete(adminLinkTokens).where(inArray(adminLinkTokens.id, found));
    return found.length;
  },
};

const requests: PersonalDataEntry = {
  name: "privacy_requests",
  table: privacyRequests,
  label: "Erasure requests",
  about: "Erasure requests made from a self-service link, and whether they were carried out.",
  onErase: "Marked as carried out; the address is removed and only the dates stay, as the record that the request was honoured.",
  onExpiry: "Carried-out requests keep no address, so they are kept.",
  shown: ["id", "requestedAt", "status"],
  async find(tx, address, limit) {
    return tx.select().from(privacyRequests).where(sameAddress(privacyRequests.email, address)).orderBy(privacyRequests.id).limit(limit);
  },
  async erase(tx, rows, { now, by }) {
    if (rows.length) {
      await tx
        .update(privacyRequests)
        .set({ email: "", status: "erased", completedAt: now, completedBy: by })
        .where(inArray(privacyRequests.id, ids(rows)));
    }
    return rows.length;
  },
};

/**
 * In erase order: rows that point at others go first (a subscriber's sends before the
 * subscriber), and the request being completed goes last.
 */
export const personalDataMap: readonly PersonalDataEntry[] = [
  concierge,
  bookings,
  sends,
  choices,
  alerts,
  subscriberEntry,
  outboxEntry,
  audit,
  limits,
  links,
  invitations,
  ...alertEntries,
  ...walletEntries,
  passkeysEntry,
  sessionsEntry,
  accountEntry,
  codesEntry,
  requests,
];

/** Every other table, with why it holds no personal data (or none this tool should touch). */
export const noPersonalData: Readonly<Record<string, string>> = {
  admins: "The site's own admin accounts; managed with the admin commands, not erased here.",
  admin_factors: "An admin's second factors (names, sealed app keys, passkey public keys); removed with the admin commands.",
  admin_recovery_codes: "Hashes of an admin's recovery codes.",
  admin_sessions: "An admin's sessions (with the browser's description); deleted when they expire or are signed out.",
  admin_second_steps:
    "A pending second step after a right password: a hashed random id and the admin; deleted when used, and expired ones when the next sign-in starts.",
  deals: "The owner's deal pages.",
  deal_offer_history: "Each deal's offers over time and their sources; the admin who recorded one is the site's own account.",
  points_currencies: "The points currencies the site describes.",
  points_programs: "The airline and hotel programs the site describes.",
  transfer_partners: "Which currency transfers to which program, at what ratio.",
  bonus_alert_checks: "Which transfer bonuses have been checked for alerts, and how many were sent.",
  point_values: "The owner's value per point of each currency and program.",
  issuer_rules: "Card issuers' application rules and their sources.",
  referral_clicks: "Counts per deal and day; nothing about who clicked.",
  newsletter_unsubscribes: "How many unsubscribed each day; no addresses.",
  content_seeds: "Which built-in content was added once.",
  settings: "Site configuration: the owner's notification address, generated secrets, these retention settings.",
  insight_page_views: "Counts per page and day.",
  insight_referrers: "Counts per referring host and day.",
  insight_events: "Counts per event and day.",
  flight_search_tally: "Counts per route and day; never the visitor's words.",
  paid_service_calls: "Calls to each paid outside service per day; nothing about who caused them.",
  transfer_bonuses: "Published transfer bonuses.",
  transfer_bonus_runs: "Scraper runs and their results.",
  newsletter_issues: "The owner's newsletter issues.",
  strategy_blocks: "Days and slots the owner keeps free.",
  stripe_events: "Stripe event ids already handled.",
  privacy_suppressions: "Keyed hashes only: nobody without the app secret can read or test an address against them.",
  privacy_retention_runs: "When the retention job ran and how many rows it touched.",
};
