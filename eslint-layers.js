import fs from "node:fs";
import path from "node:path";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";

/**
 * The import layers of decision 040, for the tree under `root` (the project, or a lint fixture):
 * server/, routes and jobs -> domains -> shared services (email/, notices/) -> the base.
 * Every folder of app/ not named below is a domain, so a new one is held to the rules at once.
 */
const base = ["lib", "config", "db", "security", "observability", "cache", "seo", "nonce.tsx", "request-context.ts"];
/** Design-system primitives and the page frame: they take data through props. */
const primitives = ["ui", "layout"];
/** What the other domains may use: mail and notices. */
const sharedServices = ["email", "notices"];
/** Where the app is put together: these may import any domain. */
const composition = ["routes", "routes.ts", "root.tsx", "entry.server.tsx", "jobs"];

export const messages = {
  base: "The base imports no domain, primitive, route or server file: move what two layers share into the base, or have the caller pass it in (decision 040).",
  primitives: "UI primitives and the layout import no domain, route or server file: take what they show through props (decision 040).",
  domain:
    "A domain imports no route, and no other domain except the shared services (email, notices) and the base: have the route's loader ask each domain and pass the result along (decision 040).",
};

function domainsOf(app) {
  const named = new Set([...base, ...primitives, ...composition]);
  return fs
    .readdirSync(app, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !named.has(entry.name))
    .map((entry) => entry.name);
}

export function layers(root) {
  const app = (names) => names.map((name) => `app/${name}`);
  const domains = domainsOf(path.join(root, "app"));
  const aboveDomains = [...app(composition), "server"];
  const zones = [
    { target: app(base), from: [...app(domains), ...app(primitives), ...aboveDomains], message: messages.base },
    { target: app(primitives), from: [...app(domains), ...aboveDomains], message: messages.primitives },
    ...domains.map((domain) => ({
      target: `app/${domain}`,
      from: [...app(domains.filter((other) => other !== domain && !sharedServices.includes(other))), ...aboveDomains],
      message: messages.domain,
    })),
  ];
  return [
    {
      files: ["app/**/*.{js,ts,tsx}", "server/**/*.{js,ts}"],
      // Tests and their fixtures put several domains together, as a route does.
      ignores: ["**/*.test.{ts,tsx}", "**/test-*.ts", "**/*.fixture.ts"],
      plugins: { "import-x": importX },
      settings: {
        "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") })],
        // import-x reads only .js, .mjs and .cjs files unless told otherwise: without these, an
        // imported .ts file is skipped, and no-cycle never sees a cycle through our own code.
        "import-x/extensions": [".js", ".ts", ".tsx"],
        "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      },
      rules: {
        "import-x/no-restricted-paths": ["error", { basePath: root, zones }],
        // Type-only imports are erased, so they cannot form a cycle at run time (the rule skips them).
        "import-x/no-cycle": ["error", { ignoreExternal: true }],
      },
    },
  ];
}
