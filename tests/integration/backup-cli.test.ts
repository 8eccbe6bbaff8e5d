import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { contents } from "~/backup/test-databases";
import { insertEveryTable } from "~/backup/test-fixture";
import { openDatabase } from "~/db/client.server";
import { settings } from "~/db/schema";
import { copyDataDir, createDatabaseOnServer, templateFromEnvironment, templateVariables } from "../support/database-templates";

const root = path.resolve(import.meta.dirname, "../..");
const generatedKey = "a-signing-key-the-site-generated-itself-0123";
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pw-backup-cli-"));
// Both sites start as copies of the run's migrated template, as empty of content as a new site:
// each script run would otherwise create and migrate its database first, over a minute in all.
const serverUrl = process.env.DATABASE_URL;
const postgresTemplate = serverUrl ? templateFromEnvironment(templateVariables.postgres) : undefined;
const scratches = serverUrl
  ? [await createDatabaseOnServer(serverUrl, postgresTemplate), await createDatabaseOnServer(serverUrl, postgresTemplate)]
  : [];
if (!serverUrl)
  for (const index of [0, 1]) copyDataDir(templateFromEnvironment(templateVariables.dataDir), path.join(folder, `data-${index}`));
afterAll(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  for (const scratch of scratches) await scratch.drop();
});

// Each script is a process of its own that opens the database, as an owner runs it.

/** The site's database settings for the source (0) or the target (1): a DATA_DIR, or a database on DATABASE_URL. */
function site(index: 0 | 1) {
  return { dataDir: path.join(folder, `data-${index}`), url: scratches[index]?.url };
}

/** The site's APP_SECRET, which keys an unencrypted backup's integrity check. */
const appSecret = "the site's APP_SECRET, at least 32 characters";

function run(script: "backup" | "restore", index: 0 | 1, ...args: string[]) {
  return runWith({ APP_SECRET: appSecret }, script, index, ...args);
}

function runWith(keys: Record<string, string>, script: "backup" | "restore", index: 0 | 1, ...args: string[]) {
  const { dataDir, url } = site(index);
  const { input, ...environment } = keys;
  return spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", `scripts/${script}.ts`, ...args], {
    cwd: root,
    encoding: "utf8",
    input,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}), ...environment },
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
  }, 300_000);

  it("refuses to restore over data without --force, and replaces it with --force", async () => {
    const refused = run("restore", 1, file);
    expect(refused.stderr).toContain("Restore failed: the database is not empty");
    expect(refused.status).toBe(1);
    const forced = run("restore", 1, file, "--force");
    expect(forced.status).toBe(0);
  }, 300_000);

  it.skipIf(process.env.DATABASE_URL)("never opens an embedded database another process has open", async () => {
    await withDatabase(0, async () => {
      const backup = run("backup", 0, path.join(folder, "refused.jsonl.gz"));
      expect(backup.stderr).toContain("is in use (the site is running");
      expect(backup.status).toBe(1);
      expect(fs.existsSync(path.join(folder, "refused.jsonl.gz"))).toBe(false);
    });
  });

  it("writes a file only its owner can read, holding no signing key, and refuses to write one with no key to check it by", async () => {
    // The key the site generated and kept in the database before APP_SECRET was set.
    await withDatabase(0, (database) => database.db.insert(settings).values({ key: "app_secret", value: generatedKey }));
    const plain = path.join(folder, "plain.jsonl.gz");
    expect(run("backup", 0, plain).status).toBe(0);
    expect(fs.statSync(plain).mode & 0o777).toBe(0o600);
    expect(gunzipSync(fs.readFileSync(plain)).toString("utf8")).not.toContain(generatedKey);

    const keyless = runWith({}, "backup", 0, path.join(folder, "keyless.jsonl.gz"));
    expect(keyless.stderr).toContain("Backups need BACKUP_KEY");
    expect(keyless.status).toBe(2);
    expect(fs.existsSync(path.join(folder, "keyless.jsonl.gz"))).toBe(false);
  }, 300_000);

  it("refuses a file edited to plant an admin, with its checksum recomputed", () => {
    const lines = gunzipSync(fs.readFileSync(file)).toString("utf8").trimEnd().split("\n");
    const start = lines.findIndex((line) => line.startsWith('{"type":"table","name":"admins"'));
    const owner = JSON.parse(lines[start + 1]!) as string[];
    lines.splice(start + 1, 0, JSON.stringify(["77", "intruder@example.com", ...owner.slice(2)]));
    const trailer = JSON.parse(lines.pop()!) as { rows: Record<string, number>; sha256?: string; hmac?: string };
    const digest = createHash("sha256");
    for (const line of lines) digest.update(`${line}\n`);
    const recomputed = digest.digest("hex");
    const forged = { ...trailer, rows: { ...trailer.rows, admins: trailer.rows.admins! + 1 }, sha256: recomputed, hmac: recomputed };
    const edited = path.join(folder, "edited.jsonl.gz");
    fs.writeFileSync(edited, gzipSync(`${[...lines, JSON.stringify(forged)].join("\n")}\n`));
    const restore = run("restore", 1, edited, "--force");
    expect(restore.stderr).toContain("Restore failed: checksum error");
    expect(restore.status).toBe(1);
  }, 300_000);

  it("encrypts with BACKUP_KEY, and restore asks for that key", () => {
    const sealed = path.join(folder, "sealed.jsonl.gz");
    const backupKey = "the owner's backup key, kept off the server";
    const backup = runWith({ BACKUP_KEY: backupKey }, "backup", 0, sealed);
    expect(backup.stdout).toContain("Encrypted with BACKUP_KEY");
    expect(backup.status).toBe(0);
    expect(fs.readFileSync(sealed).includes(Buffer.from(generatedKey))).toBe(false);
    const wrong = runWith({ input: "not the key at all, but long\n" }, "restore", 1, sealed, "--force");
    expect(wrong.stdout).toContain("BACKUP_KEY: ");
    expect(wrong.stderr).toContain("Restore failed: checksum error");
    const right = runWith({ input: `${backupKey}\n` }, "restore", 1, sealed, "--force");
    expect(right.stdout).toMatch(/Restored \d+ rows/);
    expect(right.status).toBe(0);
  }, 300_000);

  it("explains how to use them", () => {
    expect(run("backup", 0).status).toBe(2);
    expect(run("restore", 0).stderr).toContain("Usage: npm run restore -- <file> [--force] [--accept-unkeyed]");
  });
});
