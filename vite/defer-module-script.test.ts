import { describe, expect, it } from "vitest";
import { deferModuleScript } from "./defer-module-script";

/** The shape React Router 7's `<Scripts>` writes, with lazy route discovery on. */
const reactRouterScript = `;
import * as route0 from "/assets/root-1.js";
import * as route1_clientLoader from "/assets/deal-loader-2.js";
import * as route1_main from "/assets/deal-3.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterManifest = {"entry":{"imports":["/assets/jsx-runtime-4.js"]},"routes":{"root":{"imports":["/assets/site-5.js"]}}};
  window.__reactRouterRouteModules = {"root":route0,"routes/deal":route1};

import("/assets/entry.client-6.js");`;

const preloads = [
  "/assets/entry.client-6.js",
  "/assets/jsx-runtime-4.js",
  "/assets/root-1.js",
  "/assets/site-5.js",
  "/assets/deal-3.js",
  "/assets/jsx-runtime-4.js",
];

describe("deferModuleScript", () => {
  const deferred = deferModuleScript(reactRouterScript, preloads);

  it("leaves no static import, which the browser would fetch before the paint", () => {
    expect(deferred).not.toMatch(/\bimport\s*\*/);
    expect(deferred).not.toMatch(/\bimport\s+"/);
  });

  it("waits for the first contentful paint before anything else", () => {
    const wait = deferred.indexOf('await new Promise(go=>{const p=()=>performance.getEntriesByName("first-contentful-paint")');
    expect(wait).toBe(0);
    expect(deferred.indexOf("modulepreload")).toBeGreaterThan(wait);
  });

  it("imports the route modules in parallel, under their names, before the rest of the script runs", () => {
    const load =
      'const [route0,route1_clientLoader,route1_main]=await Promise.all([import("/assets/root-1.js"),import("/assets/deal-loader-2.js"),import("/assets/deal-3.js")]);';
    expect(deferred).toContain(load);
    expect(deferred.indexOf(load)).toBeLessThan(deferred.indexOf("const route1 = {...route1_clientLoader,...route1_main};"));
    expect(deferred.indexOf("window.__reactRouterRouteModules")).toBeLessThan(deferred.indexOf('import("/assets/entry.client-6.js")'));
    expect(deferred.endsWith('import("/assets/entry.client-6.js");')).toBe(true);
  });

  it("preloads each other module once, and none it imports itself", () => {
    const list = deferred.match(/for\(const h of (\[[^\]]*\])\)/)?.[1];
    expect(JSON.parse(list!)).toEqual(["/assets/entry.client-6.js", "/assets/jsx-runtime-4.js", "/assets/site-5.js"]);
  });

  it("turns a side-effect import into an unnamed slot of the same parallel load", () => {
    const script = `import "/assets/manifest-7.js";
import * as route0 from "/assets/root-1.js";
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-6.js");`;
    expect(deferModuleScript(script, [])).toContain(
      'const [,route0]=await Promise.all([import("/assets/manifest-7.js"),import("/assets/root-1.js")]);',
    );
  });

  it("leaves the manifest's own strings alone", () => {
    expect(deferred).toContain('"imports":["/assets/jsx-runtime-4.js"]');
  });

  it("is valid module code", async () => {
    // Parsing as an async function body accepts the top-level await and dynamic import().
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(deferred)).not.toThrow();
  });

  it("leaves a script without imports as it is (React Router renders a blank one in some modes)", () => {
    expect(deferModuleScript(" ", preloads)).toBe(" ");
  });
});
