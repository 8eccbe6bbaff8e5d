/**
 * What each public page ships: the JavaScript and CSS its HTML loads, gzipped, from the
 * production build served by the real server. Run: `npm run build && npm run bench:weight`.
 */
import { gzipSync } from "node:zlib";
import { startBuiltServer } from "../tests/integration/built-server";

const pages = [
  "/",
  "/deals",
  "/deals/chase-sapphire-preferred-75k",
  "/transfer-bonuses",
  "/transfer-bonuses/history",
  "/concierge",
  "/booking-form",
  "/about",
  "/privacy-policy",
  "/privacy/my-data",
  "/transfer-partners",
  "/transfer-partners/values",
  "/flight-search",
  "/card-rules",
  "/eligibility",
  "/plan",
  "/deals/compare?ids=chase-sapphire-preferred-75k,american-express-platinum-175k",
];

const server = await startBuiltServer();
try {
  const rows: Array<{ page: string; html: number; js: number; css: number; files: number }> = [];
  for (const page of pages) {
    const html = await (await fetch(server.origin + page)).text();
    const scripts = new Set(
      [...html.matchAll(/<(?:link rel="modulepreload"|script[^>]*type="module")[^>]*(?:href|src)="([^"]+\.js)"/g)].map((m) => m[1]!),
    );
    for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1]!);
    // The page's modules import others statically; those load with the page (decision 026 adds
    // their preload links only after the first paint, so the HTML does not name them). A
    // module's own import("…") loads later, on demand, and is not counted.
    for (const path of scripts) {
      const code = await (await fetch(server.origin + path)).text();
      for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) scripts.add(`/assets/${match[1]!}`);
    }
    const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    const gz = async (paths: Iterable<string>) => {
      let total = 0;
      for (const path of paths) total += gzipSync(Buffer.from(await (await fetch(server.origin + path)).arrayBuffer())).length;
      return total;
    };
    rows.push({ page, html: gzipSync(html).length, js: await gz(scripts), css: await gz(styles), files: scripts.size + styles.length });
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log("| page | HTML (gz) | JS (gz) | CSS (gz) | files |\n|---|---|---|---|---|");
  for (const row of rows) console.log(`| ${row.page} | ${kb(row.html)} | ${kb(row.js)} | ${kb(row.css)} | ${row.files} |`);
} finally {
  await server.stop();
}
