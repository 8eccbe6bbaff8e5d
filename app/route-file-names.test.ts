import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const routesFolder = path.join(import.meta.dirname, "routes");
const routeFiles = readdirSync(routesFolder, { recursive: true, encoding: "utf8" }).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
);

// Decision 058: a route file is named in kebab-case after its path, with no dot but its extension.
describe("route file names", () => {
  it("are found", () => expect(routeFiles).toContain("deal.tsx"));

  it.each(routeFiles)("%s is in kebab-case with no dot but its extension", (file) => {
    expect(path.basename(file)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*\.tsx?$/);
  });
});
