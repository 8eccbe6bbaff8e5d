import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "../e2e/support/site";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { parse } from "./page-html";

/*
 * What every public page's HTML and headers promise before a browser runs any of it: the CSP
 * allows each script and the one stylesheet, by nonce on a fresh render and by hash from the page
 * cache, and no module is preloaded ahead of the first paint. The browser side (no violation at
 * run time, the styles applied, the modules requested after the paint) is tests/e2e/public-pages.spec.ts.
 */
let server: BuiltServer;

// A busy machine can take more than a minute to start a site with a fresh database.
beforeAll(async () => {
  server = await startBuiltServer({}, { startTimeoutMs: 240_000 });
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

/** Any of the site's own cookies other than consent makes the page cache step aside. */
const freshRender = { Cookie: "pw_fresh_render=1" };
const assetsDir = path.resolve(import.meta.dirname, "../../build/client/assets");

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .find((part) => part.trim().startsWith(`${name} `))
    ?.trim() ?? "";

function nonceOf(csp: string): string {
  const match = /'nonce-([^']+)'/.exec(csp);
  expect(match, `a nonce in ${csp}`).not.toBeNull();
  return match![1]!;
}

/** The page cache stores its copy just after the first response ends: ask until it serves it. */
async function fromCache(pagePath: string): Promise<Response> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await fetch(server.origin + pagePath);
    if (response.headers.get("x-page-cache") === "hit") return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${pagePath} was never served from the page cache`);
}

/** The document carries the client build's one stylesheet inline, allowed by its hash alone. */
function expectInlineStylesheet(html: string, csp: string) {
  const $ = parse(html);
  expect($('link[rel="stylesheet"]')).toHaveLength(0);
  expect(html).not.toMatch(/<link\b[^>]*rel="?stylesheet/i);
  const styles = $("style").toArray();
  expect(styles).toHaveLength(1);
  expect($(styles[0]!).attr("id")).toBe("site-stylesheet");
  const builtCss = fs.readdirSync(assetsDir).filter((name) => /^app-.*\.css$/.test(name));
  expect(builtCss).toHaveLength(1);
  const text = $(styles[0]!).text();
  expect(text).toBe(fs.readFileSync(path.join(assetsDir, builtCss[0]!), "utf8"));
  expect(directive(csp, "style-src").split(/\s+/).slice(1)).toEqual(["'self'", sha256(text)]);
}

/** Decision 026: no module preload, and one module script that waits for the first paint. */
function expectModulesAfterPaint(html: string) {
  expect(html).not.toMatch(/<link\b[^>]*\bmodulepreload/);
  const modules = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(modules).toHaveLength(1);
  expect(modules[0]).toMatch(/^await new Promise\(go=>\{const p=\(\)=>performance\.getEntriesByName\("first-contentful-paint"\)/);
  expect(modules[0]).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\);$/);
}

describe("a public page rendered afresh", () => {
  // Titled by hand: it.each quotes and shortens a long path in the title.
  for (const { path: pagePath, status } of publicPages) {
    it(`${pagePath} sends a nonce-based policy that every script carries`, async () => {
      const response = await fetch(server.origin + pagePath, { headers: freshRender });
      expect(response.status).toBe(status);
      expect(response.headers.get("x-page-cache")).not.toBe("hit");
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(directive(csp, "script-src")).toMatch(/^script-src 'nonce-[^']+' 'strict-dynamic'/);
      const nonce = nonceOf(csp);

      const html = await response.text();
      const tags = html.match(/<script\b[^>]*>/gi) ?? [];
      expect(tags.length, "the page should have scripts").toBeGreaterThan(0);
      for (const tag of tags) expect(tag, "each script's nonce matches the header's").toContain(`nonce="${nonce}"`);
      const $ = parse(html);
      expect($("script").length).toBe(tags.length);
      expect($("script:not([nonce])")).toHaveLength(0);
      expectInlineStylesheet(html, csp);
      expectModulesAfterPaint(html);
    });
  }

  it("gets a new nonce on every response", async () => {
    const first = nonceOf((await fetch(server.origin + "/", { headers: freshRender })).headers.get("content-security-policy") ?? "");
    const second = nonceOf((await fetch(server.origin + "/", { headers: freshRender })).headers.get("content-security-policy") ?? "");
    expect(first).not.toBe(second);
  });
});

describe("a public page from the page cache", () => {
  for (const { path: pagePath, status } of publicPages.filter((page) => page.cached)) {
    it(`${pagePath} allows each of its inline scripts by hash and carries no nonce`, async () => {
      const response = await fromCache(pagePath);
      expect(response.status).toBe(status);
      const csp = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = directive(csp, "script-src");
      expect(scriptSrc).not.toContain("nonce");
      const html = await response.text();
      // No tag keeps a nonce attribute (the module loader's own code mentions `nonce`, as a property).
      expect(html).not.toMatch(/<[a-z][^>]*\snonce=/i);
      const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline.length, "the page should have inline scripts").toBeGreaterThan(0);
      expect(parse(html)("script").length).toBe(inline.length);
      for (const body of inline) expect(scriptSrc, body.slice(0, 60)).toContain(sha256(body));
      expectInlineStylesheet(html, csp);
      expectModulesAfterPaint(html);
    });
  }
});
