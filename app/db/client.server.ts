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

/** Database connections open and idle, and queries waiting for one (for /metrics). */
export interface ConnectionUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Raw SQL for pg-boss: multi-statement text when there are no values. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  connections(): ConnectionUse;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; without it (and without url) the database lives in memory. */
  dataDir?: string;
  /** A data folder dumped by PGlite's dumpDataDir, loaded into memory instead of running initdb (tests). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pglite");
    await createPgliteFolder(dir);
  }
  const client = await PGlite.create(dir, { startParams: pgliteStartParams(), loadDataDir });
  const inFlight = countCallsInFlight(client, ["query", "exec", "transaction"]);
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
    // PGlite is one connection that runs one query (or transaction) at a time; the rest wait for it.
    connections: () => ({ total: 1, idle: inFlight() === 0 ? 1 : 0, waiting: Math.max(0, inFlight() - 1) }),
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
    migrate: () => migratePostgres(db as never, { migrationsFolder: migrationsFolder() }),
    async ping() {
      await pool.query("select 1");
    },
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** Wraps the named methods of `target` to count its calls not yet settled. */
function countCallsInFlight<T extends object>(target: T, methods: (keyof T & string)[]): () => number {
  let inFlight = 0;
  for (const name of methods) {
    const original = (target[name] as (...args: unknown[]) => Promise<unknown>).bind(target);
    (target as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      inFlight += 1;
      try {
        return await original(...args);
      } finally {
        inFlight -= 1;
      }
    };
  }
  return () => inFlight;
}

/** The SQL migrations ship with the source, not inside the bundle. */
function migrationsFolder(): string {
  return findUpward(import.meta.url, "app/db/migrations");
}
