/**
 * Writes a backup of the whole application database to one file: `npm run backup -- <file>`.
 * Uses the same DATA_DIR / DATABASE_URL as the site. On PostgreSQL the site keeps serving; the
 * embedded database allows one process, so stop the site first (or let it write nightly backups
 * itself with BACKUP_DIR). See docs/backups.md and decision 034.
 */
import { openSiteDatabase } from "~/backup/site-database.server";
import { formatBytes } from "~/backup/nightly";
import { writeBackup } from "~/backup/write-backup.server";
import { loadEnv } from "~/config/env.server";

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npm run backup -- <file>   (e.g. pointwise-backup.jsonl.gz)");
    process.exit(2);
  }
  const started = performance.now();
  const database = await openSiteDatabase(loadEnv());
  try {
    const summary = await writeBackup(database, file);
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backup written to ${file}: ${rows} rows in ${Object.keys(summary.rows).length} tables, ${formatBytes(summary.bytes)}, ${seconds} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
