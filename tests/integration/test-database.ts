import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server named by DATABASE_URL (dropped again afterwards).
 */
export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    await database.migrate();
    setDatabase(database);
    return { database, dispose: () => closeAndForget(database) };
  }

  const name = `pointwise_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  setDatabase(database);
  return {
    database,
    async dispose() {
      await closeAndForget(database);
      await adminQuery(serverUrl, `drop database if exists ${name}`);
    },
  };
}

async function closeAndForget(database: Database) {
  setDatabase(undefined);
  await database.close();
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
