import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * A test that runs an admin command runs it several times, and each run starts tsx, transpiles the
 * script and opens the database in a fresh process: seconds each on a busy 2-core machine, so
 * these tests get a budget of their own (the runs' answers, not their speed, are what is checked).
 */
export const adminCliTestBudgetMs = 120_000;

/**
 * Runs `npm run admin:…`'s script as the owner would, on the test's database, with `input` on
 * standard input. `fullHashCost` keeps the production scrypt cost for a test that checks it;
 * otherwise the command hashes at the tests' cost (vitest.config.ts), like the test process.
 */
export function runAdminCli(
  script: string,
  args: string[],
  database: { dataDir: string; url?: string },
  { input, fullHashCost = false }: { input?: string; fullHashCost?: boolean } = {},
) {
  const testCost = fullHashCost ? {} : { NODE_ENV: "test", PASSWORD_HASH_TEST_LOG2N: process.env.PASSWORD_HASH_TEST_LOG2N };
  return spawnSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", script, ...args], {
    cwd: root,
    input,
    encoding: "utf8",
    env: { PATH: process.env.PATH, DATA_DIR: database.dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}), ...testCost },
  });
}
