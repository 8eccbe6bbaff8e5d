import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contents } from "~/backup/test-databases";
import { insertEveryTable } from "~/backup/test-fixture";
import { openDatabase } from "~/db/client.server";
import { createScratchDatabase } from "./test-database";

const root = path.resolve(import.meta.dirname, "../..");
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pw-backup-cli-"));
const scratches = process.env.DATABASE_URL
  ? [await createScratchDatabase(process.env.DATABASE_URL), await createScratchDatabase(process.env.DATABASE_URL)]
  : [];
afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  for (const scratch of scratches) await scratch.drop();
});

// Each script is a process of its own that opens the database, as an owner runs it.

/** The site's database settings for the source (0) or the target (1): a DATA_DIR, or a database on DATABASE_URL. */
function site(index: 0 | 1) {
  return { dataDir: path.join(folder, `data-${index}`), url: scratches[index]?.url };
}

function run(script: "backup" | "restore", index: 0 | 1, ...args: string[]) {
  const { dataDir, url } = site(index);
  return spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", `scripts/${script}.ts`, ...args], {
    cwd: root,
    encoding: "utf8",
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
  });
}

async function withDatabase<T>(index: 0 | 1, work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const database = await openDatabase(site(index));
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

describe("npm run backup and npm run restore", () => {
  const file = path.join(folder, "site.jsonl.gz");

  it("back up the site's database to a file and restore it into an empty one", async () => {
    const before = await withDatabase(0, async (database) => {
      await database.migrate();
      await insertEveryTable(database.db);
      return contents(database);
    });
    // The fixture puts rows in every table, so the counts follow the schema as it grows.
    const tableCount = Object.keys(before.tables).length;
    const rowCount = Object.values(before.tables).reduce((sum, rows) => sum + rows.length, 0);
    expect(Object.values(before.tables).every((rows) => rows.length > 0)).toBe(true);
    const backup = run("backup", 0, file);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(new RegExp(`^Backup written to .*site\\.jsonl\\.gz: ${rowCount} rows in ${tableCount} tables`));
    expect(backup.status).toBe(0);

    const restore = run("restore", 1, file);
    expect(restore.stdout).toMatch(new RegExp(`^Restored ${rowCount} rows from a (pglite|postgres) backup`));
    expect(restore.status).toBe(0);
    expect(await withDatabase(1, contents)).toEqual(before);
  }, 120_000);

  it("refuses to restore over data without --force, and replaces it with --force", async () => {
    const refused = run("restore", 1, file);
    expect(refused.stderr).toContain("Restore failed: the database is not empty");
    expect(refused.status).toBe(1);
    const forced = run("restore", 1, file, "--force");
    expect(forced.status).toBe(0);
  }, 120_000);

  it.skipIf(process.env.DATABASE_URL)("never opens an embedded database another process has open", async () => {
    await withDatabase(0, async () => {
      const backup = run("backup", 0, path.join(folder, "refused.jsonl.gz"));
      expect(backup.stderr).toContain("is in use (the site is running");
      expect(backup.status).toBe(1);
      expect(fs.existsSync(path.join(folder, "refused.jsonl.gz"))).toBe(false);
    });
  });

  it("explains how to use them", () => {
    expect(run("backup", 0).status).toBe(2);
    expect(run("restore", 0).stderr).toContain("Usage: npm run restore -- <file> [--force]");
  });
});
