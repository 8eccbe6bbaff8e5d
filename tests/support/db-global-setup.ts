import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "~/db/client.server";
import { createPgliteFolder } from "~/db/pglite-memory.server";
import { createDatabaseOnServer, templateVariables } from "./database-templates";

/**
 * Vitest global setup of the db project: runs initdb and every migration once per run (they took
 * seconds per test file and per server) and leaves the result where each test copies it. PGlite:
 * a DATA_DIR copied for each built server, and its tarball loaded into memory by openTestDatabase.
 * PostgreSQL (DATABASE_URL set): a template database for `create database ... template`.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const cleanup = serverUrl ? await preparePostgres(serverUrl) : await preparePglite();
  return async () => {
    for (const variable of Object.values(templateVariables)) delete process.env[variable];
    await cleanup();
  };
}

async function preparePglite(): Promise<() => Promise<void>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "pw-templates-"));
  const dataDir = path.join(root, "data");
  // In a child process, as the site does, so initdb's memory is not held by Vitest for the run.
  await createPgliteFolder(path.join(dataDir, "pglite"));
  const database = await openDatabase({ dataDir });
  await database.migrate().finally(() => database.close());

  const dump = path.join(root, "data.tar.gz");
  const client = await PGlite.create(path.join(dataDir, "pglite"));
  fs.writeFileSync(dump, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  await client.close();

  process.env[templateVariables.pgliteDump] = dump;
  process.env[templateVariables.dataDir] = dataDir;
  return async () => fs.rmSync(root, { recursive: true, force: true });
}

async function preparePostgres(serverUrl: string): Promise<() => Promise<void>> {
  const template = await createDatabaseOnServer(serverUrl);
  const database = await openDatabase({ url: template.url });
  // A template must have no connection open while it is copied, so this one is closed at once.
  await database.migrate().finally(() => database.close());
  process.env[templateVariables.postgres] = template.name;
  return () => template.drop();
}
