/**
 * Writes a backup of the whole application database to one file: `npm run backup -- <file>`.
 * Uses the same DATA_DIR / DATABASE_URL as the site. On PostgreSQL the site keeps serving; the
 * embedded database allows one process, so stop the site first (or let it write nightly backups
 * itself with BACKUP_DIR). The file is readable by its owner only, encrypted with BACKUP_KEY, or
 * else keyed with APP_SECRET and written without the secret settings. See
 * docs/backups.md, docs/backups-security.md and decisions 034 and 061.
 */
import { openSiteDatabase } from "~/backup/site-database.server";
import { formatBytes } from "~/backup/nightly";
import { BackupKeyError } from "~/backup/sealing.server";
import { writeBackup } from "~/backup/write-backup.server";
import { loadEnv } from "~/config/env.server";
import { secretSettingKeys } from "~/db/secret-settings";

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npm run backup -- <file>   (e.g. pointwise-backup.jsonl.gz)");
    process.exit(2);
  }
  const started = performance.now();
  const env = loadEnv();
  const keys = { backupKey: env.BACKUP_KEY, appSecret: env.APP_SECRET };
  const database = await openSiteDatabase(env);
  try {
    const summary = await writeBackup(database, file, keys);
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backup written to ${file}: ${rows} rows in ${Object.keys(summary.rows).length} tables, ${formatBytes(summary.bytes)}, ${seconds} s.`,
    );
    console.log(
      keys.backupKey
        ? "Encrypted with BACKUP_KEY: keep a copy of that key away from this server, or the file cannot be restored."
        : `Not encrypted (BACKUP_KEY is unset), so written without the secret settings (${secretSettingKeys.join(", ")}); ` +
            "restoring it needs this site's APP_SECRET.",
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof BackupKeyError ? 2 : 1);
});
