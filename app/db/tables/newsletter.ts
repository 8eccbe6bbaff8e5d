import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { outbox } from "./email";

export type SubscriberSource = "section" | "popup";
export type SubscriberStatus = "active" | "unsubscribed";

/** The newsletter list. Addresses are stored trimmed and lower-cased, so the unique key is case-insensitive. */
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
  },
  (table) => [
    check("subscribers_source", sql`${table.source} in ('section', 'popup')`),
    check("subscribers_status", sql`${table.status} in ('active', 'unsubscribed')`),
    index("subscribers_created_at_idx").on(table.createdAt),
  ],
);

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
