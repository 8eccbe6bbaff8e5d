/**
 * Sets a new password for an existing admin: `npm run admin:reset-password -- owner@example.com`.
 * The password is asked for twice without echo (or read from the first line of stdin when piped).
 * Every session of that account ends, and the audit log records the reset. Uses the site's
 * DATA_DIR / DATABASE_URL: on PostgreSQL it works while the site runs; the embedded database
 * allows one process, so a folder the site has open is refused.
 */
import { resetPasswordFromCommandLine } from "~/admin/accounts/accounts.server";
import { checkNewPassword } from "~/admin/accounts/password-strength.server";
import { EmbeddedDatabaseInUseError, openSiteDatabase } from "~/backup/site-database.server";
import { loadEnv } from "~/config/env.server";
import { setDatabase } from "~/db/database.server";
import { readEmailArgument, readNewPassword } from "./read-password";

async function main() {
  const email = readEmailArgument("npm run admin:reset-password -- <email>");
  const password = await readNewPassword();
  const verdict = await checkNewPassword(password, email);
  if (!verdict.ok) {
    console.error(verdict.reason);
    process.exit(2);
  }

  const database = await openSiteDatabase(loadEnv());
  try {
    await database.migrate();
    setDatabase(database);
    const outcome = await resetPasswordFromCommandLine(email, password);
    if (outcome === "unknown") {
      console.error(`There is no admin ${email}; nothing changed. Create one with npm run admin:create.`);
      process.exitCode = 3;
      return;
    }
    console.log(`The password of ${email} has been reset; every session of that account has ended.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof EmbeddedDatabaseInUseError ? 3 : 1);
});
