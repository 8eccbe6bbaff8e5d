import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const documentPath = "docs/architecture.md";

/** The folders the document lists: `- \`app/ui/\`: …`, or `- \`tests/lint/fixtures/**\`: …` for a whole tree. */
function listedFolders(markdown: string): { folders: string[]; trees: string[] } {
  const folders: string[] = [];
  const trees: string[] = [];
  for (const [, folder, tree] of markdown.matchAll(/^- `([^`*]+?)\/(\*\*)?`:/gm)) {
    folders.push(folder!);
    if (tree) trees.push(folder!);
  }
  return { folders, trees };
}

/**
 * Every folder holding a file git tracks or would track (ignored ones, such as node_modules and
 * build output, left out), with the folders above it.
 */
function repositoryFolders(): string[] {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  const folders = new Set<string>();
  for (const file of files) {
    for (let folder = path.posix.dirname(file); folder !== "."; folder = path.posix.dirname(folder)) folders.add(folder);
  }
  return [...folders].sort();
}

/** What the document misses, and what it lists that no longer exists. */
function compare(existing: readonly string[], listed: { folders: string[]; trees: string[] }) {
  const covered = (folder: string) => listed.folders.includes(folder) || listed.trees.some((tree) => folder.startsWith(tree + "/"));
  return {
    unlisted: existing.filter((folder) => !covered(folder)),
    gone: listed.folders.filter((folder) => !existing.includes(folder)),
  };
}

describe(`${documentPath} (where things are)`, () => {
  it("lists every folder of the repository, and none that is gone", () => {
    const listed = listedFolders(fs.readFileSync(path.join(root, documentPath), "utf8"));
    const { unlisted, gone } = compare(repositoryFolders(), listed);
    expect(unlisted, `add a line for each of these folders to ${documentPath}`).toEqual([]);
    expect(gone, `these folders in ${documentPath} no longer exist: remove their lines`).toEqual([]);
  });

  it("lists each folder once", () => {
    const { folders } = listedFolders(fs.readFileSync(path.join(root, documentPath), "utf8"));
    expect(folders.filter((folder, index) => folders.indexOf(folder) !== index)).toEqual([]);
  });

  it("reports a folder missing from the list, one that is gone, and accepts a folder under a whole tree", () => {
    const listed = listedFolders(
      ["- `app/`: the site.", "- `app/old/`: gone.", "- `tests/lint/fixtures/**`: a tree.", "Prose naming `app/new/` is no entry."].join(
        "\n",
      ),
    );
    expect(listed).toEqual({ folders: ["app", "app/old", "tests/lint/fixtures"], trees: ["tests/lint/fixtures"] });
    expect(compare(["app", "app/new", "tests/lint/fixtures", "tests/lint/fixtures/app/ui"], listed)).toEqual({
      unlisted: ["app/new"],
      gone: ["app/old"],
    });
  });
});
