import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint";

const section = 'docs/upgrading-react.md, "The <Scripts> patch"';
const productionBuild = path.resolve(import.meta.dirname, "../node_modules/react-router/dist/production");

type Transform = (this: { error(message: string): never }, code: string, id: string) => { code: string } | null;

/** Runs the plugin over the installed React Router's production chunks, as `vite build` does. */
function patchInstalledReactRouter() {
  const plugin = scriptsAfterFirstPaint();
  const errors: string[] = [];
  const context = {
    error(message: string): never {
      errors.push(message);
      throw new Error(message);
    },
  };
  const transform = plugin.transform as unknown as Transform;
  const patched: string[] = [];
  (plugin.buildStart as () => void).call(context);
  for (const file of fs.readdirSync(productionBuild).filter((name) => /^chunk-.+\.mjs$/.test(name))) {
    const id = path.join(productionBuild, file);
    try {
      const result = transform.call(context, fs.readFileSync(id, "utf8"), id);
      if (result) patched.push(result.code);
    } catch {
      // Recorded in `errors`.
    }
  }
  try {
    (plugin.buildEnd as (error?: Error) => void).call(context);
  } catch {
    // Recorded in `errors`.
  }
  return { errors, patched };
}

describe("the <Scripts> patch on the installed React Router", () => {
  const { errors, patched } = patchInstalledReactRouter();

  it("finds the three modulepreload links and the module script it rewrites, in one chunk", () => {
    expect(errors, `React Router's <Scripts> no longer has the code the build patches: see ${section}`).toEqual([]);
    expect(patched, `expected one chunk holding <Scripts>: see ${section}`).toHaveLength(1);
    const [code] = patched as [string];
    expect(
      code.match(/null && React\d*\.createElement\(\s*"link"/g),
      `the preload links are no longer all removed: see ${section}`,
    ).toHaveLength(3);
    expect(code.split("__pointwiseDeferModuleScript(routeModulesScript,").length - 1, `see ${section}`).toBe(1);
  });

  it("still writes the module script in the shape deferModuleScript rewrites", () => {
    const [code = ""] = patched;
    // Each line deferModuleScript depends on: static imports as `import * as name from "source";`,
    // the route module map, and the entry imported last.
    const anchors = [
      "`import * as ${routeVarName} from ${JSON.stringify(module)};`",
      'import * as ${chunk.varName} from "${chunk.module}";',
      "import ${JSON.stringify(manifest.url)}",
      "window.__reactRouterRouteModules = {",
      "import(${JSON.stringify(manifest.entry.module)});`",
    ];
    expect(
      anchors.filter((anchor) => !code.includes(anchor)),
      `React Router's inline module script changed shape: check vite/defer-module-script.ts against it (${section})`,
    ).toEqual([]);
  });
});
