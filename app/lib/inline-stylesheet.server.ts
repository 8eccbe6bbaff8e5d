import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import stylesheetHref from "~/app.css?url";
import { findUpward } from "~/lib/find-upward.server";

/** The built site stylesheet, as the production document carries it inline. */
export interface InlineStylesheet {
  css: string;
  /** The CSP source (`'sha256-…'`) that allows exactly this text in a <style> element. */
  cspHash: string;
}

let loaded: InlineStylesheet | undefined;

/**
 * Reads the stylesheet the client build emitted, once per process. Production only: in
 * development Vite serves the stylesheet itself (with hot updates) and there is no build.
 */
export function inlineStylesheet(): InlineStylesheet {
  loaded ??= readStylesheet(path.join(findUpward(import.meta.url, "build/client"), stylesheetHref));
  return loaded;
}

export function readStylesheet(file: string): InlineStylesheet {
  // The HTML parser turns CR and CRLF into LF inside <style>, and the browser hashes what it parsed.
  const css = fs.readFileSync(file, "utf8").replace(/\r\n?/g, "\n");
  // Such text would end the element early and spill the rest into the document.
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style" and cannot be inlined`);
  const cspHash = `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
  return { css, cspHash };
}
