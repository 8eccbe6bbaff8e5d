import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PGlite } from "@electric-sql/pglite";

/**
 * PostgreSQL's defaults assume a server of its own; embedded, it shares the site's process. Its
 * 128 MB of shared buffers are touched at start and stay resident, while the site's whole
 * database is a few megabytes and the read caches (app/cache/) keep public pages from querying
 * it at all: 16 MB holds it with room to spare and saves about 140 MB of resident memory.
 */
export const pgliteSettings = { shared_buffers: "16MB" } as const;

export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, ...Object.entries(pgliteSettings).flatMap(([name, value]) => ["-c", `${name}=${value}`])];
}

/**
 * Creating a database runs initdb inside the process, which leaves several hundred megabytes of
 * WebAssembly memory behind for the life of the process. A new data folder is therefore created
 * by a short-lived child process, whose memory goes back to the system when it exits; the site
 * then opens the finished folder as it would after any restart.
 *
 * The child builds the database in a sibling folder that is renamed into place only once initdb
 * has finished, so a start interrupted at any moment (a crash, a deploy, a power cut) leaves
 * either no database or a whole one, never a half-made folder the next start would open. What
 * an interrupted attempt left in the sibling folder is thrown away by the next one.
 */
export async function createPgliteFolder(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    // Never delete what might be someone's data: a PostgreSQL folder always has PG_VERSION.
    throw new Error(`${dir} is not empty but holds no database (no PG_VERSION): move it away, or point DATA_DIR elsewhere`);
  }
  const building = `${dir}.creating`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  await runInitdb(building);
  // rename(2) replaces an empty folder atomically, so an empty `dir` made beforehand is fine.
  fs.renameSync(building, dir);
}

async function runInitdb(dir: string): Promise<void> {
  const entry = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const script = `const { PGlite } = await import(${JSON.stringify(entry)});
const db = await PGlite.create(${JSON.stringify(dir)});
await db.close();`;
  const child = spawn(process.execPath, ["--input-type=module", "--eval", script], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`Could not create the embedded database in ${dir}:\n${errors.trim()}`);
}
