import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "..", "..");
const sources = ["app", "server"].flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file)),
);

describe("Zod's one entry", () => {
  it("is app/lib/zod.ts: no other module takes a value from 'zod', so no schema is built before jitless is set", () => {
    const direct = sources.filter(
      (file) =>
        file !== path.join("app", "lib", "zod.ts") &&
        /^import \{[^}]*\} from "zod(\/[^"]*)?";/m.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(direct).toEqual([]);
  });
});
