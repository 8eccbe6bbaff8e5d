import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decodedPath, listPublicFiles } from "./public-files";

describe("listPublicFiles", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-files-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("lists files at any depth as URL paths, without the skipped top-level folders", () => {
    fs.mkdirSync(path.join(dir, "assets"));
    fs.mkdirSync(path.join(dir, "images", "cards"), { recursive: true });
    for (const file of ["favicon.svg", "assets/app-1.js", "images/cards/a b.png"]) fs.writeFileSync(path.join(dir, file), "x");
    expect(listPublicFiles(dir, ["assets"])).toEqual(new Set(["/favicon.svg", "/images/cards/a b.png"]));
  });
});

describe("decodedPath", () => {
  it("decodes as the static middleware does, and refuses malformed escapes", () => {
    expect(decodedPath("/images/cards/a%20b.png")).toBe("/images/cards/a b.png");
    expect(decodedPath("/%E0%A4%A")).toBeUndefined();
  });
});
