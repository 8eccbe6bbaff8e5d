import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Finds `relative` (a file or folder) in the folder of `moduleUrl` or the nearest one above it.
 * Bundling moves modules into other folders, so fixed relative paths would break after a build.
 */
export function findUpward(moduleUrl: string, relative: string): string {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  for (;;) {
    const candidate = path.join(dir, relative);
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${relative} not found above ${moduleUrl}`);
    dir = parent;
  }
}
