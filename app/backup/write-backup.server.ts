import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applicationTables, foreignKeys, qualifiedName, rowsOf, sequenceValues, type CatalogTable, type Executor } from "./catalog.server";
import { backupFormat, backupFormatVersion, BackupFileError, encodeLine, insertionOrder, type BackupLine, type BackupRow } from "./format";
import { appliedSchemaVersion } from "./migrations.server";

/** Rows fetched from the cursor at a time: memory stays bounded whatever a table's size. */
const fetchSize = 1000;

export interface BackupSummary {
  file: string;
  bytes: number;
  takenAt: Date;
  rows: Record<string, number>;
}

/**
 * Writes the whole application database to `file`, read inside one REPEATABLE READ, READ ONLY
 * transaction: every row comes from the same snapshot while the site goes on writing (on
 * PostgreSQL). PGlite is one connection, so there the site's other queries wait for it.
 * The file appears under its name only once complete.
 */
export async function writeBackup(database: Database, file: string): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, fs.createWriteStream(partial));
  const hash = createHash("sha256");
  const write = async (line: BackupLine) => {
    const text = encodeLine(line);
    hash.update(text);
    if (!gzip.write(text)) await once(gzip, "drain");
  };
  try {
    const { takenAt, rows } = await database.db.transaction(
      async (tx) => {
        // The text form of a value depends on these; fixed, a backup reads the same on any server.
        await tx.execute(sql`set local datestyle = 'ISO, MDY'`);
        await tx.execute(sql`set local intervalstyle = 'postgres'`);
        await tx.execute(sql`set local timezone = 'UTC'`);
        await tx.execute(sql`set local extra_float_digits = 1`);
        await tx.execute(sql`set local bytea_output = 'hex'`);
        return writeSnapshot(tx, database.kind, write);
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    gzip.end(encodeLine({ type: "trailer", rows, sha256: hash.digest("hex") }));
    await written;
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size, takenAt, rows };
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

async function writeSnapshot(
  tx: Executor,
  source: Database["kind"],
  write: (line: BackupLine) => Promise<void>,
): Promise<{ takenAt: Date; rows: Record<string, number> }> {
  // The first query takes the snapshot; its clock is the backup's time.
  const [clock] = await rowsOf<{ now: string }>(tx, sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`);
  const now = clock!.now;
  const schema = await appliedSchemaVersion(tx);
  if (!schema) throw new BackupFileError("the database has no tables yet: start the site once, or restore into it");
  await write({ type: "header", format: backupFormat, version: backupFormatVersion, schema, takenAt: now, source });

  const tables = await applicationTables(tx);
  const byName = new Map(tables.map((table) => [table.name, table]));
  const rows: Record<string, number> = {};
  for (const name of insertionOrder([...byName.keys()], await foreignKeys(tx))) {
    rows[name] = await writeTable(tx, byName.get(name)!, write);
  }
  // Read last: a sequence is not part of the snapshot, so its value now is at least every id in it.
  await write({ type: "sequences", values: await sequenceValues(tx) });
  return { takenAt: new Date(now), rows };
}

async function writeTable(tx: Executor, table: CatalogTable, write: (line: BackupLine) => Promise<void>): Promise<number> {
  await write({ type: "table", name: table.name, columns: table.columns });
  const values = sql.join(
    table.columns.map((column) => sql`${sql.identifier(column.name)}::text`),
    sql`, `,
  );
  await tx.execute(sql`declare backup_rows no scroll cursor for select ${values} from ${qualifiedName(table.name)}`);
  let count = 0;
  for (;;) {
    const batch = await rowsOf<Record<string, string | null>>(tx, sql.raw(`fetch forward ${fetchSize} from backup_rows`));
    for (const row of batch) await write(table.columns.map((column) => row[column.name] ?? null) satisfies BackupRow);
    count += batch.length;
    if (batch.length < fetchSize) break;
  }
  await tx.execute(sql`close backup_rows`);
  return count;
}
