import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";

/**
 * Where the db project's global setup (tests/support/db-global-setup.ts) leaves the databases it
 * migrated once for the whole run. Test files copy them instead of running initdb and every
 * migration again. The environment carries the variables to the test workers, which also lets
 * built-server.ts work under Playwright, where Vitest's inject() does not exist.
 */
export const templateVariables = {
  /** A gzipped tarball of the migrated PGlite data folder, for in-memory test databases. */
  pgliteDump: "POINTWISE_TEST_PGLITE_DUMP",
  /** A DATA_DIR holding that migrated PGlite folder, for built servers. */
  dataDir: "POINTWISE_TEST_DATA_DIR",
  /** The migrated template database on the PostgreSQL server of DATABASE_URL. */
  postgres: "POINTWISE_TEST_POSTGRES_TEMPLATE",
} as const;

const missing =
  "No template database: this file opens a database, so it belongs to Vitest's db project (see docs/testing.md), " +
  "whose global setup prepares one";

/** The environment variable naming a template, or an error saying why it is absent. */
export function templateFromEnvironment(variable: string): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${missing} (${variable} is not set)`);
  return value;
}

/** Copies a DATA_DIR template for one server; PGlite's files are the whole database. */
export function copyDataDir(template: string, target: string): void {
  fs.cpSync(template, target, { recursive: true });
}

/**
 * A new database on the server at `serverUrl`: empty, or a copy of `template` when given
 * (PostgreSQL copies a template database file by file, far faster than migrating).
 */
export async function createDatabaseOnServer(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `pointwise_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
