import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "~/db/client.server";
import { createPgliteFolder } from "~/db/pglite-memory.server";
import { createScratchDatabase } from "../../tests/integration/test-database";
import { copyDataDir, createDatabaseOnServer, templateFromEnvironment, templateVariables } from "../../tests/support/database-templates";
import { applicationTables, qualifiedName, rowsOf, sequenceValues } from "./catalog.server";

export type DatabaseKind = Database["kind"];

/** The kind the test run is about: PostgreSQL under scripts/with-postgres.sh, else the embedded one. */
export const kindUnderTest: DatabaseKind = process.env.DATABASE_URL ? "postgres" : "pglite";

type OwnedDatabase = { database: Database; dispose(): Promise<void> };

function requireServerUrl(): string {
  if (!process.env.DATABASE_URL) throw new Error("PostgreSQL tests need DATABASE_URL (scripts/with-postgres.sh)");
  return process.env.DATABASE_URL;
}

/** Opens a database on the server from `create` (a new name), dropped again on dispose. */
async function onServer(create: (serverUrl: string) => Promise<{ url: string; drop(): Promise<void> }>): Promise<OwnedDatabase> {
  const created = await create(requireServerUrl());
  const database = await openDatabase({ url: created.url });
  return {
    database,
    async dispose() {
      await database.close();
      await created.drop();
    },
  };
}

/** Opens PGlite in a new folder that `fill` prepares as a DATA_DIR, removed again on dispose. */
async function inFolder(fill: (dataDir: string) => Promise<void> | void): Promise<OwnedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-backup-"));
  await fill(dataDir);
  const database = await openDatabase({ dataDir });
  return {
    database,
    async dispose() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A new database with nothing in it, not even migrations: PGlite in its own folder, or a new
 * database on the server named by DATABASE_URL. `dispose` closes and removes it.
 */
export function emptyDatabase(kind: DatabaseKind): Promise<OwnedDatabase> {
  if (kind === "postgres") return onServer(createScratchDatabase);
  return inFolder(async (dataDir) => fs.cpSync(await emptyPgliteFolder(), path.join(dataDir, "pglite"), { recursive: true }));
}

/**
 * A new database at the current schema with no content: a copy of the run's migrated template
 * (tests/support/db-global-setup.ts), far faster than migrating an empty one.
 */
export async function migratedDatabase(kind: DatabaseKind): Promise<OwnedDatabase> {
  if (kind === "postgres")
    return onServer((serverUrl) => createDatabaseOnServer(serverUrl, templateFromEnvironment(templateVariables.postgres)));
  // The PostgreSQL pass prepares no embedded template; its cross-kind tests migrate their own.
  if (!process.env[templateVariables.dataDir]) {
    const empty = await emptyDatabase("pglite");
    await empty.database.migrate();
    return empty;
  }
  return inFolder((dataDir) => copyDataDir(templateFromEnvironment(templateVariables.dataDir), dataDir));
}

let template: Promise<string> | undefined;

/** initdb takes seconds; a copy of the folder it made once takes milliseconds. */
export function emptyPgliteFolder(): Promise<string> {
  template ??= (async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pw-backup-template-")), "pglite");
    await createPgliteFolder(dir);
    process.once("exit", () => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));
    return dir;
  })();
  return template;
}

/** Everything a restore must bring back: each table's rows in their text form, and the sequences. */
export async function contents(database: Database): Promise<{ tables: Record<string, string[]>; sequences: unknown }> {
  return database.db.transaction(async (tx) => {
    // The same text on either kind of database, whatever its server's settings.
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local extra_float_digits = 1`);
    const tables: Record<string, string[]> = {};
    for (const table of await applicationTables(tx)) {
      const rows = await rowsOf<{ row: string }>(tx, sql`select t::text as row from ${qualifiedName(table.name)} t order by 1`);
      tables[table.name] = rows.map((row) => row.row);
    }
    return { tables, sequences: await sequenceValues(tx) };
  });
}
