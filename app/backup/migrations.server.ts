import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "~/db/client.server";
import { findUpward } from "~/lib/find-upward.server";
import { rowsOf, type Executor } from "./catalog.server";
import { BackupFileError, type SchemaVersion } from "./format";

interface JournalEntry {
  tag: string;
  when: number;
}

function migrationsFolder(): string {
  return findUpward(import.meta.url, "app/db/migrations");
}

export function journal(): JournalEntry[] {
  const text = fs.readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8");
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The migrations this version of the site has, as schema versions (the last is the newest). */
export function knownSchemaVersions(): SchemaVersion[] {
  return journal().map((entry, index) => ({ migration: entry.tag, count: index + 1, when: entry.when }));
}

/** The database's schema version from drizzle's migrations table, or undefined before any migration. */
export async function appliedSchemaVersion(executor: Executor): Promise<SchemaVersion | undefined> {
  const [table] = await rowsOf<{ exists: boolean }>(
    executor,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!table?.exists) return undefined;
  const [last] = await rowsOf<{ when: string }>(
    executor,
    sql`select created_at::text as when from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last) return undefined;
  const version = knownSchemaVersions().find((known) => known.when === Number(last.when));
  if (!version)
    throw new BackupFileError(`the database has a migration (${last.when}) this version of the site does not know: update the site`);
  return version;
}

/**
 * Applies the site's migrations up to and including the `count`-th, the way the site's own start
 * does (drizzle's migrator), from a copy of the migrations folder that stops there.
 */
export async function migrateUpTo(database: Database, count: number): Promise<void> {
  const source = migrationsFolder();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pw-migrations-"));
  try {
    const entries = journal().slice(0, count);
    fs.mkdirSync(path.join(folder, "meta"));
    const fullJournal = JSON.parse(fs.readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as object;
    fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...fullJournal, entries }));
    for (const { tag } of entries) fs.copyFileSync(path.join(source, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    const config = { migrationsFolder: folder };
    await (database.kind === "pglite" ? migratePglite(database.db, config) : migratePostgres(database.db as never, config));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
