import { ConfigError } from "~/config/env.server";
import { anyAdminExists, createAdmin } from "../accounts/accounts.server";
import { checkNewPassword } from "../accounts/password-strength.server";

export type FirstAdminOutcome = "created" | "an admin exists";

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD at start: they make the first admin and nothing else. Once any
 * admin exists they are ignored, so an admin removed by another does not come back on restart.
 * The password meets the same strength check as every other; a weak one stops the start
 * (decision 060): a fresh site with a guessable admin password is the worst moment to be lenient,
 * and a log line is easy to miss.
 */
export async function createFirstAdminFromEnvironment(email: string, password: string): Promise<FirstAdminOutcome> {
  if (await anyAdminExists()) return "an admin exists";
  const verdict = await checkNewPassword(password, email);
  if (!verdict.ok) {
    throw new ConfigError(
      `Invalid configuration:\n  ADMIN_PASSWORD: ${verdict.reason} No admin account was created. ` +
        "Set a stronger ADMIN_PASSWORD, or create the admin with `npm run admin:create -- you@example.com`.",
    );
  }
  // A concurrent creation (the command line, another start) is not overwritten: createAdmin never replaces an account.
  await createAdmin(email, password);
  return "created";
}
