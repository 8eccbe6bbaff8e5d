import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type BuiltServer } from "./built-server";

let server: BuiltServer;

beforeAll(async () => {
  server = await startBuiltServer();
});
afterAll(async () => {
  await server?.stop();
});

const assetsDir = path.resolve(import.meta.dirname, "../../build/client/assets");

function styleSources(csp: string): string[] {
  const directive = csp.split(";").find((part) => part.trim().startsWith("style-src "));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe("the production document carries its stylesheet inline", () => {
  it.each(["/", "/deals", "/about", "/no-such-page"])(
    "%s: no stylesheet request, and the CSP allows the inline text by hash",
    async (pagePath) => {
      const response = await fetch(server.origin + pagePath);
      const html = await response.text();

      // A <link rel="stylesheet"> in the head blocks the first paint until it has loaded.
      expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
      expect(styles).toHaveLength(1);

      // Exactly the file the client build emitted, so the hash is the hash of what is served.
      const builtCss = fs.readdirSync(assetsDir).filter((name) => /^app-.*\.css$/.test(name));
      expect(builtCss).toHaveLength(1);
      expect(styles[0]).toBe(fs.readFileSync(path.join(assetsDir, builtCss[0]!), "utf8"));

      const hash = `'sha256-${createHash("sha256").update(styles[0]!, "utf8").digest("base64")}'`;
      const sources = styleSources(response.headers.get("content-security-policy") ?? "");
      expect(sources).toEqual(["'self'", hash]);
    },
  );
});
