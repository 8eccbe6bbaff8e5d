import { createHmac } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { secretSettingKeys } from "~/db/secret-settings";
import { applicationTables, foreignKeys, qualifiedName, rowsOf, sequenceValues, type CatalogTable, type Executor } from "./catalog.server";
import {
  backupFormat,
  backupFormatVersion,
  BackupFileError,
  encodeLine,
  insertionOrder,
  type BackupHeader,
  type BackupLine,
  type BackupRow,
} from "./format";
import { appliedSchemaVersion } from "./migrations.server";
import { sealFor, type BackupKeys } from "./sealing.server";

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
 * The file appears under its name only once complete, readable by its owner only; encrypted
 * with BACKUP_KEY, or else written without the secret settings (decision 061).
 */
export async function writeBackup(database: Database, file: string, keys: BackupKeys): Promise<BackupSummary> {
  const seal = await sealFor(keys);
  const partial = `${file}.partial`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  fs.rmSync(partial, { force: true });
  const gzip = createGzip();
  // "wx" with 0600: created new, never through a file or link someone else put there.
  const written = pipeline(gzip, seal.output, fs.createWriteStream(partial, { flags: "wx", mode: 0o600 }));
  const hash = createHmac("sha256", seal.hmacKey);
  const secretsLeftOut = seal.encrypted ? [] : [...secretSettingKeys];
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
        return writeSnapshot(tx, { source: database.kind, integrity: seal.integrity, secretsLeftOut }, write);
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    gzip.end(encodeLine({ type: "trailer", rows, hmac: hash.digest("hex") }));
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
  about: Pick<BackupHeader, "source" | "integrity" | "secretsLeftOut">,
  write: (line: BackupLine) => Promise<void>,
): Promise<{ takenAt: Date; rows: Record<string, number> }> {
  // The first query takes the snapshot; its clock is the backup's time.
  const [clock] = await rowsOf<{ now: string }>(tx, sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`);
  const now = clock!.now;
  const schema = await appliedSchemaVersion(tx);
  if (!schema) throw new BackupFileError("the database has no tables yet: start the site once, or restore into it");
  await write({ type: "header", format: backupFormat, version: backupFormatVersion, schema, takenAt: now, ...about });

  const tables = await applicationTables(tx);
  const byName = new Map(tables.map((table) => [table.name, table]));
  const rows: Record<string, number> = {};
  for (const name of insertionOrder([...byName.keys()], await foreignKeys(tx))) {
    rows[name] = await writeTable(tx, byName.get(name)!, write, name === "settings" ? about.secretsLeftOut : undefined);
  }
  // Read last: a sequence is not part of the snapshot, so its value now is at least every id in it.
  await write({ type: "sequences", values: await sequenceValues(tx) });
  return { takenAt: new Date(now), rows };
}

async function writeTable(
  tx: Executor,
  table: CatalogTable,
  write: (line: BackupLine) => Promise<void>,
  leftOutKeys: string[] = [],
): Promise<number> {
  await write({ type: "table", name: table.name, columns: table.columns });
  const values = sql.join(
    table.columns.map((column) => sql`${sql.identifier(column.name)}::text`),
    sql`, `,
  );
  const leftOut =
    leftOutKeys.length > 0
      ? sql` where key not in (${sql.join(
          leftOutKeys.map((key) => sql`${key}`),
          sql`, `,
        )})`
      : sql``;
  await tx.execute(sql`declare backup_rows no scroll cursor for select ${values} from ${qualifiedName(table.name)}${leftOut}`);
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
