import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { randomLinkKey } from "./link-key";
import { outbox } from "./email";

export type SubscriberSource = "section" | "popup";
/**
 * `pending` waits for the confirmation link (double opt-in); `active` receives the newsletter.
 * Unsubscribing deletes the row, so `unsubscribed` is only found on rows kept from before that.
 */
export type SubscriberStatus = "pending" | "active" | "unsubscribed";

/**
 * The newsletter list, and each subscriber's consent record: when (created_at) and from which
 * form (source) they subscribed, the consent wording, and when they confirmed (double opt-in).
 * Addresses are stored trimmed and lower-cased, so the unique key is case-insensitive.
 */
export const subscribers = pgTable(
  "subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    source: text("source").$type<SubscriberSource>().notNull(),
    /** Which wording of the consent line the visitor agreed to (see app/newsletter/consent.ts). */
    consentVersion: text("consent_version").notNull(),
    status: text("status").$type<SubscriberStatus>().notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** When the confirmation link was followed; null for a subscription made without double opt-in. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The last confirmation email, for the resend limit and the clean-up of unconfirmed rows. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    /**
     * A random value every signed link for this row carries (issue 29): a link made for another
     * row that once had the same id (a restore, a guessed id) opens nothing here.
     */
    linkKey: text("link_key").notNull().default(randomLinkKey),
    /** Rows from before link keys: links already emailed (the id alone) keep working for them only. */
    legacyLinks: boolean("legacy_links").notNull().default(false),
  },
  (table) => [
    check("subscribers_source", sql`${table.source} in ('section', 'popup')`),
    check("subscribers_status", sql`${table.status} in ('pending', 'active', 'unsubscribed')`),
    index("subscribers_created_at_idx").on(table.createdAt),
  ],
);

/**
 * How many people unsubscribed on each business day (New York). Unsubscribing erases the
 * subscriber, so this count, without any address, is what the owner keeps of it.
 */
export const newsletterUnsubscribes = pgTable("newsletter_unsubscribes", {
  day: text("day").primaryKey(),
  count: integer("count").notNull().default(0),
});

export type IssueStatus = "draft" | "sending" | "sent";

/** A newsletter issue the owner writes in markdown and sends to every active subscriber. */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: serial("id").primaryKey(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: text("status").$type<IssueStatus>().notNull().default("draft"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [check("newsletter_issues_status", sql`${table.status} in ('draft', 'sending', 'sent')`)],
);

/**
 * One row per recipient of an issue, made when the owner presses Send. The unique pair is what
 * makes a send exactly-once: a row moves from pending to its outbox message in one transaction.
 */
export const newsletterSends = pgTable(
  "newsletter_sends",
  {
    id: serial("id").primaryKey(),
    issueId: integer("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    /** Set when the message is written to the outbox; null while the send waits its turn. */
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
  },
  (table) => [
    unique("newsletter_sends_issue_subscriber").on(table.issueId, table.subscriberId),
    index("newsletter_sends_pending_idx").on(table.issueId, table.queuedAt),
  ],
);
