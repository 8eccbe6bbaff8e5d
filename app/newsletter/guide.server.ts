import fs from "node:fs";
import path from "node:path";
import { renderMarkdown } from "~/lib/markdown.server";
import { findUpward } from "~/lib/find-upward.server";

let cached: string | undefined;

/** The free guide (content/guide), rendered once and sanitised like every markdown page. */
export function guideHtml(): string {
  cached ??= renderMarkdown(
    fs.readFileSync(path.join(findUpward(import.meta.url, "content/guide"), "points-and-miles-starter-guide.md"), "utf8"),
  );
  return cached;
}
