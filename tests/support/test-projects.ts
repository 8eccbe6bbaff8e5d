import fs from "node:fs";
import path from "node:path";

/** Where Vitest's test files live, and the endings that make a file one. */
export const testRoots: Record<string, readonly string[]> = {
  app: [".test.ts", ".test.tsx"],
  server: [".test.ts"],
  vite: [".test.ts"],
  "tests/integration": [".test.ts"],
  "tests/lint": [".test.ts"],
  scripts: [".test.ts"],
};

/**
 * Modules through which a test opens a database or starts a server that does: a test file that
 * imports one belongs to the db project, which CI runs a second time on PostgreSQL. The unit
 * project's setup (unit-project-setup.ts) refuses to open a database, so a file that reaches one
 * some other way fails instead of silently skipping the PostgreSQL pass.
 */
export const databaseModules = [
  "tests/integration/test-database",
  "tests/integration/built-server",
  "tests/integration/no-js-site",
  "tests/integration/admin-site",
  "app/db/client.server",
  "app/backup/test-databases",
  "@electric-sql/pglite",
  "pg",
  "pg-boss",
] as const;

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

/** Whether a test file's source imports one of the database modules (relative, `~/` or bare). */
export function opensDatabase(source: string, file: string, root: string): boolean {
  for (const [, specifier] of source.matchAll(importPattern)) {
    if (databaseModules.some((module) => resolvesTo(specifier!, file, root, module))) return true;
  }
  return false;
}

function resolvesTo(specifier: string, file: string, root: string, module: string): boolean {
  if (!module.includes("/") || module.startsWith("@")) return specifier === module;
  const target = specifier.startsWith("~/")
    ? path.join("app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.relative(root, path.resolve(path.dirname(file), specifier))
      : undefined;
  return (
    target !== undefined &&
    target
      .replace(/\.(ts|js)$/, "")
      .split(path.sep)
      .join("/") === module
  );
}

/** Every test file under `root`, relative to it, split by whether it opens a database. */
export function testFilesByProject(root: string): { unit: string[]; db: string[] } {
  const unit: string[] = [];
  const db: string[] = [];
  for (const [folder, endings] of Object.entries(testRoots)) {
    for (const entry of fs.readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })) {
      if (!endings.some((ending) => entry.endsWith(ending))) continue;
      const relative = path.join(folder, entry).split(path.sep).join("/");
      const absolute = path.join(root, relative);
      (opensDatabase(fs.readFileSync(absolute, "utf8"), absolute, root) ? db : unit).push(relative);
    }
  }
  return { unit: unit.sort(), db: db.sort() };
}
