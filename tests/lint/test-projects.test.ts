import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openSiteDatabase } from "~/backup/site-database.server";
import { opensDatabase, testFilesByProject } from "../support/test-projects";

const root = path.resolve(import.meta.dirname, "../..");
const file = path.join(root, "app/some/thing.server.test.ts");
// Built at run time: written out here, these imports would put this very file in the db project.
const importOf = (module: string) => `import { x } from "${module}";`;
const dynamicImportOf = (module: string) => `const loaded = await import("${module}");`;

describe("which Vitest project a test file belongs to (docs/testing.md)", () => {
  it("puts a file in the db project when it imports a database helper by any spelling", () => {
    for (const module of [
      "../../tests/integration/test-database",
      "../../tests/integration/built-server.ts",
      "~/db/client.server",
      "../db/client.server",
      "~/backup/test-databases",
      "@electric-sql/pglite",
      "pg",
      "pg-boss",
    ]) {
      expect(opensDatabase(importOf(module), file, root), module).toBe(true);
    }
    expect(opensDatabase(dynamicImportOf("pg-boss"), file, root)).toBe(true);
  });

  it("leaves a file in the unit project when it imports only other modules", () => {
    for (const module of ["~/db/database.server", "vitest", "~/db/pglite-memory.server", "pg-protocol", "./client.server"]) {
      expect(opensDatabase(importOf(module), file, root), module).toBe(false);
    }
  });

  it("splits every test file of the repository into exactly one project", () => {
    const { unit, db } = testFilesByProject(root);
    expect(unit).toContain("tests/lint/test-projects.test.ts");
    expect(db).toContain("tests/integration/http.test.ts");
    expect(db).toContain("app/admin/sign-in/login.server.test.ts");
    expect(unit.filter((name) => db.includes(name))).toEqual([]);
  });

  it("refuses, in the unit project, a database opened through code that imports none of those helpers", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pw-unit-guard-"));
    try {
      await expect(openSiteDatabase({ DATABASE_URL: undefined, dataDir })).rejects.toThrow(/unit-project test opened a database/);
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
