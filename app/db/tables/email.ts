import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export type OutboxStatus = "queued" | "sent" | "failed";

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Text content (an .ics invitation, a CSV); binary attachments are not needed yet. */
  content: string;
}

/**
 * Every email the site sends, written in the same transaction as whatever caused it, so an
 * acknowledged submission can never lose its message. The delivery job works from this table.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    /** What kind of message this is (owner-notification, concierge-receipt, welcome...), for the admin. */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    status: text("status").$type<OutboxStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * The secret link tokens of this message, sealed (AES-256-GCM under a key derived from the app
     * secret); the stored bodies and headers hold placeholders, filled in only when it is sent.
     */
    sealedSecrets: text("sealed_secrets"),
  },
  (table) => [index("outbox_status_idx").on(table.status, table.createdAt)],
);
