import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";

let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const pages = ["/", "/deals", "/deals/chase-sapphire-preferred-75k", "/concierge", "/guide"];

describe("the built document loads its JavaScript only after the first paint (decision 026)", () => {
  it.each(pages)("%s: no module preload in the document, one module script that waits for the paint", async (pagePath) => {
    // Twice: the first answer is rendered, the second comes from the page cache.
    for (let i = 0; i < 2; i++) {
      const html = await (await fetch(server.origin + pagePath)).text();
      expect(html).not.toMatch(/<link\b[^>]*\bmodulepreload/);
      const modules = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(modules).toHaveLength(1);
      const [script] = modules as [string];
      expect(script.startsWith('await new Promise(go=>{const p=()=>performance.getEntriesByName("first-contentful-paint")')).toBe(true);
      expect(script).not.toMatch(/\bimport\s*[*"{]/);
      expect(script).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\);$/);
      // The rest of the graph is preloaded once the paint is done, not discovered as a waterfall.
      const preloads = JSON.parse(script.match(/for\(const h of (\[[^\]]*\])\)/)![1]!) as string[];
      expect(preloads.length).toBeGreaterThan(5);
    }
  });
});
