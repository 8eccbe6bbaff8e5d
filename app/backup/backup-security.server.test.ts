import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { secretSettings } from "~/db/secret-settings";
import { settings } from "~/db/schema";
import { applicationTables } from "./catalog.server";
import { appliedSchemaVersion } from "./migrations.server";
import { restoreBackup } from "./restore.server";
import { envelopeMagic } from "./sealing.server";
import { contents, emptyDatabase, emptyPgliteFolder, kindUnderTest, migratedDatabase } from "./test-databases";
import { backupKeysForTests, insertEveryTable } from "./test-fixture";
import { writeBackup } from "./write-backup.server";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pw-backup-security-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
beforeAll(() => emptyPgliteFolder());
const disposals: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const dispose of disposals.splice(0).reverse()) await dispose();
});

async function open(migrate: boolean): Promise<Database> {
  const { database, dispose } = await (migrate ? migratedDatabase : emptyDatabase)(kindUnderTest);
  disposals.push(dispose);
  return database;
}

const generatedSecret = "the-site-generated-signing-key-0123456789";
const firecrawlKey = "fc-saved-by-the-admin-0123456789";

/** A site as it runs without APP_SECRET: its generated signing key and a saved service key in `settings`. */
async function siteWithSecrets(): Promise<Database> {
  const source = await open(true);
  await insertEveryTable(source.db);
  await source.db.insert(settings).values([
    { key: secretSettings.appSecret, value: generatedSecret },
    { key: secretSettings.firecrawlApiKey, value: firecrawlKey },
  ]);
  return source;
}

let files = 0;
const newFile = (name = "backup") => path.join(folder, `${name}-${++files}.jsonl.gz`);
const encrypted = { backupKey: "correct horse battery staple, off the server" };

describe(`what a backup file gives away, on ${kindUnderTest}`, () => {
  it("is readable by its owner only, in a folder only its owner can open", async () => {
    const source = await open(true);
    const file = path.join(folder, `new-folder-${++files}`, "site.jsonl.gz");
    await writeBackup(source, file, backupKeysForTests);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });

  it("without BACKUP_KEY: holds neither the generated signing key nor a saved service key, and says so", async () => {
    const source = await siteWithSecrets();
    const file = newFile();
    await writeBackup(source, file, backupKeysForTests);
    const text = gunzipSync(fs.readFileSync(file)).toString("utf8");
    expect(text).not.toContain(generatedSecret);
    expect(text).not.toContain(firecrawlKey);
    expect(JSON.parse(text.split("\n")[0]!)).toMatchObject({ secretsLeftOut: [secretSettings.appSecret, secretSettings.firecrawlApiKey] });

    const target = await open(false);
    await restoreBackup(target, file, backupKeysForTests);
    const restored = await target.db.select({ key: settings.key }).from(settings);
    expect(restored.map((row) => row.key)).not.toContain(secretSettings.appSecret);
    expect(restored.map((row) => row.key)).toContain("nested");
  });

  it("with BACKUP_KEY: encrypted whole, secrets included, and restored only with that key", async () => {
    const source = await siteWithSecrets();
    const file = newFile();
    await writeBackup(source, file, encrypted);
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, envelopeMagic.length)).toEqual(envelopeMagic);
    expect(() => gunzipSync(bytes)).toThrow();
    expect(bytes.includes(Buffer.from(generatedSecret))).toBe(false);

    const target = await open(false);
    await expect(restoreBackup(target, file, backupKeysForTests)).rejects.toThrow(/encrypted: give its BACKUP_KEY/);
    await expect(restoreBackup(target, file, { backupKey: "a different key of enough length" })).rejects.toThrow(/checksum error/);
    expect(await applicationTables(target.db)).toEqual([]);
    await restoreBackup(target, file, encrypted);
    expect(await contents(target)).toEqual(await contents(source));
  });

  it("refuses an encrypted file with one byte changed, and writes nothing", async () => {
    const source = await siteWithSecrets();
    const file = newFile();
    await writeBackup(source, file, encrypted);
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    const damaged = newFile("damaged");
    fs.writeFileSync(damaged, bytes);
    const target = await open(false);
    await expect(restoreBackup(target, damaged, encrypted)).rejects.toThrow(/checksum error/);
    expect(await appliedSchemaVersion(target.db)).toBeUndefined();
  });

  it("refuses a file edited to plant an admin, whatever checksum the editor computes", async () => {
    const source = await open(true);
    await insertEveryTable(source.db);
    const file = newFile();
    await writeBackup(source, file, backupKeysForTests);
    const planted = plantAdmin(gunzipSync(fs.readFileSync(file)).toString("utf8"));
    const target = await open(false);
    for (const [name, text] of Object.entries(planted)) {
      const edited = newFile(name);
      fs.writeFileSync(edited, gzipSync(text));
      await expect(restoreBackup(target, edited, backupKeysForTests), name).rejects.toThrow(/checksum error|format 1/);
    }
    expect(await applicationTables(target.db)).toEqual([]);
  });

  it("restores a file of the old unkeyed format only when told it is trusted", async () => {
    const source = await open(true);
    await insertEveryTable(source.db);
    const file = newFile();
    await writeBackup(source, file, backupKeysForTests);
    const lines = gunzipSync(fs.readFileSync(file)).toString("utf8").trimEnd().split("\n");
    const header = { ...JSON.parse(lines[0]!), version: 1 };
    delete header.integrity;
    const old = newFile("format-1");
    fs.writeFileSync(old, gzipSync(withTrailer([JSON.stringify(header), ...lines.slice(1, -1)], JSON.parse(lines.at(-1)!).rows)));
    const target = await open(false);
    await expect(restoreBackup(target, old, {})).rejects.toThrow(/--accept-unkeyed/);
    await restoreBackup(target, old, {}, { acceptUnkeyed: true });
    expect(await contents(target)).toEqual(await contents(source));
  });
});

/** An attacker's copy of the file with one more admin, its row count and checksum redone. */
function plantAdmin(text: string): Record<string, string> {
  const lines = text.trimEnd().split("\n");
  const trailer = JSON.parse(lines.at(-1)!) as { rows: Record<string, number> };
  const start = lines.findIndex((line) => line.startsWith('{"type":"table","name":"admins"'));
  const owner = JSON.parse(lines[start + 1]!) as Array<string | null>;
  const intruder = JSON.stringify(["999", "intruder@example.com", ...owner.slice(2)]);
  const body = [...lines.slice(0, start + 1), intruder, ...lines.slice(start + 1, -1)];
  const rows = { ...trailer.rows, admins: trailer.rows.admins! + 1 };
  const header = JSON.parse(body[0]!) as Record<string, unknown>;
  const downgraded = [JSON.stringify({ ...header, version: 1, integrity: undefined }), ...body.slice(1)];
  return { rehashed: withTrailer(body, rows), "downgraded-to-format-1": withTrailer(downgraded, rows) };
}

/** The lines with a trailer whose SHA-256 (and "hmac", for good measure) anyone can compute. */
function withTrailer(lines: string[], rows: Record<string, number>): string {
  const hash = createHash("sha256");
  for (const line of lines) hash.update(`${line}\n`);
  const digest = hash.digest("hex");
  return `${lines.join("\n")}\n${JSON.stringify({ type: "trailer", rows, sha256: digest, hmac: digest })}\n`;
}
