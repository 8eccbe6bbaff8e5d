/**
 * Rewrites React Router's inline module script so that the page's JavaScript is fetched and run
 * only after the browser's first contentful paint (decision 026).
 *
 * React Router emits `import * as route0 from "/assets/root-….js";` lines (static imports are
 * fetched as soon as the script is parsed, before the paint), then assigns
 * `window.__reactRouterRouteModules` and finally `import("/assets/entry.client-….js")`. This turns
 * the static imports into one parallel `Promise.all` of dynamic imports behind a wait for the
 * paint, and adds `<link rel="modulepreload">` for the rest of the module graph at that moment so
 * that it still loads in parallel instead of as a waterfall. The rest of the script is untouched,
 * so the entry is still imported last, once the route modules are in place.
 *
 * This runs inside React Router's `<Scripts>` on the server and during hydration (the build
 * patches it in, see `scripts-after-first-paint.ts`), so it must stay pure and cheap.
 */

/**
 * `import * as name from "source";` as React Router writes it (its sources are JSON strings), or
 * `import "source";` (a development runtime or a manifest); never a dynamic `import(`.
 */
const staticImport = /\bimport\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("(?:[^"\\\n]|\\.)*");?/g;

/**
 * Resolves after the first contentful paint: at once when it has already happened, when the page
 * is hidden (a background tab does not paint; waiting would only delay it), or when the browser
 * does not report paints; never later than 3 s, so a browser that does not report this paint
 * still hydrates.
 */
const waitForFirstPaint =
  'await new Promise(go=>{const p=()=>performance.getEntriesByName("first-contentful-paint").length>0;' +
  'if(p()||document.visibilityState!=="visible"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))return go();' +
  'new PerformanceObserver((_,o)=>{if(p()){o.disconnect();go()}}).observe({type:"paint"});setTimeout(go,3e3)});';

/**
 * The links carry the page's nonce when it has one: the policy of a live render trusts the nonce
 * (and `'strict-dynamic'`), a cached copy trusts `'self'`.
 */
function preloadLinks(hrefs: readonly string[]): string {
  if (hrefs.length === 0) return "";
  return (
    'const n=document.querySelector("script[nonce]")?.nonce;' +
    `for(const h of ${JSON.stringify(hrefs)}){const l=document.createElement("link");` +
    'l.rel="modulepreload";l.href=h;if(n)l.nonce=n;document.head.append(l)}'
  );
}

/**
 * @param script React Router's inline module script.
 * @param preloads every module the page needs (React Router's modulepreload list).
 * @returns the same script, importing its modules after the first paint; unchanged when it
 *   imports nothing (React Router renders a blank script in some modes).
 */
export function deferModuleScript(script: string, preloads: readonly string[]): string {
  const bindings: string[] = [];
  const sources: string[] = [];
  const rest = script.replace(staticImport, (_, name: string | undefined, source: string) => {
    bindings.push(name ?? "");
    sources.push(source);
    return "";
  });
  if (sources.length === 0) return script;
  const imported = new Set(sources.map((source) => JSON.parse(source) as string));
  const others = [...new Set(preloads)].filter((href) => !imported.has(href));
  const load = `const [${bindings.join(",")}]=await Promise.all([${sources.map((source) => `import(${source})`).join(",")}]);`;
  return waitForFirstPaint + preloadLinks(others) + load + rest;
}
