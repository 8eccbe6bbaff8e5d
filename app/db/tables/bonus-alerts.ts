import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { outbox } from "./email";
import { subscribers } from "./newsletter";
import { transferBonuses } from "./transfer-bonuses";

export type AlertChoiceKind = "currency" | "program";

/**
 * What a subscriber wants an email about: a points currency ('chase-ur') or a program
 * ('virgin-atlantic'), by its catalog id. Personal data: it belongs to a subscriber and goes
 * with them (unsubscribing deletes the subscriber, and these rows with it).
 */
export const alertChoices = pgTable(
  "alert_choices",
  {
    id: serial("id").primaryKey(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AlertChoiceKind>().notNull(),
    refId: text("ref_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("alert_choices_subscriber_choice").on(table.subscriberId, table.kind, table.refId),
    check("alert_choices_kind", sql`${table.kind} in ('currency', 'program')`),
    index("alert_choices_ref_idx").on(table.kind, table.refId),
  ],
);

/**
 * One row per published bonus once its alerts were decided: the run decided (its dates), what
 * it matched and how many subscribers were to be told. It stops a re-scrape from alerting
 * again; a bonus whose id comes back for a new run (the same text a year later starts after the
 * decided run ended) is decided again.
 */
export const bonusAlertChecks = pgTable("bonus_alert_checks", {
  bonusId: text("bonus_id")
    .primaryKey()
    .references(() => transferBonuses.id, { onDelete: "cascade" }),
  startDate: date("start_date", { mode: "string" }).notNull(),
  endDate: date("end_date", { mode: "string" }).notNull(),
  currencyId: text("currency_id"),
  programId: text("program_id"),
  recipients: integer("recipients").notNull().default(0),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One alert email per (bonus run, subscriber): the unique key makes it exactly once across
 * instances and re-scrapes; a row moves from waiting to its outbox message in one transaction.
 */
export const bonusAlerts = pgTable(
  "bonus_alerts",
  {
    id: serial("id").primaryKey(),
    bonusId: text("bonus_id")
      .notNull()
      .references(() => transferBonuses.id, { onDelete: "cascade" }),
    /** The run's start: the bonus's id alone repeats when the same text comes back a year later. */
    startDate: date("start_date", { mode: "string" }).notNull(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    outboxId: integer("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the message is written to the outbox; null while it waits its turn. */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
  },
  (table) => [
    unique("bonus_alerts_run_subscriber").on(table.bonusId, table.startDate, table.subscriberId),
    index("bonus_alerts_waiting_idx").on(table.queuedAt, table.id),
  ],
);
