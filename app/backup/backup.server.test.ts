import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { outbox, subscribers } from "~/db/schema";
import { applicationTables, rowsOf } from "./catalog.server";
import { appliedSchemaVersion, knownSchemaVersions, migrateUpTo } from "./migrations.server";
import { backupLines } from "./read-backup.server";
import { restoreBackup } from "./restore.server";
import { openBackupFile } from "./sealing.server";
import { contents, emptyDatabase, emptyPgliteFolder, kindUnderTest, migratedDatabase, type DatabaseKind } from "./test-databases";
import { backupKeysForTests as keys, insertEveryTable, schemaTableNames } from "./test-fixture";
import { writeBackup } from "./write-backup.server";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pw-backups-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
// Every PGlite database below starts as a copy of one made here.
beforeAll(() => emptyPgliteFolder());
const disposals: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const dispose of disposals.splice(0).reverse()) await dispose();
});

async function open(kind: DatabaseKind = kindUnderTest): Promise<Database> {
  const { database, dispose } = await emptyDatabase(kind);
  disposals.push(dispose);
  return database;
}

async function migrated(kind: DatabaseKind = kindUnderTest): Promise<Database> {
  const { database, dispose } = await migratedDatabase(kind);
  disposals.push(dispose);
  return database;
}

let files = 0;
const newFile = () => path.join(folder, `backup-${++files}.jsonl.gz`);

async function roundTrip(from: DatabaseKind, to: DatabaseKind) {
  const source = await migrated(from);
  expect(await insertEveryTable(source.db)).toEqual(schemaTableNames());
  const file = newFile();
  await writeBackup(source, file, keys);
  const target = await open(to);
  await restoreBackup(target, file, keys);
  const [before, after] = [await contents(source), await contents(target)];
  return { source, target, before, after };
}

