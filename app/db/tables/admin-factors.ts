import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { admins } from "./admins";

/**
 * An admin's second factors: authenticator apps (TOTP) and passkeys. A factor counts at sign-in
 * only once `verifiedAt` is set, by its first correct code or passkey ceremony.
 */
export const adminFactors = pgTable(
  "admin_factors",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    /** "totp" or "passkey". */
    kind: text("kind").notNull(),
    /** The admin's own name for it ("Phone", "YubiKey"). */
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** TOTP: the shared secret, encrypted with a key derived from the app secret (decision 043). */
    totpSecret: text("totp_secret"),
    /** TOTP: the last time step a code was accepted for, so a code works once (replay). */
    totpLastStep: integer("totp_last_step"),
    /** Passkey: the credential id (base64url), its COSE public key (base64url), counter and transports. */
    credentialId: text("credential_id"),
    publicKey: text("public_key"),
    signCount: integer("sign_count"),
    transports: jsonb("transports").$type<string[]>(),
  },
  (table) => [index("admin_factors_admin_idx").on(table.adminId), uniqueIndex("admin_factors_credential_idx").on(table.credentialId)],
);

/** Single-use recovery codes, stored as SHA-256 hashes; `usedAt` marks one spent. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("admin_recovery_codes_admin_idx").on(table.adminId)],
);
