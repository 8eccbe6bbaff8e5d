import fs from "node:fs";
import path from "node:path";

/**
 * The URL paths (`/favicon.svg`) of the files under `dir`, leaving out the top-level folders
 * named in `skip`. The client build never changes while the server runs, so the list is read
 * once and a request for any other path skips the static middleware, which would otherwise
 * `stat` the disk for every page before React Router answers it.
 */
export function listPublicFiles(dir: string, skip: readonly string[] = []): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (skip.includes(relative[0]!)) continue;
    files.add(`/${relative.join("/")}`);
  }
  return files;
}

/** The decoded path, as the static middleware resolves it; undefined when it cannot be decoded. */
export function decodedPath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}