describe(`backup and restore on ${kindUnderTest}`, () => {
  it("brings back every row of every table, and the sequences continue after them", async () => {
    const { target, before, after } = await roundTrip(kindUnderTest, kindUnderTest);
    // Every table the schema declares is in the database and held a row.
    expect(Object.keys(before.tables).sort()).toEqual(schemaTableNames());
    for (const rows of Object.values(before.tables)) expect(rows.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect(before.tables.subscribers![0]).toContain("2026-11-24 10:11:12.345678+00");

    const [added] = await target.db
      .insert(subscribers)
      .values({ email: "next@example.com", source: "section", consentVersion: "1" })
      .returning();
    const [first] = await target.db.select().from(subscribers).where(eq(subscribers.email, "reader@example.com"));
    expect(added!.id).toBe(first!.id + 1);
  });

  it("keeps binary, dates, times, intervals, numbers and JSON exact, and identity and generated columns working", async () => {
    const probe = sql`create table public.backup_probe (
      id bigint generated always as identity primary key, b bytea, t timestamptz, ts timestamp, d date, i interval,
      n numeric, f double precision, r real, j jsonb, js json, tx text, doubled bigint generated always as (id * 2) stored)`;
    const source = await migrated();
    await source.db.execute(probe);
    await source.db.execute(sql`insert into backup_probe (b, t, ts, d, i, n, f, r, j, js, tx) values
      ('\\x00ff0a0d5c22'::bytea, '2026-03-08 06:59:59.999999+00', '1999-12-31 23:59:59.000001', 'infinity', '1 year 2 mons 3 days 04:05:06.789',
       12345678901234567890.123456789, 0.1::float8 + 0.2::float8, 3.4028235e38, '{"a": [1.5e300, "\\u00e9x\\n"], "b": null}', '{"kept":  "as written" }', null),
      (null, '-infinity', null, '0044-03-15 BC', '-1 days', 'NaN', '-0', '1e-45', '[]', '[]', '')`);
    const target = await migrated();
    await target.db.execute(probe);
    const file = newFile();
    await writeBackup(source, file, keys);
    await restoreBackup(target, file, keys);
    expect(await contents(target)).toEqual(await contents(source));
    const [next] = await rowsOf<{ id: string; doubled: string }>(
      target.db,
      sql`insert into backup_probe (tx) values ('next') returning id::text, doubled::text`,
    );
    expect(next).toEqual({ id: "3", doubled: "6" });
  });

  it("takes a consistent snapshot while writes continue: every insert acknowledged before it started is in it", async () => {
    const source = await migrated();
    await source.db.insert(subscribers).values(
      Array.from({ length: 3000 }, (_, index) => ({
        email: `seed-${index}@example.com`,
        source: "section" as const,
        consentVersion: "1",
      })),
    );
    const acknowledged: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let index = 0; writing; index++) {
        // As a real sign-up does: the subscriber and its welcome email in one transaction.
        const row = await source.db.transaction(async (tx) => {
          const [added] = await tx
            .insert(subscribers)
            .values({ email: `live-${index}@example.com`, source: "popup", consentVersion: "1" })
            .returning();
          await tx
            .insert(outbox)
            .values({ kind: "welcome", toAddress: added!.email, fromAddress: "a@b.c", subject: "Hi", textBody: "", htmlBody: "" });
          return added;
        });
        acknowledged.push(row!.id);
        // PGlite answers without returning to the event loop; requests arrive through it.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const acknowledgedBefore = [...acknowledged];
    const file = newFile();
    const summary = await writeBackup(source, file, keys);
    const duringAndAfter = acknowledged.length;
    while (acknowledged.length < duringAndAfter + 20) await new Promise((resolve) => setTimeout(resolve, 5));
    writing = false;
    await writer;

    const ids = new Set<number>();
    let welcomes = 0;
    let table = "";
    for await (const { line } of backupLines(await openBackupFile(file, keys))) {
      if (!Array.isArray(line)) table = line.type === "table" ? line.name : "";
      else if (table === "subscribers") ids.add(Number(line[0]));
      else if (table === "outbox") welcomes++;
    }
    expect(acknowledgedBefore.filter((id) => !ids.has(id))).toEqual([]);
    // One snapshot: the ids in it are exactly the first n, with nothing committed later.
    expect(ids.size).toBe(summary.rows.subscribers);
    expect(Math.max(...ids)).toBe(ids.size);
    // The outbox is read before the subscribers, from the same snapshot.
    expect(welcomes).toBe(ids.size - 3000);
    expect(acknowledged.filter((id) => !ids.has(id)).length).toBeGreaterThan(0);
  });

  it("refuses a file with one byte changed, with a checksum error, and writes nothing", async () => {
    const source = await migrated();
    await insertEveryTable(source.db);
    const file = newFile();
    await writeBackup(source, file, keys);

    // Wherever the flipped bit lands: in the middle of the deflate stream it often still decodes
    // to garbage lines before zlib's CRC-32 check at the end.
    const damagedFiles = [0.2, 0.35, 0.5, 0.65, 0.8].map((at) => {
      const compressed = fs.readFileSync(file);
      compressed[Math.floor(compressed.length * at)]! ^= 0x01;
      const damaged = newFile();
      fs.writeFileSync(damaged, compressed);
      return damaged;
    });

    const text = gunzipSync(fs.readFileSync(file)).toString("utf8");
    const edited = newFile();
    fs.writeFileSync(edited, gzipSync(text.replace("reader@example.com", "reader@example.org")));
    // The case a random flip only sometimes hits: the text decodes to a row with a column too few,
    // and only the gzip trailer's CRC-32, read last, says the file is damaged.
    const shortened = gzipSync(text.replace(/\n\[([^\n]*),[^,\n]*\]\n/, "\n[$1]\n"));
    shortened[shortened.length - 8]! ^= 0x01;
    const shortRow = newFile();
    fs.writeFileSync(shortRow, shortened);
    damagedFiles.push(shortRow);

    const target = await open();
    for (const damaged of damagedFiles) await expect(restoreBackup(target, damaged, keys)).rejects.toThrow(/checksum error/);
    await expect(restoreBackup(target, edited, keys)).rejects.toThrow(/checksum error/);
    expect(await appliedSchemaVersion(target.db)).toBeUndefined();
    expect(await applicationTables(target.db)).toEqual([]);
  });

  it("refuses a database that holds data, and with force replaces its data", async () => {
    const source = await migrated();
    await insertEveryTable(source.db);
    const file = newFile();
    await writeBackup(source, file, keys);
    const target = await migrated();
    await target.db.insert(subscribers).values({ email: "already@example.com", source: "section", consentVersion: "1" });
    const untouched = await contents(target);

    await expect(restoreBackup(target, file, keys)).rejects.toThrow(/not empty \(subscribers: 1\).*--force/);
    expect(await contents(target)).toEqual(untouched);
    await restoreBackup(target, file, keys, { force: true });
    expect(await contents(target)).toEqual(await contents(source));
  });

  it("restores a backup taken at an older schema, then migrates it; the site's start migrates such a database too", async () => {
    const versions = knownSchemaVersions();
    const old = versions.find((version) => version.migration === "0005_newsletter")!;
    const source = await open();
    await migrateUpTo(source, old.count);
    // Rows valid at that version (flight_search_tally, insights and transfer bonuses came later).
    // Raw SQL: the ORM would name every column subscribers has today, some of them added later.
    await source.db.execute(sql`insert into subscribers (email, source, consent_version) values ('early@example.com', 'section', '1')`);
    await source.db.execute(sql`insert into settings (key, value) values ('owner_email', '"owner@example.com"')`);
    expect(await appliedSchemaVersion(source.db)).toEqual(old);
    const file = newFile();
    const summary = await writeBackup(source, file, keys);
    expect(Object.keys(summary.rows)).not.toContain("flight_search_tally");
    const before = await contents(source);

    const target = await open();
    const restored = await restoreBackup(target, file, keys);
    expect(restored.header.schema).toEqual(old);
    expect(await appliedSchemaVersion(target.db)).toEqual(versions.at(-1));
    const after = await contents(target);
    // Every row comes back whole: compared on the columns it had (later migrations add columns).
    for (const table of await applicationTables(source.db)) {
      expect(await rowsWithColumns(target, table.name, table.columns), table.name).toEqual(before.tables[table.name]);
    }
    expect(after.tables.flight_search_tally).toEqual([]);

    // What server/services.ts calls at start.
    await source.migrate();
    expect(await appliedSchemaVersion(source.db)).toEqual(versions.at(-1));
    // The link-key migration draws each existing row's key at random, so two databases migrated
    // apart differ in that column only; every other column must match.
    expect(await tablesWithoutLinkKeys(source)).toEqual(await tablesWithoutLinkKeys(target));
    const linkKeys = async (database: Database) => rowsWithColumns(database, "subscribers", [{ name: "link_key" }]);
    expect(await linkKeys(source)).toEqual([expect.stringMatching(/^\(?[0-9a-f]{32}\)?$/)]);
    expect(await linkKeys(target)).toEqual([expect.stringMatching(/^\(?[0-9a-f]{32}\)?$/)]);
  });
});

/** Every application table's rows, without the randomly drawn `link_key` column. */
async function tablesWithoutLinkKeys(database: Database): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of await applicationTables(database.db)) {
    tables[table.name] = await rowsWithColumns(
      database,
      table.name,
      table.columns.filter((column) => column.name !== "link_key"),
    );
  }
  return tables;
}

/** A table's rows in the text form `contents` gives, with only the named columns. */
async function rowsWithColumns(database: Database, table: string, columns: Array<{ name: string }>): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    await tx.execute(sql`set local extra_float_digits = 1`);
    const list = sql.join(
      columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    );
    const rows = await rowsOf<{ row: string }>(tx, sql`select row(${list})::text as row from ${sql.identifier(table)} order by 1`);
    return rows.map((row) => row.row);
  });
}

describe.runIf(process.env.DATABASE_URL)("a restore from the other kind of database", () => {
  it("moves the embedded database to PostgreSQL", async () => {
    const { before, after } = await roundTrip("pglite", "postgres");
    expect(after).toEqual(before);
  });

  it("moves PostgreSQL back to the embedded database", async () => {
    const { before, after } = await roundTrip("postgres", "pglite");
    expect(after).toEqual(before);
  });
});
