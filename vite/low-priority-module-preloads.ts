import type { Plugin } from "vite";

/**
 * React Router's `<Scripts>` preloads the entry and every module of the matched routes with
 * `<link rel="modulepreload">`, which React hoists into the head. Chromium fetches those at high
 * priority, beside the document. The first paint needs none of them: the stylesheet is inline and
 * the paint waits for the footer (decision 016), so on a slow link they only compete with the
 * document's own bytes. Lighthouse's simulation counts every high-priority script that arrived
 * before the observed paint as render-blocking, which is why mobile FCP swung between about 0.9 s
 * and 2.5 s from run to run (decision 023).
 *
 * `<Scripts>` takes no props for its preload links, so the build adds `fetchPriority: "low"` to
 * the three it renders. The modules are still fetched in parallel as soon as the head is parsed;
 * they just yield to the document. If a React Router upgrade changes that code, the build fails
 * here instead of quietly going back to high priority.
 */
export function lowPriorityModulePreloads(): Plugin {
  const preloadLink = /rel: "modulepreload",(\s+)href: (manifest\.url|manifest\.entry\.module|path),/g;
  let patched = 0;
  return {
    name: "pointwise:low-priority-module-preloads",
    apply: "build",
    enforce: "pre",
    buildStart() {
      patched = 0;
    },
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id)) return null;
      if (!code.includes("function Scripts(")) return null;
      let count = 0;
      const result = code.replace(preloadLink, (_, space: string, href: string) => {
        count += 1;
        return `rel: "modulepreload",${space}fetchPriority: "low",${space}href: ${href},`;
      });
      if (count !== 3) {
        this.error(`expected React Router's <Scripts> to render 3 modulepreload links, found ${count}: update ${import.meta.filename}`);
      }
      patched += 1;
      return { code: result, map: null };
    },
    buildEnd(error) {
      if (!error && patched === 0) this.error("React Router's <Scripts> was not found in the build, so its module preloads keep high priority");
    },
  };
}
