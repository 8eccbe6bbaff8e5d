import fs from "node:fs";
import path from "node:path";
import type { Env } from "~/config/env.server";
import { openDatabase, type Database } from "~/db/client.server";

export class EmbeddedDatabaseInUseError extends Error {
  override name = "EmbeddedDatabaseInUseError";
}

/**
 * The site's database, as the site opens it (DATABASE_URL, else DATA_DIR), for the command-line
 * scripts. PGlite lets one process open its folder and keeps `postmaster.pid` in it while open;
 * a second process writing the same files would damage them, so a folder in use is refused.
 */
export async function openSiteDatabase(env: Pick<Env, "DATABASE_URL" | "dataDir">): Promise<Database> {
  if (!env.DATABASE_URL && fs.existsSync(path.join(env.dataDir, "pglite", "postmaster.pid"))) {
    throw new EmbeddedDatabaseInUseError(
      `The embedded database in ${env.dataDir} is in use (the site is running, or stopped without closing it). ` +
        "Stop the site first; while it runs, set BACKUP_DIR and it writes the backups itself. " +
        "If the site is not running, start and stop it once.",
    );
  }
  if (!env.DATABASE_URL) fs.mkdirSync(env.dataDir, { recursive: true });
  return openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
}
