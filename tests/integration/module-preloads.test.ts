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

describe("the page's JavaScript is preloaded without competing with the document (decision 023)", () => {
  it.each(pages)("%s: every module preload is low priority", async (pagePath) => {
    // Twice: the first answer is rendered, the second comes from the page cache.
    for (let i = 0; i < 2; i++) {
      const html = await (await fetch(server.origin + pagePath)).text();
      const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map((match) => match[0]);
      const entry = html.match(/import\("(\/assets\/entry\.client-[^"]+\.js)"\)/)?.[1];
      expect(entry).toBeDefined();
      expect(preloads.some((link) => link.includes(`href="${entry}"`))).toBe(true);
      for (const link of preloads) expect(link).toMatch(/\bfetchpriority="low"/i);
    }
  });
});
