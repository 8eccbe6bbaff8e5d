import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cachedDocumentCsp, hashNoncedScripts } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("hashNoncedScripts", () => {
  const nonce = "abc123+/==";

  it("hashes the inline scripts that carry the render's nonce and strips the nonce", () => {
    const html = `<head><script nonce="${nonce}">window.a = "é";</script><link rel="modulepreload" href="/assets/x.js" nonce="${nonce}"/></head><script nonce="${nonce}" type="module" async="">import "/assets/entry.js";</script>`;
    const result = hashNoncedScripts(html, nonce);
    expect(result.hashes).toEqual([sha('window.a = "é";'), sha('import "/assets/entry.js";')]);
    expect(result.html).not.toContain("nonce");
    expect(result.html).toContain('<link rel="modulepreload" href="/assets/x.js"/>');
  });

  it("gives no hash to an inline script without the nonce, such as one injected through content", () => {
    const html = `<script nonce="${nonce}">ok()</script><p><script>steal()</script></p><script nonce="guess">steal()</script>`;
    expect(hashNoncedScripts(html, nonce).hashes).toEqual([sha("ok()")]);
  });

  it("lists a repeated script once", () => {
    const html = `<script nonce="${nonce}">x()</script><script nonce="${nonce}">x()</script>`;
    expect(hashNoncedScripts(html, nonce).hashes).toEqual([sha("x()")]);
  });
});

describe("cachedDocumentCsp", () => {
  it("replaces only script-src: self and the hashes, without the nonce or strict-dynamic", () => {
    const live = "default-src 'none';script-src 'nonce-abc' 'strict-dynamic';style-src 'self';form-action 'self' ;frame-ancestors 'none'";
    expect(cachedDocumentCsp(live, ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'none';script-src 'self' 'sha256-A' 'sha256-B';style-src 'self';form-action 'self' ;frame-ancestors 'none'",
    );
  });
});
