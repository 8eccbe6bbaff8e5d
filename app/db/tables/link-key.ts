import { sql } from "drizzle-orm";

/**
 * The database's default for a row's link key: 122 random bits from PostgreSQL's
 * `gen_random_uuid()` (a strong random source, built in since PostgreSQL 13 and in PGlite).
 * Rows get it on insert, whichever code inserts them, and the migration fills existing rows.
 */
export const randomLinkKey = sql`replace(gen_random_uuid()::text, '-', '')`;
