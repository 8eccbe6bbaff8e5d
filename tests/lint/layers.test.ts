import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { layers, messages } from "../../eslint-layers.js";

const root = path.resolve(import.meta.dirname, "../..");
const fixtures = path.join(import.meta.dirname, "fixtures");
const layerRules = new Set(["import-x/no-restricted-paths", "import-x/no-cycle"]);

/** Each linted file (relative to `cwd`) with the layer rules' reports in it. */
async function layerReports(eslint: ESLint, cwd: string, patterns: string[]) {
  const results = await eslint.lintFiles(patterns);
  return Object.fromEntries(
    results.map((result) => [
      path.relative(cwd, result.filePath),
      result.messages
        .filter((report) => report.ruleId === null || layerRules.has(report.ruleId))
        .map(({ ruleId, message }) => ({ ruleId, message })),
    ]),
  );
}

const zone = (importPath: string, message: string) => ({
  ruleId: "import-x/no-restricted-paths",
  message: `Unexpected path "${importPath}" imported in restricted zone. ${message}`,
});

describe("the import layers (decision 040)", () => {
  it("report each broken rule in the fixtures, and nothing in the clean files", async () => {
    // The project's configuration reads TypeScript with typescript-eslint's parser; so does this one.
    const typescript = { files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } };
    const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: true, overrideConfig: [typescript, ...layers(fixtures)] });
    const reports = await layerReports(eslint, fixtures, ["app"]);
    expect(reports).toEqual({
      "app/lib/imports-a-domain.js": [zone("~/deals/deal.js", messages.base)],
      "app/ui/imports-a-domain.js": [zone("~/deals/deal.js", messages.primitives)],
      "app/newsletter/imports-another-domain.js": [zone("~/deals/deal.js", messages.domain)],
      "app/newsletter/imports-a-route.js": [zone("~/routes/home.js", messages.domain)],
      "app/chat/cycle-a.js": [{ ruleId: "import-x/no-cycle", message: "Dependency cycle detected" }],
      "app/chat/cycle-b.js": [{ ruleId: "import-x/no-cycle", message: "Dependency cycle detected" }],
      "app/chat/ts-cycle-a.ts": [{ ruleId: "import-x/no-cycle", message: "Dependency cycle detected" }],
      "app/chat/ts-cycle-b.ts": [{ ruleId: "import-x/no-cycle", message: "Dependency cycle detected" }],
      "app/deals/deal.js": [],
      "app/email/outbox.js": [],
      "app/lib/day.js": [],
      "app/newsletter/uses-shared-services.js": [],
      "app/routes/home.js": [],
    });
  });

  it("hold in the project's own tree, with the project's lint configuration", { timeout: 180_000 }, async () => {
    const eslint = new ESLint({ cwd: root });
    const reports = await layerReports(eslint, root, ["app", "server"]);
    const broken = Object.entries(reports).filter(([, found]) => found.length > 0);
    expect(broken).toEqual([]);
    // The tree was linted, not skipped: the domains' files are among the results.
    expect(Object.keys(reports)).toContain("app/deals/deals.server.ts");
  });
});
