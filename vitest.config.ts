import path from "node:path";
import { defineConfig } from "vitest/config";
import { testFilesByProject } from "./tests/support/test-projects";

// Decided per run from what each file imports, so a new file can never sit in the wrong project
// (docs/testing.md). CI runs the db project a second time on PostgreSQL.
const files = testFilesByProject(import.meta.dirname);

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    environment: "node",
    // Integration tests each open their own database; a few check scrypt at its production cost.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Hashes made by tests cost 2^10 instead of 2^17 (app/admin/accounts/password.server.ts honours this only when NODE_ENV is "test").
    env: { PASSWORD_HASH_TEST_LOG2N: "10" },
    // `npm run coverage`: what the in-process tests reach (built servers run in processes of their own).
    coverage: { provider: "v8", include: ["app/**", "server/**"], reporter: ["text-summary", "json-summary"], reportOnFailure: true },
    projects: [
      // One command may run both projects (`npm run coverage`): they differ in workers, so Vitest
      // runs them one after the other, in this order.
      {
        extends: true,
        test: { name: "unit", include: files.unit, setupFiles: ["tests/support/unit-project-setup.ts"], sequence: { groupOrder: 0 } },
      },
      // Vitest's default on 2 cores is one worker, and db files spend much of their time waiting on a
      // built server, a child process or the network: three at once keep both cores busy, and each
      // test then shares them with two others, so it gets 60 s instead of 30 (decision 069).
      {
        extends: true,
        // A hook that starts a built server waits for its "server listening" line, up to the start
        // timeout in built-server.ts; the hook gets a little more, so that timeout speaks first.
        test: {
          name: "db",
          include: files.db,
          globalSetup: ["tests/support/db-global-setup.ts"],
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
