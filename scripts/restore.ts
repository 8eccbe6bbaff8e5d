/**
 * Restores a backup: `npm run restore -- <file> [--force] [--accept-unkeyed]`, into the DATA_DIR /
 * DATABASE_URL the site uses, from a backup of either kind of database. The file is checked whole
 * (its keyed HMAC, and its GCM tag when encrypted) before anything is written; a database that
 * holds data is refused unless --force, which empties it first. The key the file needs
 * (BACKUP_KEY, or the APP_SECRET of the site that wrote it) comes from the environment or is
 * asked for. See docs/backups.md, docs/backups-security.md and decisions 034 and 061.
 */
import { readBackupHeader, verifyBackup } from "~/backup/read-backup.server";
import { restoreVerifiedBackup } from "~/backup/restore.server";
import { BackupKeyError, envelopeMagic, openBackupFile, type BackupKeys } from "~/backup/sealing.server";
import { openSiteDatabase } from "~/backup/site-database.server";
import { loadEnv } from "~/config/env.server";
import fs from "node:fs";
import { readPassword } from "./read-password";

const flags = ["--force", "--accept-unkeyed"];

/** The keys from the environment, and the one this file needs asked for when it is missing. */
async function keysFor(file: string, keys: BackupKeys): Promise<BackupKeys> {
  const start = Buffer.alloc(envelopeMagic.length);
  const handle = fs.openSync(file, "r");
  fs.readSync(handle, start, 0, start.length, 0);
  fs.closeSync(handle);
  if (start.equals(envelopeMagic)) return keys.backupKey ? keys : { ...keys, backupKey: await readPassword("BACKUP_KEY: ") };
  const header = await readBackupHeader(await openBackupFile(file, keys));
  if (header.integrity?.key !== "APP_SECRET" || keys.appSecret) return keys;
  return { ...keys, appSecret: await readPassword("APP_SECRET of the site that wrote it: ") };
}

async function main() {
  const args = process.argv.slice(2);
  const files = args.filter((arg) => !flags.includes(arg));
  if (files.length !== 1) {
    console.error("Usage: npm run restore -- <file> [--force] [--accept-unkeyed]");
    process.exit(2);
  }
  const [file] = files as [string];
  const options = { force: args.includes("--force"), acceptUnkeyed: args.includes("--accept-unkeyed") };
  const env = loadEnv();
  const keys = await keysFor(file, { backupKey: env.BACKUP_KEY, appSecret: env.APP_SECRET });
  const started = performance.now();
  const backup = await openBackupFile(file, keys);
  const verified = await verifyBackup(backup, options);
  const database = await openSiteDatabase(env);
  try {
    const summary = await restoreVerifiedBackup(database, backup, verified, options);
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const target = env.DATABASE_URL ? "PostgreSQL" : `the embedded database in ${env.dataDir}`;
    console.log(
      `Restored ${rows} rows from a ${summary.header.source} backup of ${summary.header.takenAt} into ${target} ` +
        `(schema ${summary.header.schema.migration}, now ${summary.schema.migration}) in ${seconds} s.`,
    );
    const leftOut = summary.header.secretsLeftOut ?? [];
    if (leftOut.length > 0) {
      console.log(
        `The backup was written without the secret settings (${leftOut.join(", ")}): enter saved service keys again in the admin.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? `Restore failed: ${error.message}` : error);
  process.exit(error instanceof BackupKeyError ? 2 : 1);
});
