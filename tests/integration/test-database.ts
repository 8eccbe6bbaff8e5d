import fs from "node:fs";
import { openDatabase, type Database } from "~/db/client.server";
import { setDatabase } from "~/db/database.server";
import { createDatabaseOnServer, templateFromEnvironment, templateVariables } from "../support/database-templates";

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a database of its
 * own on the PostgreSQL server named by DATABASE_URL (dropped again afterwards). Either is a copy
 * of the template the db project's global setup migrated once for the run.
 */
export async function openTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  const copy = serverUrl ? await createDatabaseOnServer(serverUrl, templateFromEnvironment(templateVariables.postgres)) : undefined;
  const database = copy
    ? await openDatabase({ url: copy.url })
    : await openDatabase({ loadDataDir: new Blob([fs.readFileSync(templateFromEnvironment(templateVariables.pgliteDump))]) });
  setDatabase(database);
  return {
    database,
    async dispose() {
      setDatabase(undefined);
      await database.close();
      await copy?.drop();
    },
  };
}

/** A new, empty database on the server at `serverUrl`, for one test file or one test server. */
export function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createDatabaseOnServer(serverUrl);
}
