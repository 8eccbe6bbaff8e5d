/**
 * Restores a backup: `npm run restore -- <file> [--force]`, into the DATA_DIR / DATABASE_URL the
 * site uses, from a backup of either kind of database. The file is checked whole before anything
 * is written; a database that holds data is refused unless --force, which empties it first.
 * See docs/backups.md and decision 034.
 */
import { verifyBackup } from "~/backup/read-backup.server";
import { restoreVerifiedBackup } from "~/backup/restore.server";
import { openSiteDatabase } from "~/backup/site-database.server";
import { loadEnv } from "~/config/env.server";

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1) {
    console.error("Usage: npm run restore -- <file> [--force]");
    process.exit(2);
  }
  const [file] = files as [string];
  const started = performance.now();
  const env = loadEnv();
  const verified = await verifyBackup(file);
  const database = await openSiteDatabase(env);
  try {
    const summary = await restoreVerifiedBackup(database, file, verified, { force });
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const target = env.DATABASE_URL ? "PostgreSQL" : `the embedded database in ${env.dataDir}`;
    console.log(
      `Restored ${rows} rows from a ${summary.header.source} backup of ${summary.header.takenAt} into ${target} ` +
        `(schema ${summary.header.schema.migration}, now ${summary.schema.migration}) in ${seconds} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? `Restore failed: ${error.message}` : error);
  process.exit(1);
});
