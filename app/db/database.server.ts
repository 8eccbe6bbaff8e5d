import { receiveContentChange } from "~/cache/content-version.server";
import type { Database, Db } from "./client.server";

/**
 * The process-wide database, set once at start by the server (or by a test).
 * Domain code reads it through `db()` so route modules stay thin.
 */
let current: Database | undefined;

export function setDatabase(database: Database | undefined): void {
  current = database;
  // Whatever was cached came from the database before, which may hold other content.
  receiveContentChange("database switched");
}

export function database(): Database {
  if (!current) throw new Error("The database has not been opened yet");
  return current;
}

export function db(): Db {
  return database().db;
}

/** A database transaction, as Drizzle hands it to `db().transaction(...)`. */
export type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];
