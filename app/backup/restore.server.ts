import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { applicationTables, qualifiedName, rowCounts, setSequence, type CatalogTable, type Executor } from "./catalog.server";
import { BackupFileError, type BackupHeader, type BackupRow, type BackupTrailer, type SchemaVersion, type TableStart } from "./format";
import { appliedSchemaVersion, knownSchemaVersions, migrateUpTo } from "./migrations.server";
import { backupLines, checkDigest, lineDigest, verifyBackup, type ReadOptions } from "./read-backup.server";
import { openBackupFile, type BackupKeys, type OpenedBackup } from "./sealing.server";

/** The target is not one a restore may write to as asked. Nothing was written. */
export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

export interface RestoreOptions extends ReadOptions {
  /** Empty the application tables first instead of refusing a database that holds data. */
  force?: boolean;
}

export interface RestoreSummary {
  header: BackupHeader;
  rows: Record<string, number>;
  /** The newest schema, which the restored database was migrated to after loading. */
  schema: SchemaVersion;
}

export async function restoreBackup(
  database: Database,
  file: string,
  keys: BackupKeys,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const backup = await openBackupFile(file, keys);
  return restoreVerifiedBackup(database, backup, await verifyBackup(backup, options), options);
}

/**
 * Restores a backup `verifyBackup` has checked: migrates the target to the backup's schema,
 * loads every row and sets the sequences in one transaction, then applies the newer migrations,
 * so the rows go through the same migrations a running site's would.
 */
export async function restoreVerifiedBackup(
  database: Database,
  backup: OpenedBackup,
  { header, trailer }: { header: BackupHeader; trailer: BackupTrailer },
  { force = false }: RestoreOptions = {},
): Promise<RestoreSummary> {
  const versions = knownSchemaVersions();
  const schema = versions.find((known) => known.when === header.schema.when && known.migration === header.schema.migration);
  if (!schema) {
    throw new RestoreRefusedError(
      `the backup's schema (${header.schema.migration}) is newer than this version of the site: update the site first`,
    );
  }
  await checkTarget(database, schema, force);
  await migrateUpTo(database, schema.count);
  await database.db.transaction(async (tx) => {
    const tables = await applicationTables(tx);
    if (force)
      await tx.execute(
        sql`truncate table ${sql.join(
          tables.map((table) => qualifiedName(table.name)),
          sql`, `,
        )} restart identity cascade`,
      );
    // The backup holds each row as it was, including what triggers wrote (an account's wallet
    // stamp, decision 077): loading the rows must not run those triggers again. Transactional,
    // so a failed restore leaves them enabled too.
    await userTriggers(tx, tables, "disable");
    await loadRows(tx, backup, tables, { header, trailer });
    await userTriggers(tx, tables, "enable");
  });
  await database.migrate();
  return { header, rows: trailer.rows, schema: versions.at(-1)! };
}

/** Turns the application's own triggers off or on (never the foreign keys' system triggers). */
async function userTriggers(tx: Executor, tables: CatalogTable[], state: "disable" | "enable"): Promise<void> {
  for (const table of tables) await tx.execute(sql`alter table ${qualifiedName(table.name)} ${sql.raw(state)} trigger user`);
}

async function checkTarget(database: Database, schema: SchemaVersion, force: boolean): Promise<void> {
  const current = await appliedSchemaVersion(database.db);
  if (!current) return;
  if (current.count > schema.count) {
    throw new RestoreRefusedError(
      `the database is at a newer schema (${current.migration}) than the backup (${schema.migration}): restore into an empty database`,
    );
  }
  const counts = await rowCounts(database.db, await applicationTables(database.db));
  const holding = Object.entries(counts).filter(([, count]) => count > 0);
  if (holding.length > 0 && !force) {
    const list = holding.map(([table, count]) => `${table}: ${count}`).join(", ");
    throw new RestoreRefusedError(`the database is not empty (${list}): restore into an empty one, or pass --force to replace its data`);
  }
}

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
function batchSize(columns: number): number {
  return Math.max(1, Math.min(1000, Math.floor(30_000 / columns)));
}

async function loadRows(
  tx: Executor,
  backup: OpenedBackup,
  tables: CatalogTable[],
  { header, trailer }: { header: BackupHeader; trailer: BackupTrailer },
): Promise<void> {
  const targets = new Map(tables.map((table) => [table.name, table]));
  // The file is read a second time: checked again, so a file changed since verifying is refused too.
  const hash = lineDigest(backup, header);
  const loaded: Record<string, number> = {};
  let insert: ((rows: BackupRow[]) => Promise<void>) | undefined;
  let batch: BackupRow[] = [];
  let table: TableStart | undefined;
  const flush = async () => {
    if (batch.length > 0) await insert!(batch);
    batch = [];
  };
  for await (const { line, text } of backupLines(backup)) {
    if (!Array.isArray(line) && line.type === "trailer") break;
    hash.update(`${text}\n`);
    if (Array.isArray(line)) {
      batch.push(line);
      loaded[table!.name] = (loaded[table!.name] ?? 0) + 1;
      if (batch.length >= batchSize(table!.columns.length)) await flush();
    } else if (line.type === "table") {
      await flush();
      table = line;
      loaded[table.name] = 0;
      insert = inserter(tx, line, targets.get(line.name));
    } else if (line.type === "sequences") {
      await flush();
      for (const sequence of line.values) await setSequence(tx, sequence);
    }
  }
  await flush();
  checkDigest(header, trailer, hash.digest("hex"));
  for (const [name, count] of Object.entries(trailer.rows)) {
    if (loaded[name] !== count) throw new BackupFileError(`${name}: ${loaded[name]} rows loaded, the backup has ${count}`);
  }
}

/**
 * Inserts rows as the backup wrote them: each value is the text form, cast to the target column's
 * type, so its own input function reads it. The columns are matched by name.
 */
function inserter(tx: Executor, table: TableStart, target: CatalogTable | undefined): (rows: BackupRow[]) => Promise<void> {
  const types = new Map(target?.columns.map((column) => [column.name, column.type]));
  const names = table.columns.map((column) => column.name);
  if (!target || types.size !== names.length || names.some((name) => !types.has(name))) {
    throw new BackupFileError(`table ${table.name} does not have the backup's columns in this database`);
  }
  const columns = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  // The types come from this database's catalog, never from the file.
  const casts = names.map((name) => sql.raw(types.get(name)!));
  return async (rows) => {
    const values = rows.map(
      (row) =>
        sql`(${sql.join(
          row.map((value, index) => sql`cast(${value}::text as ${casts[index]})`),
          sql`, `,
        )})`,
    );
    await tx.execute(
      sql`insert into ${qualifiedName(table.name)} (${columns}) overriding system value values ${sql.join(values, sql`, `)}`,
    );
  };
}
