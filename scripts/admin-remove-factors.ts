/**
 * Removes every second factor and recovery code of an admin who lost them:
 * `npm run admin:remove-factors -- owner@example.com`. Every session of that account ends and the
 * audit log records it; the password is unchanged. Uses the site's DATA_DIR / DATABASE_URL: on
 * PostgreSQL it works while the site runs; the embedded database allows one process, so a folder
 * the site has open is refused (stop the site first).
 */
import { removeFactorsFromCommandLine } from "~/admin/factors/remove-factors.server";
import { EmbeddedDatabaseInUseError, openSiteDatabase } from "~/backup/site-database.server";
import { loadEnv } from "~/config/env.server";
import { setDatabase } from "~/db/database.server";
import { readEmailArgument } from "./read-password";

async function main() {
  const email = readEmailArgument("npm run admin:remove-factors -- <email>");
  const database = await openSiteDatabase(loadEnv());
  try {
    await database.migrate();
    setDatabase(database);
    const outcome = await removeFactorsFromCommandLine(email);
    if (outcome === "unknown") {
      console.error(`There is no admin ${email}; nothing changed.`);
      process.exitCode = 3;
      return;
    }
    console.log(
      `Removed ${outcome.factors === 1 ? "1 second factor" : `${outcome.factors} second factors`} and the recovery codes of ${email}; every session of that account has ended. Sign in with the password and add a new factor.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof EmbeddedDatabaseInUseError ? 3 : 1);
});
