import { minimumPasswordLength } from "~/config/password-policy";

/** The two ways to create the first admin account (docs/admin-accounts.md). */
export const firstAdminCommand = "npm run admin:create -- you@example.com";
export const firstAdminVariables = ["ADMIN_EMAIL", "ADMIN_PASSWORD"] as const;

/** Logged at start while no admin account exists, so whoever starts the site learns how to get in. */
export const firstAdminLogMessage =
  `No admin account yet. Create the first one with \`${firstAdminCommand}\` (on the embedded database, ` +
  `stop the site first), or start the site with ${firstAdminVariables.join(" and ")} set ` +
  `(used only while no admin exists; a password of at least ${minimumPasswordLength} characters that the strength check ` +
  `accepts, or the start stops); then sign in at /admin/login`;
