import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { findUpward } from "~/lib/find-upward.server";
import { createPgliteFolder, pgliteStartParams } from "./pglite-memory.server";
import * as schema from "./schema";

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface SqlResult {
  rows: unknown[];
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Raw SQL for pg-boss: multi-statement text when there are no values. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; without it (and without url) the database lives in memory. */
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir?: string): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pglite");
    await createPgliteFolder(dir);
  }
  const client = await PGlite.create(dir, { startParams: pgliteStartParams() });
  const db = drizzlePglite(client, { schema });
  return {
    kind: "pglite",
    db,
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    async ping() {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    executeSql: (text, values) => pool.query(text, values),
    migrate: () =>
      migratePostgres(db as never, { migrationsFolder: migrationsFolder() }),
    async ping() {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

/** The SQL migrations ship with the source, not inside the bundle. */
function migrationsFolder(): string {
  return findUpward(import.meta.url, "app/db/migrations");
}
