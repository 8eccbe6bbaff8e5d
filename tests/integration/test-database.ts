import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server named by DATABASE_URL (dropped again afterwards).
 */
export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const database = await openDatabase({ url: scratch?.url });
  await database.migrate();
  setDatabase(database);
  return {
    database,
    async dispose() {
      setDatabase(undefined);
      await database.close();
      await scratch?.drop();
    },
  };
}

/** A new, empty database on the server at `serverUrl`, for one test file or one test server. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pointwise_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
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
