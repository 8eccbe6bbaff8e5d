/**
 * Creates an admin account: `npm run admin:create -- owner@example.com`.
 * The password is asked for twice without echo (or read from the first line of stdin when piped),
 * so it never lands in shell history. Uses the same DATA_DIR / DATABASE_URL as the site;
 * with the embedded database, stop the site first (PGlite allows one process at a time).
 */
import { createAdmin } from "~/admin/accounts/accounts.server";
import { checkNewPassword } from "~/admin/accounts/password-strength.server";
import { loadEnv } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { readEmailArgument, readNewPassword } from "./read-password";

async function main() {
  const email = readEmailArgument("npm run admin:create -- <email>");
  const password = await readNewPassword();
  const verdict = await checkNewPassword(password, email);
  if (!verdict.ok) {
    console.error(verdict.reason);
    process.exit(2);
  }

  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.dataDir });
  try {
    await database.migrate();
    setDatabase(database);
    const outcome = await createAdmin(email, password);
    console.log(outcome === "created" ? `Admin ${email} created.` : `An admin ${email} already exists; nothing changed.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
