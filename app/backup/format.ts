import { z } from "~/lib/zod";

/*
 * One backup is one gzipped file of JSON lines, the same whichever database wrote it:
 *   a header (format, schema version, time, source, which key its integrity check uses),
 *   per table: a line naming it and its columns, then one line per row (an array of values),
 *   the sequences' values,
 *   a trailer with the row counts and an HMAC-SHA-256 of every byte before it, keyed from
 *   BACKUP_KEY or APP_SECRET (format 1 had a plain SHA-256, which anyone editing it could redo).
 * With BACKUP_KEY the gzipped file is also encrypted (sealing.server.ts has the layout).
 * Every value is PostgreSQL's own text form of it (`value::text`), which its input function reads
 * back exactly, so dates, JSON, binary and floating-point values round-trip on either database.
 */

export const backupFormat = "pointwise-backup";
export const backupFormatVersion = 2;
/** Format 1, whose checksum is unkeyed: read only when the owner says the file is trusted. */
export const unkeyedFormatVersion = 1;

/** Which secret the integrity check's key comes from, and the salt that makes it this file's own. */
const integrity = z.object({ key: z.enum(["BACKUP_KEY", "APP_SECRET"]), salt: z.string().regex(/^[0-9a-f]{32}$/) });
export type BackupIntegrity = z.infer<typeof integrity>;

/** The last migration applied when the backup was taken: restore migrates the target to it first. */
const schemaVersion = z.object({
  /** The migration's tag (file name without .sql) and position in the journal (1 = the first). */
  migration: z.string(),
  count: z.number().int().positive(),
  /** drizzle's `created_at` for it: the journal's `when`. */
  when: z.number().int(),
});
export type SchemaVersion = z.infer<typeof schemaVersion>;

const header = z.object({
  type: z.literal("header"),
  format: z.literal(backupFormat),
  version: z.number().int(),
  schema: schemaVersion,
  takenAt: z.string(),
  source: z.enum(["pglite", "postgres"]),
  integrity: integrity.optional(),
  /** Settings holding a secret that this unencrypted file was written without. */
  secretsLeftOut: z.array(z.string()).optional(),
});
export type BackupHeader = z.infer<typeof header>;

const column = z.object({ name: z.string(), type: z.string() });
export type BackupColumn = z.infer<typeof column>;

const tableStart = z.object({ type: z.literal("table"), name: z.string(), columns: z.array(column).min(1) });
export type TableStart = z.infer<typeof tableStart>;

const sequenceValue = z.object({ name: z.string(), value: z.string().nullable() });
export type SequenceValue = z.infer<typeof sequenceValue>;
const sequences = z.object({ type: z.literal("sequences"), values: z.array(sequenceValue) });

const trailer = z.object({
  type: z.literal("trailer"),
  rows: z.record(z.string(), z.number().int()),
  hmac: z.string().optional(),
  sha256: z.string().optional(),
});
export type BackupTrailer = z.infer<typeof trailer>;

const row = z.array(z.string().nullable());
export type BackupRow = z.infer<typeof row>;

const line = z.union([row, z.discriminatedUnion("type", [header, tableStart, sequences, trailer])]);
export type BackupLine = z.infer<typeof line>;

export class BackupFileError extends Error {
  override name = "BackupFileError";
}

export function encodeLine(value: BackupLine): string {
  return `${JSON.stringify(value)}\n`;
}

export function parseLine(text: string, lineNumber: number): BackupLine {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupFileError(`line ${lineNumber} is not JSON`);
  }
  const parsed = line.safeParse(json);
  if (!parsed.success) throw new BackupFileError(`line ${lineNumber} is not a backup line`);
  return parsed.data;
}

/**
 * Tables in an order rows can be inserted in: every table after the tables its foreign keys
 * point to. A table that refers to itself is no obstacle; a cycle between tables is refused.
 */
export function insertionOrder(tables: string[], references: Array<{ table: string; references: string }>): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  let remaining = [...tables].sort();
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      references.every((ref) => ref.table !== table || ref.references === table || placed.has(ref.references)),
    );
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle between ${remaining.join(", ")}`);
    for (const table of ready) placed.add(table);
    ordered.push(...ready);
    remaining = remaining.filter((table) => !placed.has(table));
  }
  return ordered;
}
