import { createHash } from "node:crypto";

/**
 * A cached document is served to many visitors, so the per-response nonce it was rendered with
 * cannot stay its key to running scripts. The scripts the app itself rendered carry that nonce
 * (content cannot know it: it is random per render), so exactly those are allowed by their hash,
 * and the nonce attributes are removed. An inline script without the nonce, say one that slipped
 * in through content, gets no hash and stays blocked.
 */
export function hashNoncedScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const nonceAttribute = ` nonce="${nonce}"`;
  const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(scriptPattern)) {
    const [, attributes, body] = match;
    if (!attributes!.includes(nonceAttribute) || /\bsrc\s*=/i.test(attributes!)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
  }
  return { html: html.split(nonceAttribute).join(""), hashes: [...new Set(hashes)] };
}

/**
 * The live policy with its script-src rewritten for a cached copy: `'self'` for the app's own
 * modules (and their preloads, which lose their nonce too) and the hashes for inline scripts.
 * `'strict-dynamic'` goes, since with it browsers ignore `'self'`. Every other directive stays.
 */
export function cachedDocumentCsp(livePolicy: string, hashes: readonly string[]): string {
  return livePolicy
    .split(";")
    .map((directive) => {
      const [name] = directive.trim().split(/\s+/);
      return name === "script-src" ? ["script-src", "'self'", ...hashes].join(" ") : directive;
    })
    .join(";");
}
