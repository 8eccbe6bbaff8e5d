import { inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import type { Transaction } from "~/db/database.server";
import type { RetentionSettings } from "./retention-settings";

/*
 * The shape of one entry of the personal-data map (data-map.server.ts), and the small query
 * pieces the entries share, so entries can live in files of their own.
 */

export type Tx = Db | Transaction;
export type Row = Record<string, unknown>;

export interface EraseContext {
  /** Trimmed and lower-cased. */
  address: string;
  now: Date;
  /** Who carried out the erasure, for the request it completes: "owner" or "schedule". */
  by: string;
}

export interface PersonalDataEntry {
  /** The table's SQL name, also the key of its part in the export. */
  name: string;
  table: PgTable;
  /** The admin's heading for the table's part. */
  label: string;
  /** What these rows are and why they exist, for the export's header. */
  about: string;
  /** Which columns hold personal data, and what erasure and retention do to them. */
  onErase: string;
  onExpiry: string;
  /** Columns the admin's find shows, by their key in the row. */
  shown: string[];
  /**
   * Whether a found row is the person's own (exported whole) or someone else's that merely
   * mentions the address (exported as "your address appears in record N"). Absent: always theirs.
   */
  isOwn?(row: Row, address: string): boolean;
  /** The key that numbers a row in the export (default `id`). */
  recordKey?: string;
  /**
   * Rows that erasure leaves as they are, since they hold the address only in a form that names
   * no one by itself (the audit log's masked address and keyed digest).
   */
  keptOnErase?: boolean;
  /** At most `limit` rows about the address, oldest first. */
  find(tx: Tx, address: string, limit: number): Promise<Row[]>;
  /** Deletes or anonymises `rows` (as `find` returned them); returns how many rows it touched. */
  erase(tx: Tx, rows: Row[], context: EraseContext): Promise<number>;
  /** Deletes or anonymises rows past their retention (at most `limit`); returns how many. */
  expire?(tx: Tx, now: Date, settings: RetentionSettings, limit: number): Promise<number>;
}

/** What an erased text field reads afterwards. */
export const erasedText = "[erased]";

/** The address, exactly (both sides trimmed and lower-cased). */
export const sameAddress = (column: AnyPgColumn, address: string) => sql`lower(trim(${column})) = ${address}`;
export const ids = (rows: Row[]) => rows.map((row) => row.id as number);

/** Subquery form: ids of rows past their retention, at most `limit`, so one run stays bounded. */
export async function idsWhere(tx: Tx, table: PgTable & { id: AnyPgColumn }, where: SQL | undefined, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .orderBy(table.id)
    .limit(limit);
  return rows.map((row) => row.id as number);
}

type TableWithId = PgTable & { id: AnyPgColumn };

/** An entry's `erase` that deletes the rows `find` returned, by id. */
export function deleteFoundRows(table: TableWithId): PersonalDataEntry["erase"] {
  return async (tx, rows) => {
    if (rows.length) await tx.delete(table).where(inArray(table.id, ids(rows)));
    return rows.length;
  };
}

/** An entry's `expire` that deletes at most `limit` rows matching `stale(now)`, by id. */
export function deleteStaleRows(table: TableWithId, stale: (now: Date) => SQL | undefined): NonNullable<PersonalDataEntry["expire"]> {
  return async (tx, now, _settings, limit) => {
    const found = await idsWhere(tx, table, stale(now), limit);
    if (found.length) await tx.delete(table).where(inArray(table.id, found));
    return found.length;
  };
}
