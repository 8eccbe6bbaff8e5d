import type { Plugin } from "vite";

/**
 * Nothing of the page's JavaScript is fetched or run before its first paint (decision 026).
 *
 * React Router's `<Scripts>` renders a `<link rel="modulepreload">` for the entry and every module
 * of the matched routes (React hoists them into the head, so they are fetched while the document
 * is still being parsed) and an inline module script whose static imports fetch the route
 * modules as soon as it is parsed. The first paint needs none of it: the stylesheet is inline and
 * every link and form works without JavaScript. On a fast network and a slow phone, though, the
 * modules arrive before the paint and evaluating them (react-dom alone is 15 ms of CPU on this
 * machine, four times that on Lighthouse's phone) can come first; Lighthouse's simulation
 * counts every request that finished before the paint into its LCP.
 *
 * `<Scripts>` offers no props for this, so the build patches its production code:
 * - its three `React.createElement("link", { rel: "modulepreload", … })` calls become
 *   `null && …` (the links are not rendered);
 * - its module script goes through `deferModuleScript`, which waits for the first contentful
 *   paint, then adds the same preload links and imports the route modules and the entry.
 * If a React Router upgrade changes that code, the build fails here instead of quietly going
 * back to loading the JavaScript before the paint.
 */
export function scriptsAfterFirstPaint(): Plugin {
  const preloadLink =
    /(React\d*\.createElement\(\s*"link",\s*\{\s*(?:key: path,\s*)?rel: "modulepreload",\s*href: (?:manifest\.url|manifest\.entry\.module|path),)/g;
  const moduleScriptHtml = "dangerouslySetInnerHTML: { __html: routeModulesScript },";
  const preloadList =
    "[manifest.entry.module].concat(manifest.entry.imports, getModuleLinkHrefs(matches, manifest, { includeHydrateFallback: true }))";
  const helper = new URL("./defer-module-script.ts", import.meta.url).pathname;
  let patched = 0;
  return {
    name: "pointwise:scripts-after-first-paint",
    apply: "build",
    enforce: "pre",
    buildStart() {
      patched = 0;
    },
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id)) return null;
      if (!code.includes("function Scripts(")) return null;
      const links = code.match(preloadLink)?.length ?? 0;
      const scripts = code.split(moduleScriptHtml).length - 1;
      if (links !== 3 || scripts !== 1 || !code.includes("function getModuleLinkHrefs(")) {
        this.error(
          `expected React Router's <Scripts> to render 3 modulepreload links and 1 module script, found ${links} and ${scripts}: update ${import.meta.filename}`,
        );
      }
      patched += 1;
      const result =
        `import { deferModuleScript as __pointwiseDeferModuleScript } from ${JSON.stringify(helper)};\n` +
        code
          .replace(preloadLink, "null && $1")
          .replace(
            moduleScriptHtml,
            `dangerouslySetInnerHTML: { __html: __pointwiseDeferModuleScript(routeModulesScript, ${preloadList}) },`,
          );
      return { code: result, map: null };
    },
    buildEnd(error) {
      if (!error && patched === 0)
        this.error("React Router's <Scripts> was not found in the build, so its JavaScript would load before the first paint");
    },
  };
}
